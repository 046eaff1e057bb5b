import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/api-types';
import { documentNumberLabel } from '@/core/documents';
import { statementMail } from '@/core/statements';
import type { Db } from '../../db/client';
import { customers, statements } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { getCompanyProfile } from '../../tenancy/company-profile';
import type { PdfOutput } from './issued-pdf';
import { sendDocument } from './send-document';
import { findDocument } from './view';

/**
 * 一括送信, one statement at a time (the screen shows the progress): to the customer's mail
 * address, with the text of statementMail and the PDF attached, through the documents' own send
 * (送付済, logged). A customer without an address is a clear failure of that row only.
 */
export async function mailStatement(
  deps: { db: Db; mailer: Mailer } & PdfOutput,
  user: CompanyUser,
  documentId: string,
): Promise<SalesDocument> {
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
  return sendDocument(deps, user, 'statement', row.id, { to: facts.email, cc: '', ...mail });
}
