import { and, eq } from 'drizzle-orm';
import { documentNumberLabel } from '@/core/documents';
import type { MailDelivery } from '@/core/mail-deliveries';
import { statementMail } from '@/core/statements';
import { customers, statements } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError, notFound } from '../../../http/errors';
import { getCompanyProfile } from '../../../tenancy/company-profile';
import { type SendDeps, sendDocument } from '../send-document';
import { findDocument } from '../view';

/**
 * 一括送信, one statement a request (each answered once its mail is queued; the screen follows
 * the batch's deliveries for its progress): to the customer's mail address, with the text of
 * statementMail and the PDF attached, through the documents' own send (送付済 and logged once
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
  const [facts] = await db
    .select({ email: customers.email, closingDate: statements.closingDate, billed: statements.billed })
    .from(statements)
    .innerJoin(customers, eq(customers.id, statements.customerId))
    .where(and(eq(statements.companyId, user.companyId), eq(statements.documentId, row.id)));
  if (!facts) throw notFound('合計請求書が見つかりません');
  if (!facts.email)
    throw new AppError(400, 'NO_EMAIL', `${row.counterpartyName}のメールアドレスが登録されていません。顧客管理で登録してください`);
  const company = await getCompanyProfile(db, user.companyId);
  const mail = statementMail({
    companyName: company.name,
    customerName: row.counterpartyName,
    number: documentNumberLabel(row.number, row.revision),
    closingDate: facts.closingDate,
    billed: facts.billed,
    dueDate: row.dueDate,
  });
  const idempotencyKey = batchId ? `${batchId}:${row.id}` : undefined;
  return sendDocument(deps, user, 'statement', row.id, { to: facts.email, cc: '', ...mail }, { idempotencyKey, batchId });
}
