import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { MatchCustomer, MatchInvoice } from '@/core/bank/propose-match';
import { proposeMatches } from '@/core/bank/propose-match';
import { readStatement, StatementError } from '@/core/bank/read-statement';
import type { ColumnMapping } from '@/core/bank/statement-line';
import type { BankStatementPreview } from '@/core/contracts/bank-statements';
import { documentNumberLabel, todayInJapan } from '@/core/documents';
import { isBilledKind } from '@/core/payments';
import type { Db } from '../../db/client';
import { customers, documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { decodeCsv } from '../../master-data/csv';
import { billedDocumentsOf, outstandingSql } from '../../settlement/outstanding';
import { rememberedMapping, rememberMapping } from './bank-csv-mapping';
import { claimsOf } from './bank-statement-claims';

/**
 * Entries of every date count: the payment path (settle-invoices) lets a payment settle what the
 * ledger says a document owes with all its postings, a post-dated one included, so proposals do too.
 */
const everythingPosted = '9999-12-31';

/**
 * Every issued, latest invoice and 合計請求書 of the company that still owes money, with its
 * customer: what it owes as 売掛金 counts it (outstandingSql), less 返品・値引き and payments.
 */
async function openInvoicesOfCompany(db: Db, companyId: string): Promise<MatchInvoice[]> {
  const outstanding = outstandingSql(everythingPosted);
  const rows = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      customerId: documents.customerId,
      number: documents.number,
      revision: documents.revision,
      issueDate: documents.issueDate,
      dueDate: documents.dueDate,
      outstanding,
    })
    .from(documents)
    .where(and(billedDocumentsOf(companyId), isNotNull(documents.customerId), sql`${outstanding} > 0`));
  return rows.flatMap((r) => {
    const amount = Number(r.outstanding);
    if (amount <= 0 || !r.customerId || !isBilledKind(r.kind)) return [];
    const { id, kind, customerId, issueDate, dueDate } = r;
    return [{ id, kind, customerId, issueDate, dueDate, number: documentNumberLabel(r.number, r.revision), outstanding: amount }];
  });
}

/**
 * 明細取込, step one: reads the file, and proposes for each credit a customer and the invoices
 * and 合計請求書 it settles. Writes nothing but the column mapping the user chose (remembered for next time).
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
  const takenBy = await claimsOf(
    db,
    user.companyId,
    read.lines.map((l) => l.lineKey),
  );
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
