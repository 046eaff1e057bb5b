import { useState } from 'react';
import { toast } from 'sonner';
import type { OpenInvoice } from '@/core/contracts/payments';
import { kindInfo } from '@/core/documents';
import { reminderTemplate } from '@/core/payments';
import { sendDocumentInput } from '@/core/schemas/documents';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { newIdempotencyKey } from '@/web/lib/mail-deliveries-api';
import { useMe } from '@/web/lib/session';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useSendReminder } from './payments-api';

type ReminderDialogProps = {
  invoice: OpenInvoice;
  customer: { name: string; email: string };
  /** The queued mail's id, for the screen to follow until the mail server accepted it. */
  onQueued: (deliveryId: string) => void;
  onClose: () => void;
};

/**
 * 督促メール: the template's subject and text for this invoice or statement, to the customer's
 * address on file; all editable. Queued and closed at once; the screen shows how it went.
 */
export function ReminderDialog({ invoice, customer, onQueued, onClose }: ReminderDialogProps) {
  const send = useSendReminder();
  // One key for this dialog: pressing 送信 again after a lost answer queues no second mail.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const companyName = useMe().data?.company?.name ?? '';
  const template = reminderTemplate({ companyName, customerName: customer.name, ...invoice });
  const title = kindInfo[invoice.kind].title;
  const form = useSchemaForm({
    schema: sendDocumentInput,
    defaultValues: { to: customer.email, subject: template.subject, message: template.message },
    onSubmit: async (input) => {
      const delivery = await send.mutateAsync({ invoiceId: invoice.id, input, idempotencyKey });
      toast.success('督促メールを送信待ちにしました');
      onQueued(delivery.id);
      onClose();
    },
  });
  return (
    <FormDialog
      title="督促メールを送信"
      description={`${title} ${invoice.number} の未入金についてお知らせします。${title}のPDFを添付して送信し、メールサーバーが受け付けたら操作履歴に残します。`}
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
