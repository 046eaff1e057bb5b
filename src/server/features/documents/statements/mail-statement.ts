import type { MailDelivery } from '@/core/mail-deliveries';
import type { CompanyUser } from '../../../http/env';
import { AppError } from '../../../http/errors';
import { documentMailDraft } from '../document-mail';
import { type SendDeps, sendDocument } from '../send-document';
import { findDocument } from '../view';

/**
 * 一括送信, one statement a request (each answered once its mail is queued; the screen follows
 * the batch's deliveries for its progress): to the customer's mail address, with the company's
 * 送信メールの文面 for 合計請求書 and the PDF attached, through the documents' own send (送付済 and logged once
 * the mail server accepted it). A customer without an address is a clear failure of that row only.
 * The same statement in the same batch is queued once, however often the request comes.
 */
export async function mailStatement(
  deps: SendDeps,
  user: CompanyUser,
  { documentId, batchId }: { documentId: string; batchId?: string },
): Promise<MailDelivery> {
  const { db } = deps;
  const row = await findDocument(db, user.companyId, 'statement', documentId);
  const { to, ...mail } = await documentMailDraft(db, user, row);
  if (!to) throw new AppError(400, 'NO_EMAIL', `${row.counterpartyName}のメールアドレスが登録されていません。顧客管理で登録してください`);
  const idempotencyKey = batchId ? `${batchId}:${row.id}` : undefined;
  return sendDocument(deps, user, 'statement', row.id, { to, cc: '', ...mail }, { idempotencyKey, batchId });
}
