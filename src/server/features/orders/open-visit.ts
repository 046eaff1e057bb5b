import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SeatBillDetail } from '@/core/contracts/orders';
import type { VisitInput } from '@/core/schemas/table-service';
import { coverQuantity } from '@/core/seat-bill';
import type { Db, Tx } from '../../db/client';
import { menuItems, type seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { toOrderView } from '../../ordering/orders';
import { addServedOrder, openVisitOf, readTableRules } from '../../ordering/seat-visits';
import { type LiveEvent, publishEvents } from '../../realtime/publish';
import { billOfSeat, lockedSeat } from './read-seat-bill';

/**
 * The お通し of a visit as an order already served (no alert, off the kitchen's list), priced by the
 * server from the item the company named; numbered like the seat's other orders. Null when the
 * company has none, or when nobody counts for it.
 */
async function addCover(tx: Tx, seat: typeof seats.$inferSelect, visitId: string, itemId: string | null, quantity: number, now: number) {
  if (!itemId || quantity < 1) return null;
  const [item] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.companyId, seat.companyId), eq(menuItems.id, itemId)));
  if (!item) return null;
  return addServedOrder(tx, seat, visitId, { itemId: item.id, name: item.name, price: item.price, quantity }, `cover-${visitId}`, now);
}

/**
 * 来店登録: the seat's guests are seated — how many, who — its clock starts and, where the company
 * names one, the お通し is added for them. A seat already seated is refused (two members at once:
 * one of them), and nothing is written.
 */
export async function openVisit(db: Db, user: CompanyUser, seatId: string, input: VisitInput, now = Date.now()): Promise<SeatBillDetail> {
  return db.transaction(async (tx) => {
    const seat = await lockedSeat(tx, user.companyId, seatId);
    if (await openVisitOf(tx, user.companyId, seat.id))
      throw new AppError(409, 'VISIT_OPEN', `${seat.name}はすでに来店登録されています。人数の変更は「人数を変更」からどうぞ`);
    const id = randomUUID();
    await tx.insert(seatVisits).values({
      id,
      companyId: user.companyId,
      seatId: seat.id,
      seatName: seat.name,
      adults: input.adults,
      children: input.children,
      segment: input.segment,
      openedAtMs: now,
      openedBy: user.id,
    });
    const rules = await readTableRules(tx, user.companyId);
    const cover = await addCover(tx, seat, id, rules.coverItemId, coverQuantity(input, rules.coverForChildren), now);
    if (cover) await tx.update(seatVisits).set({ coverOrderId: cover.id }).where(eq(seatVisits.id, id));
    const events: LiveEvent[] = [
      { topic: 'company', type: 'seat.changed', data: { id: seat.id } },
      // The diners' page stops waiting for staff.
      { topic: `seat:${seat.id}`, type: 'seat.changed' },
    ];
    if (cover)
      events.push(
        { topic: 'company', type: 'order.created', data: toOrderView(cover) },
        { topic: `seat:${seat.id}`, type: 'order.created', data: { id: cover.id } },
      );
    await publishEvents(tx, user.companyId, events);
    return billOfSeat(tx, user.companyId, seat);
  });
}
