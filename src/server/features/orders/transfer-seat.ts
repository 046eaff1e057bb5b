import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SeatTransferInput } from '@/core/schemas/table-service';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { cartItems, orders, seatRequests, seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { isCurrentGuestsOrder, openVisitOf } from '../../ordering/seat-visits';
import { type LiveEvent, publishEvents } from '../../realtime/publish';
import { lockedSeat } from './read-seat-bill';
import { paidPartsOfVisit } from './settle-part';

type SeatRow = typeof seats.$inferSelect;

/** Both seats, locked in one order whoever moves what, so two moves at once never wait on each other. */
async function lockedPair(tx: Tx, companyId: string, fromId: string, toId: string) {
  if (fromId === toId) throw new AppError(400, 'SAME_SEAT', '移動先には別の座席を選んでください');
  const [first, second] = fromId < toId ? [fromId, toId] : [toId, fromId];
  const a = await lockedSeat(tx, companyId, first);
  const b = await lockedSeat(tx, companyId, second);
  return a.id === fromId ? { from: a, to: b } : { from: b, to: a };
}

/** A seat's guests: their open visit, their orders (cancelled ones too: the history goes with them) and whether their cart holds anything. */
async function guestsOf(tx: Tx, seat: SeatRow) {
  const visit = await openVisitOf(tx, seat.companyId, seat.id, { lock: true });
  const rows = await tx
    .select({ id: orders.id, status: orders.status, visitId: orders.visitId, createdAtMs: orders.createdAtMs })
    .from(orders)
    .where(and(eq(orders.companyId, seat.companyId), eq(orders.seatId, seat.id), isCurrentGuestsOrder(seat.sessionStartedAt)));
  const [cart] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.seatId, seat.id));
  const isSeated = visit !== null || rows.some((o) => o.status !== 'cancelled');
  return { visit, orders: rows, hasCart: Number(cart?.n ?? 0) > 0, isSeated };
}

/** A split bill half paid stays where it is: its parts name the seat and the rest. */
async function refuseIfSplitStarted(tx: Tx, seat: SeatRow, visitId: string | undefined) {
  if (visitId && (await paidPartsOfVisit(tx, seat.companyId, visitId)).length > 0)
    throw new AppError(409, 'PAYMENT_MISMATCH', `${seat.name}は分割会計の途中のため、移動・連結できません`);
}

/**
 * The orders, cart and open calls of `from`'s guests go to `to` under `visitId`; `from` becomes
 * free — its phones start again as a new table (the guests scan the new seat's QR), and 注文確認 and
 * キッチン表示 read the new seat's name.
 */
async function carryOver(tx: Tx, user: CompanyUser, from: SeatRow, to: SeatRow, orderIds: string[], visitId: string, now: number) {
  if (orderIds.length > 0)
    await tx
      .update(orders)
      .set({ seatId: to.id, seatName: to.name, visitId })
      .where(and(eq(orders.companyId, user.companyId), inArray(orders.id, orderIds)));
  // The cart lines join the new seat's (the same item and choices add up).
  await tx.execute(sql`
    insert into cart_items (company_id, seat_id, item_id, option_key, quantity, added_at)
    select company_id, ${to.id}, item_id, option_key, quantity, added_at from cart_items where seat_id = ${from.id}
    on conflict (seat_id, item_id, option_key) do update set quantity = least(cart_items.quantity + excluded.quantity, 99)`);
  await tx.delete(cartItems).where(eq(cartItems.seatId, from.id));
  await tx
    .update(seatRequests)
    .set({ seatId: to.id, seatName: to.name })
    .where(and(eq(seatRequests.companyId, user.companyId), eq(seatRequests.seatId, from.id), isNull(seatRequests.handledAtMs)));
  await tx
    .update(seats)
    .set({ sessionStartedAt: now })
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, from.id)));
  const events: LiveEvent[] = [
    { topic: `seat:${from.id}`, type: 'session.closed' },
    { topic: `seat:${to.id}`, type: 'seat.changed' },
    { topic: `seat:${to.id}`, type: 'cart.changed' },
    { topic: 'company', type: 'seat.changed', data: { id: from.id } },
    { topic: 'company', type: 'seat.changed', data: { id: to.id } },
  ];
  await publishEvents(tx, user.companyId, events);
}

/**
 * Orders of the previous release carry no visit: the seat's party gets one, opened at its first
 * order, so that its orders stay one bill wherever they go.
 */
