import { and, eq } from 'drizzle-orm';
import type { DocumentMailDraft } from '@/core/contracts/mail-templates';
import { documentNumberLabel } from '@/core/documents';
import { statementMail } from '@/core/statements';
import type { Db } from '../../../db/client';
import { customers, statements } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { notFound } from '../../../http/errors';
import { getCompanyProfile } from '../../../tenancy/company-profile';
import type { DocumentRow } from '../view';

/** A statement's mail: to its customer's address ('' when none), with the text of statementMail. */
export async function statementMailDraft(db: Db, user: CompanyUser, row: DocumentRow): Promise<DocumentMailDraft> {
  const [facts] = await db
    .select({ email: customers.email, closingDate: statements.closingDate, billed: statements.billed })
    .from(statements)
    .innerJoin(customers, eq(customers.id, statements.customerId))
    .where(and(eq(statements.companyId, user.companyId), eq(statements.documentId, row.id)));
  if (!facts) throw notFound('合計請求書が見つかりません');
  const company = await getCompanyProfile(db, user.companyId);
  const mail = statementMail({
    companyName: company.name,
    customerName: row.counterpartyName,
    number: documentNumberLabel(row.number, row.revision),
    closingDate: facts.closingDate,
    billed: facts.billed,
    dueDate: row.dueDate,
  });
  return { to: facts.email, ...mail };
}
