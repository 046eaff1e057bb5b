import { Languages } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { languageNames, type StoreTranslations, translatedLanguages } from '@/core/diner-languages';
import { storeNamesInput } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useSaveStoreNames, useStoreNames } from './seats-api';
import { TranslationFields } from './translation-fields';

/** 座席設定 → 店舗名: the name in the diners' header, and the languages it is translated into. */
export function StoreNamesCard() {
  const names = useStoreNames();
  const [isEditing, setEditing] = useState(false);
  const entered = translatedLanguages.filter((l) => names.data?.translations[l]?.storeName);
  return (
    <section aria-label="店舗名" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3">
      <Languages aria-hidden className="size-5 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">店舗名（お客様の画面）</p>
        {names.data && (
          <p>
            {names.data.storeName}
            <span className="text-muted-foreground">
              {' '}
              ・外国語表示: {entered.length > 0 ? entered.map((l) => languageNames[l]).join('、') : 'なし（日本語で表示）'}
            </span>
          </p>
        )}
      </div>
      <Button variant="outline" disabled={!names.data} onClick={() => setEditing(true)}>
        外国語表示を設定
      </Button>
      {isEditing && names.data && (
        <StoreNamesDialog storeName={names.data.storeName} value={names.data.translations} onClose={() => setEditing(false)} />
      )}
    </section>
  );
}

function StoreNamesDialog({ storeName, value, onClose }: { storeName: string; value: StoreTranslations; onClose: () => void }) {
  const [translations, setTranslations] = useState<StoreTranslations>(value);
  const save = useSaveStoreNames();
  const form = useSchemaForm({
    schema: storeNamesInput,
    prepare: () => ({ translations }),
    onSubmit: async (input) => {
      await save.mutateAsync(input.translations);
      toast.success('店舗名の外国語表示を保存しました');
      onClose();
    },
  });
  return (
    <FormDialog
      title="店舗名の外国語表示"
      description={`お客様の画面の「${storeName}」を、お客様が選んだ言語で表示します。日本語の店舗名は設定 → 自社情報で変更できます。`}
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-md"
    >
      <TranslationFields
        idPrefix="store"
        fields={[{ key: 'storeName', label: '店舗名', maxLength: 100 }]}
        japaneseLabel="店舗名"
        value={translations}
        onChange={setTranslations}
        errors={form.errors}
      />
    </FormDialog>
  );
}
