import { eq } from 'drizzle-orm';
import { canChangeStatus, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { lockOrder, toOrderView } from '../../ordering/orders';
import { publishEvents } from '../../realtime/publish';

/** 注文確認: 新規 → 調理中 → 提供済, or キャンセル before it is served; the seat's phones hear it. */
export async function changeOrderStatus(db: Db, user: CompanyUser, id: string, status: OrderStatus) {
  return db.transaction(async (tx) => {
    const current = await lockOrder(tx, user.companyId, id);
    if (!canChangeStatus(current.status, status)) {
      throw new AppError(
        409,
        'STATUS_CHANGE',
        `「${orderStatusLabels[current.status]}」の注文は「${orderStatusLabels[status]}」にできません`,
      );
    }
    const [row] = await tx.update(orders).set({ status }).where(eq(orders.id, id)).returning();
    if (!row) throw notFound('注文が見つかりません');
    const order = toOrderView(row);
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'order.updated', data: { id, status } },
      ...(row.seatId ? [{ topic: `seat:${row.seatId}` as const, type: 'order.updated' as const, data: { id, status } }] : []),
    ]);
    return order;
  });
}
