import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DocumentLink, DocumentSummary, DocumentWarning, RevisionRef, SalesDocument } from '@/core/contracts/documents';
import type { CompanyProfile } from '@/core/contracts/settings';
import { type DocumentKind, displayStatus, documentNumberLabel, originalTransactionDate, todayInJapan } from '@/core/documents';
import { documentTotals } from '@/core/money';
import { paymentDeadlineWarning } from '@/core/payment-deadline';
import { effectivePdfLanguage } from '@/core/pdf-languages';
import type { Db, Tx } from '../../db/client';
import { documentLines, documents } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toCompanyProfile } from '../../tenancy/company-profile';
import { lineInputOf } from './content';
import { statementDetail } from './statements/statement-detail';

export type DocumentRow = typeof documents.$inferSelect;
export type LineRow = typeof documentLines.$inferSelect;

export const documentNotFound = () => notFound('帳票が見つかりません');

/** `supersededBy`: the revision that replaced a 修正済み row (see successorsOf). */
export function toSummary(row: DocumentRow, today = todayInJapan(), supersededBy: RevisionRef | null = null): DocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    revision: row.revision,
    numberLabel: documentNumberLabel(row.number, row.revision),
    status: row.status,
    displayStatus: displayStatus(row, today),
    issueDate: row.issueDate,
    customerId: row.customerId,
    counterpartyName: row.counterpartyName,
    subject: row.subject,
    total: row.total,
    dueDate: row.dueDate,
    updatedAt: row.updatedAt.toISOString(),
    isLatest: row.isLatest,
    supersededBy: row.isLatest ? null : supersededBy,
    approvalStatus: row.approvalStatus,
  };
}

const toLink = (row: DocumentRow): DocumentLink => ({
  id: row.id,
  kind: row.kind,
  number: documentNumberLabel(row.number, row.revision),
  status: row.status,
  issueDate: row.issueDate,
  transactionDate: originalTransactionDate(row),
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
});

/** A document row of this company and kind, optionally locked for the transaction. */
export async function findDocument(db: Db | Tx, companyId: string, kind: DocumentKind, id: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, kind), eq(documents.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw documentNotFound();
  return row;
}

export async function linesOf(db: Db | Tx, documentId: string): Promise<LineRow[]> {
  return db.select().from(documentLines).where(eq(documentLines.documentId, documentId)).orderBy(asc(documentLines.position));
}

/** 発注書 only: the 60-day payment rule (an issued one keeps saying so: it was issued with confirmation). */
export function warningsOf(row: Pick<DocumentRow, 'kind' | 'receivedDate' | 'deliveryDate' | 'dueDate'>): DocumentWarning[] {
  const late = row.kind === 'purchase_order' ? paymentDeadlineWarning(row) : null;
  return late ? [{ code: late.code, message: late.message }] : [];
}

/**
 * The issuer as printed at issue. A snapshot without some field (one written by hand, outside
 * the issue) reads it as empty, so that every answer carries the whole 自社情報 its contract declares.
 */
function issuerSnapshot(companyId: string, issuer: Partial<CompanyProfile>): Parameters<typeof toCompanyProfile>[0] {
  const blank = { name: '', storeName: '', postalCode: '', address: '', phone: '', email: '', registrationNumber: '' };
  return { id: companyId, ...blank, logoFileId: null, sealFileId: null, ...issuer };
}

/** The whole document as the API returns it: lines, totals and where it came from / what came of it. */
export async function toDocument(db: Db | Tx, row: DocumentRow, lines?: LineRow[]): Promise<SalesDocument> {
  const ownLines = lines ?? (await linesOf(db, row.id));
  const related = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, row.companyId),
        or(
          eq(documents.sourceId, row.id),
          eq(documents.previousId, row.id),
          inArray(
            documents.id,
            [row.sourceId, row.previousId].filter((x): x is string => Boolean(x)),
          ),
        ),
      ),
    )
    .orderBy(asc(documents.createdAt));
  const nextRevision = related.filter((r) => r.previousId === row.id).map(toLink)[0] ?? null;
  return {
    ...toSummary(row, todayInJapan(), nextRevision && { id: nextRevision.id, numberLabel: nextRevision.number }),
    honorific: row.honorific,
    personInCharge: row.personInCharge,
    validUntil: row.validUntil,
    deliveryDate: row.deliveryDate,
    deliveryPlace: row.deliveryPlace,
    receivedDate: row.receivedDate,
    inspectionDueDate: row.inspectionDueDate,
    paymentMethod: row.paymentMethod,
    transactionDate: row.transactionDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    bankAccountId: row.bankAccountId,
    paidDate: row.paidDate,
    notes: row.notes,
    memo: row.memo,
    roundingMode: row.roundingMode,
    priceMode: row.priceMode,
    lines: ownLines.map((l) => ({ id: l.id, ...lineInputOf(l), amount: l.amount })),
    totals: documentTotals(ownLines, row.roundingMode, row.priceMode),
    isFrozen: row.status !== 'draft',
    counterparty: row.counterparty,
    bankAccount: row.bankAccount,
    // Snapshots taken before the seal became private carry its old public URL.
    issuer: row.issuer && toCompanyProfile(issuerSnapshot(row.companyId, row.issuer)),
    source: row.sourceId ? (related.filter((r) => r.id === row.sourceId).map(toLink)[0] ?? null) : null,
    derived: related.filter((r) => r.sourceId === row.id).map(toLink),
    previousRevision: row.previousId ? (related.filter((r) => r.id === row.previousId).map(toLink)[0] ?? null) : null,
    nextRevision,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    pdfSha256: row.pdfSha256,
    createdAt: row.createdAt.toISOString(),
    warnings: warningsOf(row),
    statement: row.kind === 'statement' ? await statementDetail(db, row.companyId, row.id) : null,
    pdfLanguage: row.pdfLanguage,
    printLanguage: effectivePdfLanguage(row.pdfLanguage, row.counterparty?.pdfLanguage),
    suppliedMaterials: row.suppliedMaterials.map((m, index) => ({
      ...m,
      settledOn: row.suppliedSettlements.find((s) => s.index === index)?.settledOn ?? null,
    })),
  };
}
