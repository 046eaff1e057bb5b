import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReceivedDetail, ReceivedSummary, ReceivedVersion } from '@/core/contracts/received';
import type { Db, Tx } from '../../db/client';
import { receivedDocuments, receivedDocumentVersions, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export type ReceivedRow = typeof receivedDocuments.$inferSelect;
export type ReceivedVersionRow = typeof receivedDocumentVersions.$inferSelect;
type Names = Map<string, string>;

/** How 操作履歴 names the entry (its `name`): the file as it was received. */
export const logName = (filename: string) => `受領書類「${filename}」`;

export const receivedNotFound = () => notFound('受領書類が見つかりません');

/** The entry of the company, or 404 (another company's entry is as missing as none). */
export async function findReceived(db: Db | Tx, companyId: string, id: string): Promise<ReceivedRow> {
  const [row] = await db
    .select()
    .from(receivedDocuments)
    .where(and(eq(receivedDocuments.companyId, companyId), eq(receivedDocuments.id, id)));
  if (!row) throw receivedNotFound();
  return row;
}

/** Refuses a change the entry's status does not allow, in words the screen can show. */
export function requireStatus(row: ReceivedRow, status: ReceivedRow['status'], message: string): void {
  if (row.status !== status) throw new AppError(409, 'INVALID_STATUS', message);
}

/** The names of the members who did something to the entries, in one query. */
export async function namesOf(db: Db | Tx, ids: (string | null)[]): Promise<Names> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const personOf = (id: string | null, names: Names) => (id ? { id, name: names.get(id) ?? '' } : null);

export function toVersion(row: ReceivedVersionRow, names: Names): ReceivedVersion {
  return {
    version: row.version,
    kind: row.kind,
    transactionDate: row.transactionDate,
    amount: row.amount,
    counterpartyName: row.counterpartyName,
    registrationNumber: row.registrationNumber,
    memo: row.memo,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    createdBy: personOf(row.createdBy, names),
  };
}

export function toSummary(row: ReceivedRow, latest: ReceivedVersionRow | null, names: Names): ReceivedSummary {
  return {
    id: row.id,
    status: row.status,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: personOf(row.uploadedBy, names),
    latest: latest ? toVersion(latest, names) : null,
  };
}

/** The entry with every version, oldest first, and its deletion if it was deleted. */
export async function receivedDetail(db: Db | Tx, companyId: string, id: string): Promise<ReceivedDetail> {
  const row = await findReceived(db, companyId, id);
  const versions = await db
    .select()
    .from(receivedDocumentVersions)
    .where(and(eq(receivedDocumentVersions.companyId, companyId), eq(receivedDocumentVersions.documentId, id)))
    .orderBy(asc(receivedDocumentVersions.version));
  const names = await namesOf(db, [row.uploadedBy, row.deletedBy, ...versions.map((v) => v.createdBy)]);
  const latest = versions.find((v) => v.version === row.currentVersion) ?? null;
  return {
    ...toSummary(row, latest, names),
    versions: versions.map((v) => toVersion(v, names)),
    deletion: row.deletedAt ? { at: row.deletedAt.toISOString(), by: personOf(row.deletedBy, names), reason: row.deleteReason } : null,
  };
}
