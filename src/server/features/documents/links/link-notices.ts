import { eq } from 'drizzle-orm';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { formatJapanDateTime } from '@/core/format';
import type { PortalMessageInput } from '@/core/schemas/document-links';
import type { Tx } from '../../../db/client';
import { mailDeliveries, users } from '../../../db/schema';
import type { MailOutbox } from '../../../mail/outbox';
import type { OpenLink } from './public-link';

/**
 * A mail to the member who sent the link (kind `notice`: through the mail queue like every company
 * mail, outside the company's mail limits and 送信履歴), written in the transaction of what it tells.
 * The caller wakes the outbox after the commit.
 */
async function queueNotice(
  tx: Tx,
  outbox: MailOutbox,
  { link, document }: OpenLink,
  mail: { subject: string; body: string; replyTo?: string },
): Promise<boolean> {
  const [sender] = await tx.select({ email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, link.createdBy));
  if (!sender?.email || sender.isActive === false) return false;
  const id = crypto.randomUUID();
  await tx.insert(mailDeliveries).values({
    id,
    companyId: link.companyId,
    documentId: document.id,
    kind: 'notice',
    idempotencyKey: `notice:${id}`,
    toAddress: sender.email,
    subject: mail.subject,
    body: mail.body,
    messageId: `<${id}@${outbox.messageHost}>`,
    queuedBy: link.createdBy,
    replyTo: mail.replyTo || null,
  });
  await outbox.enqueue(tx, id);
  return true;
}

const nameOf = (document: OpenLink['document']) =>
  `${kindInfo[document.kind as keyof typeof kindInfo]?.title ?? '書類'} ${document.number ? documentNumberLabel(document.number, document.revision) : ''}`.trim();

/** 開封確認: the first view of a link, told to its sender. */
export function queueOpenedNotice(tx: Tx, outbox: MailOutbox, opened: OpenLink, at: Date, ipAddress: string) {
  const name = nameOf(opened.document);
  return queueNotice(tx, outbox, opened, {
    subject: `【開封確認】${name}（${opened.document.counterpartyName}）が開封されました`,
    body: [
      `Web送付した${name}が、お客様のページで初めて開かれました。`,
      '',
      `宛先: ${opened.document.counterpartyName}`,
      `開封日時: ${formatJapanDateTime(at)}`,
      `IPアドレス: ${ipAddress || '不明'}`,
      '',
      '受領・ダウンロードの記録は帳票の詳細画面の「Web送付」で確認できます。',
    ].join('\n'),
  });
}

/** お問い合わせ from the page: to the sender, replies going to the customer's address when given. */
export function queuePortalMessage(tx: Tx, outbox: MailOutbox, about: OpenLink, input: PortalMessageInput) {
  const name = nameOf(about.document);
  return queueNotice(tx, outbox, about, {
    subject: `【お問い合わせ】${name}（${about.document.counterpartyName}）`,
    replyTo: input.email,
    body: [
      `${about.document.counterpartyName} 様から、Web送付した${name}のページでお問い合わせがありました。`,
      '',
      `お名前: ${input.name || '（未記入）'}`,
      `メールアドレス: ${input.email || '（未記入）'}`,
      '',
      input.message,
    ].join('\n'),
  });
}
