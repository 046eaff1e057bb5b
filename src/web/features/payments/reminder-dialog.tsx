import { toast } from 'sonner';
import type { OpenInvoice } from '@/core/api-types-payments';
import { kindInfo } from '@/core/documents';
import { reminderTemplate } from '@/core/payments';
import { sendDocumentInput } from '@/core/schemas/documents';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { useMe } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useSendReminder } from './payments-api';

type ReminderDialogProps = { invoice: OpenInvoice; customer: { name: string; email: string }; onClose: () => void };

/** 督促メール: the template's subject and text for this invoice or statement, to the customer's address on file; all editable. */
export function ReminderDialog({ invoice, customer, onClose }: ReminderDialogProps) {
  const send = useSendReminder();
  const companyName = useMe().data?.company?.name ?? '';
  const template = reminderTemplate({ companyName, customerName: customer.name, ...invoice });
  const title = kindInfo[invoice.kind].title;
  const form = useSchemaForm({
    schema: sendDocumentInput,
    defaultValues: { to: customer.email, subject: template.subject, message: template.message },
    onSubmit: async (input) => {
      await send.mutateAsync({ invoiceId: invoice.id, input });
      toast.success('督促メールを送信しました');
      onClose();
    },
  });
  return (
    <FormDialog
      title="督促メールを送信"
      description={`${title} ${invoice.number} の未入金についてお知らせします。${title}のPDFを添付して送信し、操作履歴に残します。`}
      submitLabel="送信する"
      pendingLabel="送信中..."
      form={form}
      onClose={onClose}
      className="max-w-xl"
    >
      <TextField {...form.field('to')} id="reminder-to" type="email" label="送信先" required autoComplete="email" />
      <TextField {...form.field('cc')} id="reminder-cc" type="email" label="CC" autoComplete="email" />
      <TextField {...form.field('subject')} id="reminder-subject" label="件名" required />
      <TextareaField {...form.field('message')} id="reminder-message" label="本文" rows={12} />
    </FormDialog>
  );
}
