import { and, eq, inArray, sql } from 'drizzle-orm';
import { documentNumberLabel } from '@/core/documents';
import { billedKinds, invoiceOutstanding } from '@/core/payments';
import type { SendDocumentInput } from '@/core/schemas/documents';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { documents, paymentAllocations } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { sendCompanyMail } from '../../mail/company-mail';
import type { Mailer } from '../../mail/mailer';

/**
 * 督促: mails a reminder for an invoice that still owes money, from the company's name with
 * replies to its address (or the sender's), and logs it once the mail server accepted it.
 */
export async function sendReminder(deps: { db: Db; mailer: Mailer }, user: CompanyUser, invoiceId: string, input: SendDocumentInput) {
  const { db } = deps;
  const [row] = await db
    .select({
      id: documents.id,
      number: documents.number,
      revision: documents.revision,
      status: documents.status,
      amountDue: documents.amountDue,
      // Qualified by hand: in a one-table select Drizzle writes ${documents.id} as a bare "id".
      settled: sql<string>`coalesce((select sum(pa.amount) from ${paymentAllocations} pa where pa.document_id = "documents"."id"), 0)`,
    })
    .from(documents)
    .where(and(eq(documents.companyId, user.companyId), inArray(documents.kind, [...billedKinds]), eq(documents.id, invoiceId)));
  if (!row) throw notFound('請求書が見つかりません');
  if (row.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きの請求書には督促できません');
  const outstanding = invoiceOutstanding(row, Number(row.settled));
  if (outstanding <= 0) throw new AppError(409, 'NOTHING_OWED', 'この請求書に未入金の残額はありません');
  await sendCompanyMail(db, deps.mailer, user, input);
  await recordOperation(db, actorOf(user), {
    operationType: 'payment.reminder',
    targetType: 'invoice',
    targetId: row.id,
    detail: { title: '請求書', number: documentNumberLabel(row.number, row.revision), to: input.to, cc: input.cc, outstanding },
  });
  return { to: input.to, outstanding };
}
