import { toast } from 'sonner';
import type { WebDeliverySettings } from '@/core/contracts/document-links';
import { maxLinkExpiryDays } from '@/core/document-links';
import { webDeliverySettingsInput } from '@/core/schemas/document-links';
import { Alert } from '@/web/components/ui/primitives/alert';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useSaveWebDeliverySettings, useWebDeliverySettings } from './web-delivery-settings-api';

/** 設定 › Web送付: how long a link sent with a document opens its page, and whether its sender hears of the first view. */
export function WebDeliverySettingsPage() {
  const settings = useWebDeliverySettings();
  if (settings.isPending) return <p className="text-sm text-muted-foreground">読み込み中...</p>;
  if (settings.isError) return <Alert>{errorMessage(settings.error)}</Alert>;
  return <WebDeliveryForm key={JSON.stringify(settings.data)} settings={settings.data} />;
}

function WebDeliveryForm({ settings }: { settings: WebDeliverySettings }) {
  const save = useSaveWebDeliverySettings();
  const form = useSchemaForm({
    schema: webDeliverySettingsInput,
    defaultValues: { expiryDays: String(settings.expiryDays), notifyOnOpen: settings.notifyOnOpen },
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success('Web送付の設定を保存しました');
    },
  });
  return (
    <FormCard
      title="Web送付"
      description="帳票を「Webリンク」で送ると、お客様は届いたリンクから帳票を確認し、PDFをダウンロードし、「受領しました」を押せます。"
      submitLabel="保存"
      form={form}
    >
      <TextField
        {...form.field('expiryDays')}
        id="web-delivery-expiry"
        label="リンクの有効期限（日数）"
        inputMode="numeric"
        hint={`送信した日から数えます（1〜${maxLinkExpiryDays}日）。変更は、これから送るリンクに適用されます。`}
        required
      />
      <CheckboxField
        {...form.checkbox('notifyOnOpen')}
        id="web-delivery-notify"
        label="お客様が初めて開いたとき、送信した担当者にメールで知らせる"
      />
    </FormCard>
  );
}
