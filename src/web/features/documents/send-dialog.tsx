import { useState } from 'react';
import { toast } from 'sonner';
import type { SalesDocument } from '@/core/contracts/documents';
import { type DeliveryMethod, deliveryMethodLabels, deliveryMethods } from '@/core/document-links';
import { kindInfo } from '@/core/documents';
import { sendDocumentFormInput } from '@/core/schemas/document-links';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { newIdempotencyKey } from '@/web/lib/mail-deliveries-api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { honorificOf } from './detail-header';
import { useDocumentActions, useDocumentContext, useMailDraft } from './documents-api';

const methodDescriptions: Record<DeliveryMethod, (title: string) => string> = {
  pdf: (title) => `${title}のPDFを添付して送信します。`,
  link: (title) => `${title}を確認・ダウンロードできるページのリンクを本文に添えて送信します（PDFは添付しません）。`,
  both: (title) => `${title}のPDFを添付し、確認・ダウンロードできるページのリンクも本文に添えて送信します。`,
};

/**
 * メール送信: the PDF goes attached, or a link to the document's own page (Web送付), or both. The form starts from the company's 送信メールの文面 for the
 * kind as the server fills it in (amount, due date, 振込先, 署名) and the customer's address.
 * The mail is queued and the dialog closes at once; the document's 送信履歴 follows it, and
 * once the mail server accepted it the document is 送付済.
 */
export function SendDialog({ doc, onClose }: { doc: SalesDocument; onClose: () => void }) {
  const { send } = useDocumentActions(doc.kind);
  const context = useDocumentContext(doc.kind);
  const title = kindInfo[doc.kind].title;
  const issuerName = doc.issuer?.name ?? context.data?.issuer.name ?? '';
  const draft = useMailDraft(doc.kind, doc.id).data;
  // Typed values win; until then the defaults follow the look-ups as they arrive.
  const [to, setTo] = useState<string>();
  const [subject, setSubject] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [method, setMethod] = useState<DeliveryMethod>('pdf');
  // One key for this dialog: pressing 送信 again after a lost answer queues no second mail.
  const [idempotencyKey] = useState(newIdempotencyKey);

  // Only while the company's text is on its way (or could not be read).
  const fallbackMessage = [
    `${doc.counterpartyName} ${honorificOf(doc)}`.trim(),
    '',
    'いつもお世話になっております。',
    `${title}をお送りいたします。ご査収のほどよろしくお願いいたします。`,
    '',
    issuerName,
  ].join('\n');

  const fallbackSubject = `【${title}】${doc.numberLabel} ${doc.subject}`.trim();

  const form = useSchemaForm({
    schema: sendDocumentFormInput,
    onSubmit: async (input) => {
      await send.mutateAsync({ id: doc.id, input, idempotencyKey });
      toast.success(
        input.method === 'pdf'
          ? 'メールを送信待ちにしました。結果は送信履歴に表示されます'
          : 'メールを送信待ちにしました。開封・受領はWeb送付の欄に表示されます',
      );
      onClose();
    },
  });

  return (
    <FormDialog
      title={`${title}をメールで送信`}
      description={`${methodDescriptions[method](title)}メールサーバーが受け付けると状態が「送付済」になります。`}
      submitLabel="送信する"
      pendingLabel="送信中..."
      form={form}
      onClose={onClose}
      className="max-w-xl"
    >
      <RadioGroupField
        {...form.field('method')}
        legend="送付方法"
        options={deliveryMethods.map((value) => ({ value, label: deliveryMethodLabels[value] }))}
        defaultValue="pdf"
        onValueChange={(value) => setMethod(value as DeliveryMethod)}
      />
      <TextField
        {...form.field('to')}
        id="send-to"
        type="email"
        label="送信先"
        required
        autoComplete="email"
        value={to ?? draft?.to ?? ''}
        onChange={(event) => setTo(event.target.value)}
      />
      <TextField {...form.field('cc')} id="send-cc" type="email" label="CC" autoComplete="email" />
      <TextField
        {...form.field('subject')}
        id="send-subject"
        label="件名"
        required
        value={subject ?? draft?.subject ?? fallbackSubject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextareaField
        {...form.field('message')}
        id="send-message"
        label="本文"
        rows={14}
        value={message ?? draft?.message ?? fallbackMessage}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FormDialog>
  );
}
