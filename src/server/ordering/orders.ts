import { and, desc, eq, gte } from 'drizzle-orm';
import type { Order } from '@/core/contracts/orders';
import type { Db, Tx } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../http/errors';
import { isCurrentGuestsOrder } from './seat-visits';

export function toOrderView(row: typeof orders.$inferSelect): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    seatId: row.seatId,
    seatName: row.seatName,
    items: row.items,
    totalAmount: row.totalAmount,
    note: row.note,
    status: row.status,
    createdAt: row.createdAtMs,
    ...(row.isTakeout ? { isTakeout: true } : {}),
  };
}

/** An order of the company, locked for the transaction's change of it. */
export async function lockOrder(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id)))
    .for('update');
  if (!row) throw notFound('注文が見つかりません');
  return row;
}

/** A company's orders since a moment (ms), newest first; optionally one seat's. */
export async function listOrders(db: Db | Tx, companyId: string, since: number, seatId?: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        // A seat's guests' orders include those they brought when moved here (テーブル移動).
        seatId ? and(eq(orders.seatId, seatId), isCurrentGuestsOrder(since)) : gte(orders.createdAtMs, since),
      ),
    )
    .orderBy(desc(orders.createdAtMs), desc(orders.orderNo))
    .limit(1000);
  return rows.map(toOrderView);
}
