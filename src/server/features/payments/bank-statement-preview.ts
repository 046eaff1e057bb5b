import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BankStatementPreview } from '@/core/api-types-bank';
import type { MatchCustomer, MatchInvoice } from '@/core/bank/propose-match';
import { proposeMatches } from '@/core/bank/propose-match';
import { readStatement, StatementError } from '@/core/bank/read-statement';
import type { ColumnMapping } from '@/core/bank/statement-line';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { isPaidByHand } from '@/core/payments';
import type { Db } from '../../db/client';
import { bankStatementLines, customers, documents, paymentAllocations } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { decodeCsv } from '../../master-data/csv';
import { rememberedMapping, rememberMapping } from './bank-csv-mapping';

/** Every issued, latest invoice of the company that still owes money, with its customer. */
async function openInvoicesOfCompany(db: Db, companyId: string): Promise<MatchInvoice[]> {
  const rows = await db
    .select({
      id: documents.id,
      customerId: documents.customerId,
      number: documents.number,
      revision: documents.revision,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
      status: documents.status,
      amountDue: documents.amountDue,
      settled: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)`,
    })
    .from(documents)
    .leftJoin(paymentAllocations, eq(paymentAllocations.documentId, documents.id))
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.kind, 'invoice'),
        eq(documents.isLatest, true),
        ne(documents.status, 'draft'),
        ne(documents.status, 'paid'),
        sql`${documents.customerId} is not null`,
      ),
    )
    .groupBy(documents.id);
  return rows.flatMap((r) => {
    const settled = Number(r.settled);
    const outstanding = isPaidByHand(r, settled) ? 0 : r.amountDue - settled;
    if (outstanding <= 0 || !r.customerId) return [];
    const { id, customerId, issueDate, dueDate } = r;
    return [{ id, customerId, issueDate, dueDate, number: documentNumberLabel(r.number, r.revision), outstanding }];
  });
}

/**
 * 明細取込, step one: reads the file, and proposes for each credit a customer and the invoices it
 * settles. Writes nothing but the column mapping the user chose (remembered for next time).
 */
export async function previewBankStatement(
  db: Db,
  user: CompanyUser,
  bytes: Uint8Array,
  chosen: ColumnMapping | null,
): Promise<BankStatementPreview> {
  const remembered = await rememberedMapping(db, user.companyId);
  let read: ReturnType<typeof readStatement>;
  try {
    read = readStatement(await decodeCsv(bytes), { chosen, remembered }, Number(todayInJapan().slice(0, 4)));
  } catch (error) {
    if (error instanceof StatementError) throw new AppError(400, 'BAD_STATEMENT', error.message);
    throw error;
  }
  if (read.kind === 'needs-mapping') return { ...read, mapping: remembered };
  if (chosen) await rememberMapping(db, user, chosen);
  const keys = read.lines.map((l) => l.lineKey);
  const taken = keys.length
    ? await db
        .select({ lineKey: bankStatementLines.lineKey, paymentId: bankStatementLines.paymentId })
        .from(bankStatementLines)
        .where(and(eq(bankStatementLines.companyId, user.companyId), inArray(bankStatementLines.lineKey, keys)))
    : [];
  const takenBy = new Map(taken.map((t) => [t.lineKey, t.paymentId]));
  const fresh = read.lines.filter((l) => !takenBy.has(l.lineKey));
  const matchCustomers: MatchCustomer[] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name, kana: customers.kana })
    .from(customers)
    .where(and(eq(customers.companyId, user.companyId), eq(customers.isActive, true)));
  const proposals = proposeMatches(fresh, matchCustomers, await openInvoicesOfCompany(db, user.companyId));
  const proposalOf = new Map(fresh.map((l, i) => [l.lineKey, proposals[i] ?? []]));
  return {
    kind: 'lines',
    format: read.format,
    formatLabel: read.formatLabel,
    debitCount: read.debitCount,
    mapping: chosen ?? (read.format === 'mapped' ? remembered : null),
    lines: read.lines.map((l) => ({ ...l, importedPaymentId: takenBy.get(l.lineKey) ?? null, proposals: proposalOf.get(l.lineKey) ?? [] })),
  };
}
