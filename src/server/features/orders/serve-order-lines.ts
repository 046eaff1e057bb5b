import { and, eq, inArray } from 'drizzle-orm';
import type { Order } from '@/core/contracts/orders';
import { isOpenOrder, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import type { Db, Tx } from '../../db/client';
import { orderLineStates, orders } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { lockOrder, toOrderView } from '../../ordering/orders';
import { publishEvents } from '../../realtime/publish';

type OrderRow = typeof orders.$inferSelect;

/** The lines of each order marked 提供済 at their station, by order id; a 提供済 order has every line served. */
export async function servedLinesOf(db: Db | Tx, companyId: string, rows: readonly OrderRow[]): Promise<Map<string, number[]>> {
  const open = rows.filter((r) => isOpenOrder(r.status)).map((r) => r.id);
  const served = new Map<string, number[]>(rows.filter((r) => r.status === 'served').map((r) => [r.id, r.items.map((_, i) => i)] as const));
  if (open.length === 0) return served;
  const states = await db
    .select({ orderId: orderLineStates.orderId, lineIndex: orderLineStates.lineIndex })
    .from(orderLineStates)
    .where(and(eq(orderLineStates.companyId, companyId), inArray(orderLineStates.orderId, open)));
  for (const { orderId, lineIndex } of states) served.set(orderId, [...(served.get(orderId) ?? []), lineIndex]);
  for (const lines of served.values()) lines.sort((a, b) => a - b);
  return served;
}

/** Orders as the board shows them, each with its lines served so far. */
export async function toBoardViews(db: Db | Tx, companyId: string, rows: readonly OrderRow[]): Promise<Order[]> {
  const served = await servedLinesOf(db, companyId, rows);
  // Only an order with lines served carries them: a new order reads the same here, in its answer and in its event.
  return rows.map((row) => {
    const lines = served.get(row.id);
    return lines && lines.length > 0 ? { ...toOrderView(row), servedLines: lines } : toOrderView(row);
  });
}

/**
 * キッチン表示's bump: lines of an open order marked 提供済 at their station (one item, or a
 * station's whole ticket). The order moves to 調理中 once any line is served and to 提供済
 * when every line is; 注文確認, the other kitchen screens and the seat's phones hear it.
 */
export async function serveOrderLines(db: Db, user: CompanyUser, id: string, lines: number[]): Promise<Order> {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, user.companyId, id);
    if (!isOpenOrder(current.status)) {
      throw new AppError(409, 'STATUS_CHANGE', `「${orderStatusLabels[current.status]}」の注文は提供済にできません`);
    }
    if (lines.some((line) => line >= current.items.length)) throw new AppError(404, 'LINE_NOT_FOUND', '注文に含まれない品目です');
    const now = Date.now();
    await tx
      .insert(orderLineStates)
      .values(
        [...new Set(lines)].map((lineIndex) => ({ orderId: id, lineIndex, companyId: user.companyId, servedAtMs: now, servedBy: user.id })),
      )
      .onConflictDoNothing();
    const servedLines = (await servedLinesOf(tx, user.companyId, [current])).get(id) ?? [];
    const status: OrderStatus = servedLines.length >= current.items.length ? 'served' : 'cooking';
    const [row] = status === current.status ? [current] : await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
    if (!row) throw notFound('注文が見つかりません');
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'order.updated', data: { id, status, servedLines } },
      ...(row.seatId && status !== current.status
        ? [{ topic: `seat:${row.seatId}` as const, type: 'order.updated' as const, data: { id, status } }]
        : []),
    ]);
    return { ...toOrderView(row), servedLines };
  });
}
