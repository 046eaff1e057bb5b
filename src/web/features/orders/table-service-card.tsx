import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { tableServiceSettingsInput } from '@/core/schemas/table-service';
import { seatOpeningLabels, seatOpenings } from '@/core/seat-bill';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { SelectField } from '@/web/components/ui/primitives/select';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { type TableServiceSettings, useSaveTableServiceSettings, useTableServiceSettings } from './seats-api';

const coverText = (settings: TableServiceSettings) => {
  const item = settings.items.find((i) => i.id === settings.coverItemId);
  return item ? `${item.name}（${formatYen(item.price)}）を${settings.coverForChildren ? '大人・子供' : '大人'}1名ごと` : 'なし';
};

/** 座席設定 → 来店とお通し: who opens a seat for ordering, and the お通し added per guest at 来店. */
export function TableServiceCard() {
  const settings = useTableServiceSettings();
  const [isEditing, setEditing] = useState(false);
  return (
    <section aria-label="来店とお通し" className="flex flex-wrap items-center gap-3 rounded-xl border bg-card px-4 py-3">
      <UsersRound aria-hidden className="size-5 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">来店とお通し</p>
        {settings.data && (
          <p className="text-muted-foreground">
            {`座席の開始: ${seatOpeningLabels[settings.data.seatOpening]} ・ お通し: ${coverText(settings.data)}${settings.data.takeoutEnabled ? ' ・ テイクアウトあり' : ''}`}
          </p>
        )}
      </div>
      <Button variant="outline" disabled={!settings.data} onClick={() => setEditing(true)}>
        来店とお通しを設定
      </Button>
      {isEditing && settings.data && <TableServiceDialog value={settings.data} onClose={() => setEditing(false)} />}
    </section>
  );
}

function TableServiceDialog({ value, onClose }: { value: TableServiceSettings; onClose: () => void }) {
  const save = useSaveTableServiceSettings();
  const form = useSchemaForm({
    schema: tableServiceSettingsInput,
    defaultValues: {
      seatOpening: value.seatOpening,
      coverItemId: value.coverItemId ?? '',
      coverForChildren: value.coverForChildren,
      takeoutEnabled: value.takeoutEnabled,
    },
    prepare: (values) => ({ ...values, coverItemId: values.coverItemId || null }),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success('来店とお通しの設定を保存しました');
      onClose();
    },
  });
  const opening = form.field('seatOpening');
  return (
    <FormDialog title="来店とお通し" submitLabel="保存" form={form} onClose={onClose} className="sm:max-w-md">
      <RadioGroupField
        name={opening.name}
        legend="座席の開始"
        options={seatOpenings.map((o) => ({ value: o, label: seatOpeningLabels[o] }))}
        defaultValue={opening.defaultValue}
        error={opening.error}
        hint="スタッフが来店登録してから受け付ける場合、登録前の座席のお客様の画面には「スタッフがご案内します」と表示され、注文はできません。"
        className="[&>div]:flex-col"
      />
      <SelectField
        {...form.field('coverItemId')}
        id="table-service-cover"
        label="お通し・テーブルチャージ"
        placeholder="なし"
        options={value.items.map((i) => ({ value: i.id, label: `${i.name}（${formatYen(i.price)}）` }))}
        hint="来店登録のとき、人数分をお会計に自動で追加します。メニューの価格で計算され、会計前に数量の変更や取り消しができます。"
      />
      <CheckboxField {...form.checkbox('coverForChildren')} id="table-service-children" label="子供の人数分も追加する" />
      <CheckboxField
        {...form.checkbox('takeoutEnabled')}
        id="table-service-takeout"
        label="テイクアウト（お持ち帰り）を受け付ける（食品は軽減税率8%、酒類は10%）"
      />
    </FormDialog>
  );
}
