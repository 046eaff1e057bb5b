import { and, count, desc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { MailBatchProgress, MailDelivery } from '@/core/contracts/mail-deliveries';
import { type DocumentKind, documentNumberLabel } from '@/core/documents';
import type { MailDeliveryStatus } from '@/core/mail-deliveries';
import type { Db, Tx } from '../db/client';
import { documents, mailDeliveries, users } from '../db/schema';
import { notFound } from '../http/errors';

export type DeliveryRow = typeof mailDeliveries.$inferSelect;

/** Which deliveries a member may see: those of the document kinds they may open (督促 are invoices'). */
export type DeliveryScope = { companyId: string; kinds: DocumentKind[] };

const columns = {
  delivery: mailDeliveries,
  documentKind: documents.kind,
  documentNumber: documents.number,
  documentRevision: documents.revision,
  queuedByName: users.name,
};

type ViewRow = {
  delivery: DeliveryRow;
  documentKind: string | null;
  documentNumber: string | null;
  documentRevision: number | null;
  queuedByName: string | null;
};

export function toDelivery({ delivery: d, documentKind, documentNumber, documentRevision, queuedByName }: ViewRow): MailDelivery {
  return {
    id: d.id,
    // Account mail is never listed (see visible): a delivery answered here is company mail.
    kind: d.kind === 'account' || d.kind === 'notice' ? 'document' : d.kind,
    documentId: d.documentId,
    documentKind,
    documentNumber: documentNumber ? documentNumberLabel(documentNumber, documentRevision ?? 1) : null,
    batchId: d.batchId,
    to: d.toAddress,
    cc: d.cc,
    subject: d.subject,
    attachments: d.attachments.map((a) => a.filename),
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    messageId: d.messageId,
    smtpResponse: d.smtpResponse,
    acceptedAt: d.acceptedAt?.toISOString() ?? null,
    queuedBy: d.queuedBy,
    queuedByName: queuedByName ?? '',
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** Company mail only: the platform's mail to an account (its link a password) is no member's to read. */
function visible({ companyId, kinds }: DeliveryScope, ...where: (SQL | undefined)[]) {
  const kindAllowed = kinds.length > 0 ? inArray(documents.kind, kinds) : undefined;
  return and(
    eq(mailDeliveries.companyId, companyId),
    notInArray(mailDeliveries.kind, ['account', 'notice']),
    or(isNull(mailDeliveries.documentId), kindAllowed),
    ...where,
  );
}

const selectDeliveries = (db: Db | Tx) =>
  db
    .select(columns)
    .from(mailDeliveries)
    .leftJoin(documents, and(eq(documents.companyId, mailDeliveries.companyId), eq(documents.id, mailDeliveries.documentId)))
    .leftJoin(users, eq(users.id, mailDeliveries.queuedBy));

/** One delivery of the company (any kind: the caller has just queued it or is its job). */
export async function findDelivery(db: Db | Tx, companyId: string, id: string): Promise<MailDelivery | null> {
  const [row] = await selectDeliveries(db).where(and(eq(mailDeliveries.companyId, companyId), eq(mailDeliveries.id, id)));
  return row ? toDelivery(row) : null;
}

/** One delivery the member may see, or 404. */
export async function getDelivery(db: Db, scope: DeliveryScope, id: string): Promise<MailDelivery> {
  const [row] = await selectDeliveries(db).where(visible(scope, eq(mailDeliveries.id, id)));
  if (!row) throw notFound('送信履歴が見つかりません');
  return toDelivery(row);
}

export const deliveriesPageSize = 50;

/** 送信履歴, newest first: the company's, a document's, or a 一括送信's; of some states only when `status` says. */
export async function listDeliveries(
  db: Db,
  scope: DeliveryScope,
  { documentId, batchId, status, page = 1 }: { documentId?: string; batchId?: string; status?: MailDeliveryStatus[]; page?: number },
): Promise<{ items: MailDelivery[]; total: number; page: number; pageSize: number }> {
  const where = visible(
    scope,
    documentId ? eq(mailDeliveries.documentId, documentId) : undefined,
    batchId ? eq(mailDeliveries.batchId, batchId) : undefined,
    status ? inArray(mailDeliveries.status, status) : undefined,
  );
  const rows = await selectDeliveries(db)
    .where(where)
    .orderBy(desc(mailDeliveries.createdAt), desc(mailDeliveries.id))
    .limit(deliveriesPageSize)
    .offset((page - 1) * deliveriesPageSize);
  const [total] = await db
    .select({ n: count() })
    .from(mailDeliveries)
    .leftJoin(documents, and(eq(documents.companyId, mailDeliveries.companyId), eq(documents.id, mailDeliveries.documentId)))
    .where(where);
  return { items: rows.map(toDelivery), total: Number(total?.n ?? 0), page, pageSize: deliveriesPageSize };
}

/** How many mails of a 一括送信 are in each state. */
export async function batchProgress(db: Db, scope: DeliveryScope, batchId: string): Promise<MailBatchProgress> {
  const rows = await db
    .select({ status: mailDeliveries.status, n: count() })
    .from(mailDeliveries)
    .leftJoin(documents, and(eq(documents.companyId, mailDeliveries.companyId), eq(documents.id, mailDeliveries.documentId)))
    .where(visible(scope, eq(mailDeliveries.batchId, batchId)))
    .groupBy(mailDeliveries.status);
  const progress: MailBatchProgress = { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, unknown: 0 };
  for (const { status, n } of rows) {
    progress[status] = Number(n);
    progress.total += Number(n);
  }
  return progress;
}
