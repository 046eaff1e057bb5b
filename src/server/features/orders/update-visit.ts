import { and, eq } from 'drizzle-orm';
import type { SeatBillDetail } from '@/core/contracts/orders';
import { formatYen } from '@/core/format';
import type { VisitInput } from '@/core/schemas/table-service';
import { coverQuantity } from '@/core/seat-bill';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { orders, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { openVisitOf, readTableRules } from '../../ordering/seat-visits';
import { type LiveEvent, publishEvents } from '../../realtime/publish';
import { billOfSeat, lockedSeat } from './read-seat-bill';

type OrderRow = typeof orders.$inferSelect;

async function seatedVisit(tx: Tx, user: CompanyUser, seatId: string) {
  const seat = await lockedSeat(tx, user.companyId, seatId);
  const visit = await openVisitOf(tx, user.companyId, seat.id, { lock: true });
  if (!visit) throw new AppError(409, 'NO_VISIT', `${seat.name}は来店登録されていません`);
  return { seat, visit };
}

async function coverOrderOf(tx: Tx, companyId: string, coverOrderId: string | null): Promise<OrderRow | null> {
  if (!coverOrderId) return null;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, coverOrderId)));
  return row ?? null;
}

/** The お通し order with a new quantity (0: cancelled), and the events that tell the boards and the seat. */
async function setCoverQuantity(tx: Tx, cover: OrderRow, quantity: number): Promise<LiveEvent[]> {
  const [line] = cover.items;
  if (!line) return [];
  const [row] = await tx
    .update(orders)
    .set(
      quantity === 0
        ? { status: 'cancelled' }
        : { items: [{ ...line, quantity }, ...cover.items.slice(1)], totalAmount: line.price * quantity },
    )
    .where(eq(orders.id, cover.id))
    .returning();
  if (!row) return [];
  const change = { id: row.id, status: row.status, items: row.items, totalAmount: row.totalAmount };
  return [
    { topic: 'company', type: 'order.updated', data: change },
    ...(row.seatId
      ? [{ topic: `seat:${row.seatId}` as const, type: 'order.updated' as const, data: { id: row.id, status: row.status } }]
      : []),
  ];
}

/**
 * 人数を変更 while seated. The お通し follows the count where staff left it as 来店 added it (one per
 * guest counted); a quantity they changed by hand stays as they set it.
 */
export async function updateVisit(db: Db, user: CompanyUser, seatId: string, input: VisitInput): Promise<SeatBillDetail> {
  return db.transaction(async (tx) => {
    const { seat, visit } = await seatedVisit(tx, user, seatId);
    await tx
      .update(seatVisits)
      .set({ adults: input.adults, children: input.children, segment: input.segment })
      .where(eq(seatVisits.id, visit.id));
    const events: LiveEvent[] = [{ topic: 'company', type: 'seat.changed', data: { id: seat.id } }];
    const cover = await coverOrderOf(tx, user.companyId, visit.coverOrderId);
    const quantity = cover?.status === 'cancelled' ? undefined : cover?.items[0]?.quantity;
    if (cover && quantity !== undefined && visit.adults !== null) {
      const rules = await readTableRules(tx, user.companyId);
      const before = coverQuantity({ adults: visit.adults, children: visit.children ?? 0 }, rules.coverForChildren);
      const after = coverQuantity(input, rules.coverForChildren);
      if (quantity === before && after !== before && after > 0) events.push(...(await setCoverQuantity(tx, cover, after)));
    }
    await publishEvents(tx, user.companyId, events);
    return billOfSeat(tx, user.companyId, seat);
  });
}

/** お通し: staff change how many (0 takes it off the bill) before 会計; recorded in the history. */
export async function updateCover(db: Db, user: CompanyUser, seatId: string, quantity: number): Promise<SeatBillDetail> {
  return db.transaction(async (tx) => {
    const { seat, visit } = await seatedVisit(tx, user, seatId);
    const cover = await coverOrderOf(tx, user.companyId, visit.coverOrderId);
    const line = cover?.items[0];
    if (!cover || !line) throw notFound(`${seat.name}にはお通しがありません`);
    if (cover.status === 'cancelled') throw new AppError(409, 'STATUS_CHANGE', `${seat.name}のお通しは取り消し済みです`);
    const events = await setCoverQuantity(tx, cover, quantity);
    await recordOperation(tx, actorOf(user), {
      operationType: 'seat.cover-update',
      targetType: 'order',
      targetId: cover.id,
      detail: {
        name:
          quantity === 0
            ? `${seat.name} ${line.name}を取り消し`
            : `${seat.name} ${line.name} ×${line.quantity} → ×${quantity}（${formatYen(line.price * quantity)}）`,
        seatName: seat.name,
        quantity,
      },
    });
    await publishEvents(tx, user.companyId, events);
    return billOfSeat(tx, user.companyId, seat);
  });
}
