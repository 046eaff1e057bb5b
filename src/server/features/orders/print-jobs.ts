import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatJapanTime } from '@/core/calendar';
import type { PrintJob } from '@/core/contracts/printing';
import { printRouteLabels } from '@/core/kitchen-stations';
import type { PrintFailureInput } from '@/core/schemas/printing';
import type { Db } from '../../db/client';
import { orders, printJobs } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';
import { toBoardViews } from './serve-order-lines';

/** More than any store leaves unprinted; the alert lists the oldest first. */
const maxPending = 100;

/** 再印刷待ち: the tickets and receipts no printer took yet, oldest first, each ticket with its order. */
export async function listPrintJobs(db: Db, user: Pick<CompanyUser, 'companyId'>): Promise<PrintJob[]> {
  const rows = await db
    .select()
    .from(printJobs)
    .where(and(eq(printJobs.companyId, user.companyId), isNull(printJobs.printedAtMs)))
    .orderBy(asc(printJobs.createdAtMs), asc(printJobs.id))
    .limit(maxPending);
  const orderIds = rows.filter((r) => r.kind === 'ticket').map((r) => r.sourceId);
  const orderRows =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(orders)
          .where(and(eq(orders.companyId, user.companyId), inArray(orders.id, orderIds)));
  const views = new Map((await toBoardViews(db, user.companyId, orderRows)).map((o) => [o.id, o]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    route: row.route,
    sourceId: row.sourceId,
    title: row.title,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAtMs,
    order: row.kind === 'ticket' ? (views.get(row.sourceId) ?? null) : null,
  }));
}

/** What the alert calls a ticket: 「A1 キッチン伝票（19:05の注文）」. */
export async function ticketTitle(db: Db, user: Pick<CompanyUser, 'companyId'>, input: PrintFailureInput): Promise<string> {
  const [order] = await db
    .select({ seatName: orders.seatName, createdAtMs: orders.createdAtMs })
    .from(orders)
    .where(and(eq(orders.companyId, user.companyId), eq(orders.id, input.sourceId)));
  if (!order) throw notFound('注文が見つかりません');
  return `${order.seatName} ${printRouteLabels[input.route]}伝票（${formatJapanTime(order.createdAtMs)}の注文）`;
}

/**
 * A printer did not take a ticket or receipt (no answer, a network error, or success="false"):
 * kept until printed, once per route and source — a second failure counts as another attempt.
 */
export async function recordPrintFailure(db: Db, user: CompanyUser, input: PrintFailureInput, title: string): Promise<PrintJob> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(printJobs)
      .values({ id: crypto.randomUUID(), companyId: user.companyId, ...input, title, createdAtMs: Date.now() })
      .onConflictDoUpdate({
        target: [printJobs.companyId, printJobs.route, printJobs.sourceId],
        targetWhere: sql`${printJobs.printedAtMs} is null`,
        set: { attempts: sql`${printJobs.attempts} + 1`, error: input.error },
      })
      .returning();
    if (!row) throw notFound('印刷待ちを記録できませんでした');
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'print-job.changed', data: { id: row.id } }]);
    const [job] = (await listPrintJobs(tx as unknown as Db, user)).filter((j) => j.id === row.id);
    if (!job) throw notFound('印刷待ちが見つかりません');
    return job;
  });
}

/** 再印刷 went through (or the ticket was printed some other way): it leaves the alert on every tablet. */
export async function markPrinted(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(printJobs)
      .set({ printedAtMs: Date.now() })
      .where(and(eq(printJobs.companyId, user.companyId), eq(printJobs.id, id)))
      .returning({ id: printJobs.id });
    if (!row) throw notFound('再印刷待ちの伝票が見つかりません');
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'print-job.changed', data: { id } }]);
  });
}