async function visitForOrders(
  tx: Tx,
  user: CompanyUser,
  seat: { id: string; name: string },
  partyOrders: { createdAtMs: number }[],
  movedAtMs: number,
) {
  const id = randomUUID();
  const openedAtMs = Math.min(...partyOrders.map((o) => o.createdAtMs));
  await tx
    .insert(seatVisits)
    .values({ id, companyId: user.companyId, seatId: seat.id, seatName: seat.name, openedAtMs, openedBy: user.id, movedAtMs });
  return id;
}

/**
 * テーブル移動: a seated party — its visit, orders, cart and open calls — goes to a free seat.
 * Refused, with nothing changed, when the seat is taken (guests, orders or a cart) or when the
 * party's bill is half paid in parts.
 */
export async function moveSeat(db: Db, user: CompanyUser, fromId: string, input: SeatTransferInput, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { from, to } = await lockedPair(tx, user.companyId, fromId, input.toSeatId);
    const party = await guestsOf(tx, from);
    if (!party.isSeated) throw new AppError(409, 'NOTHING_TO_MOVE', `${from.name}には移動するお客様がいません`);
    const target = await guestsOf(tx, to);
    if (target.isSeated || target.hasCart)
      throw new AppError(409, 'SEAT_OCCUPIED', `${to.name}は使用中です。空いている座席を選んでください`);
    await refuseIfSplitStarted(tx, from, party.visit?.id);
    let visitId = party.visit?.id;
    if (visitId) await tx.update(seatVisits).set({ seatId: to.id, seatName: to.name, movedAtMs: now }).where(eq(seatVisits.id, visitId));
    else visitId = await visitForOrders(tx, user, to, party.orders, now);
    await carryOver(
      tx,
      user,
      from,
      to,
      party.orders.map((o) => o.id),
      visitId,
      now,
    );
    await recordOperation(tx, actorOf(user), {
      operationType: 'seat.move',
      targetType: 'seat',
      targetId: to.id,
      detail: { name: `${from.name} → ${to.name}`, from: from.name, to: to.name },
    });
    return { ok: true as const, seatId: to.id, seatName: to.name };
  });
}

/**
 * テーブル連結: the guests of `from` join the bill of `to` — one visit takes the other's orders, its
 * guests (大人・子供 added) and its cart — and `from` is freed, as a merged check is one table
 * from then on: both parties order from `to`'s QR code until 会計.
 */
export async function mergeSeats(db: Db, user: CompanyUser, fromId: string, input: SeatTransferInput, now = Date.now()) {
  return db.transaction(async (tx) => {
    const { from, to } = await lockedPair(tx, user.companyId, fromId, input.toSeatId);
    const party = await guestsOf(tx, from);
    if (!party.isSeated) throw new AppError(409, 'NOTHING_TO_MOVE', `${from.name}には連結するお客様がいません`);
    const target = await guestsOf(tx, to);
    if (!target.isSeated)
      throw new AppError(409, 'NO_VISIT', `${to.name}にはお客様がいません。空いている座席へは「テーブル移動」を使ってください`);
    await refuseIfSplitStarted(tx, from, party.visit?.id);
    await refuseIfSplitStarted(tx, to, target.visit?.id);
    let visitId = target.visit?.id;
    if (!visitId) {
      visitId = await visitForOrders(tx, user, to, target.orders, now);
      await tx
        .update(orders)
        .set({ visitId })
        .where(
          and(
            eq(orders.companyId, user.companyId),
            inArray(
              orders.id,
              target.orders.map((o) => o.id),
            ),
          ),
        );
    }
    const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
    const guests = party.visit
      ? {
          adults: add(target.visit?.adults ?? null, party.visit.adults),
          children: add(target.visit?.children ?? null, party.visit.children),
        }
      : {};
    await tx
      .update(seatVisits)
      .set({ ...guests, movedAtMs: now })
      .where(eq(seatVisits.id, visitId));
    if (party.visit) {
      await tx
        .update(seatVisits)
        .set({ closedAtMs: now, closedBy: user.id, mergedIntoId: visitId })
        .where(eq(seatVisits.id, party.visit.id));
    }
    await carryOver(
      tx,
      user,
      from,
      to,
      party.orders.map((o) => o.id),
      visitId,
      now,
    );
    await recordOperation(tx, actorOf(user), {
      operationType: 'seat.merge',
      targetType: 'seat',
      targetId: to.id,
      detail: { name: `${from.name} を ${to.name} に連結`, from: from.name, to: to.name },
    });
    return { ok: true as const, seatId: to.id, seatName: to.name };
  });
}
