import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PrintableReceipt } from '@/core/contracts/printing';
import { isOpenOrder } from '@/core/order-rules';
import type { CloseSeatInput } from '@/core/schemas/table-service';
import { type AdjustmentLine, type BillItem, billLines } from '@/core/seat-bill';
import type { Db, Tx } from '../../db/client';
import { cartItems, orders, seatPayments, seatRequests, seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { openVisitOf } from '../../ordering/seat-visits';
import { type LiveEvent, publishEvents } from '../../realtime/publish';
import { lockedSeat, sessionOrdersOf } from './read-seat-bill';
import { settleBill } from './settle-bill';
import { paidPartsOfVisit, type SettledPart, settlePart } from './settle-part';

/** The orders of a seat's guests as closed, and 割引・サービス料 taken at 会計: what its receipt is built from. */
export type ClosedSeatSession = { seatName: string; orders: { items: BillItem[] }[]; adjustments: AdjustmentLine[] };

/**
 * Issues a seat's receipt in the closing transaction; the app hands it over from the documents
 * feature (this feature does not reach into that one). `issued` runs in the same transaction with
 * the receipt's id (the payment names it).
 */
export type SeatReceiptIssuer = {
  closeAndIssue(
    user: CompanyUser,
    addressee: string,
    close: (tx: Tx) => Promise<ClosedSeatSession>,
    issued?: (tx: Tx, receiptId: string) => Promise<void>,
  ): Promise<{ id: string; number: string; total: number }>;
  pdf(user: CompanyUser, id: string): Promise<{ pdf: Buffer; fileName: string }>;
  printable(user: CompanyUser, id: string): Promise<PrintableReceipt>;
};

type Choices = Pick<CloseSeatInput, 'unserved' | 'payment'>;
type Closed = ClosedSeatSession & { payment: { id: string; total: number; change: number } | null; isSeatClosed: boolean };

/**
 * The orders not served yet: refused unless the request says what becomes of them — cancelled
 * (off the bill) or kept as served — and then changed, so their tickets leave the board and the
 * kitchen. Answers the orders the guests pay for.
 */
async function settleUnserved(
  tx: Tx,
  seat: { id: string; companyId: string },
  rows: (typeof orders.$inferSelect)[],
  choice: Choices['unserved'],
  events: LiveEvent[],
) {
  const unserved = rows.filter((o) => isOpenOrder(o.status));
  if (unserved.length === 0) return rows;
  if (!choice)
    throw new AppError(
      409,
      'UNSERVED_ORDERS',
      `未提供の注文が${unserved.length}件あります。キャンセルするか提供済みにするかを選んでください`,
    );
  const status = choice === 'cancel' ? 'cancelled' : 'served';
  const ids = unserved.map((o) => o.id);
  await tx
    .update(orders)
    .set({ status })
    .where(and(eq(orders.companyId, seat.companyId), inArray(orders.id, ids)));
  for (const id of ids)
    events.push(
      { topic: 'company', type: 'order.updated', data: { id, status } },
      { topic: `seat:${seat.id}`, type: 'order.updated', data: { id, status } },
    );
  return choice === 'cancel' ? rows.filter((o) => !ids.includes(o.id)) : rows;
}

/**
 * 会計済み: what is still unserved is settled as the request says, the payment (if any) is checked
 * against the bill and stored, the visit is closed, the cart is emptied, the guests' open calls are
 * answered and the next guests start with an empty order history. Any refusal leaves all as it was.
 */
async function closeInTransaction(tx: Tx, user: CompanyUser, seatId: string, choices: Choices, now: number): Promise<Closed> {
  const seat = await lockedSeat(tx, user.companyId, seatId);
  const events: LiveEvent[] = [];
  const billed = await settleUnserved(tx, seat, await sessionOrdersOf(tx, seat), choices.unserved, events);
  const visit = await openVisitOf(tx, user.companyId, seat.id, { lock: true });
  const lines = billLines(billed.flatMap((o) => o.items));
  const bill = { seat, visitId: visit?.id ?? null, lines, orderCount: billed.length };
  let part: SettledPart | null = null;
  if (choices.payment?.split) {
    if (!visit) throw new AppError(409, 'NO_VISIT', `${seat.name}には分割会計するお客様がいません`);
    part = await settlePart(tx, user, { ...bill, visitId: visit.id }, choices.payment, now);
    // Not the last part: the guests still sit, and the seat stays open for the next one.
    if (!part.isLast) {
      await publishEvents(tx, user.companyId, [...events, { topic: 'company', type: 'seat.changed', data: { id: seatId } }]);
      return {
        seatName: seat.name,
        orders: [{ items: part.receiptItems }],
        adjustments: part.adjustments,
        payment: part.payment,
        isSeatClosed: false,
      };
    }
  } else if (choices.payment && visit && (await paidPartsOfVisit(tx, user.companyId, visit.id)).length > 0) {
    throw new AppError(409, 'PAYMENT_MISMATCH', `${seat.name}は分割会計の途中です。残りも分割でお会計してください`);
  }
  const settled = part ?? (choices.payment && lines.length > 0 ? await settleBill(tx, user, bill, choices.payment, now) : null);
  await tx
    .update(seats)
    .set({ sessionStartedAt: now })
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, seatId)));
  if (visit) await tx.update(seatVisits).set({ closedAtMs: now, closedBy: user.id }).where(eq(seatVisits.id, visit.id));
  await tx.delete(cartItems).where(eq(cartItems.seatId, seatId));
  // The guests have paid and left: their calls (お会計をお願いします above all) are answered.
  const answered = await tx
    .update(seatRequests)
    .set({ handledAtMs: now, handledBy: user.id })
    .where(and(eq(seatRequests.companyId, user.companyId), eq(seatRequests.seatId, seatId), isNull(seatRequests.handledAtMs)))
    .returning({ id: seatRequests.id });
  await publishEvents(tx, user.companyId, [
    ...events,
    { topic: `seat:${seatId}`, type: 'session.closed' },
    { topic: 'company', type: 'seat.changed', data: { id: seatId } },
    ...answered.map(({ id }) => ({ topic: 'company' as const, type: 'seat-request.handled' as const, data: { id } })),
  ]);
  return {
    seatName: seat.name,
    orders: part ? [{ items: part.receiptItems }] : billed.map((o) => ({ items: o.items })),
    adjustments: settled?.adjustments ?? [],
    payment: settled?.payment ?? null,
    isSeatClosed: true,
  };
}

export async function closeSeatSession(db: Db, user: CompanyUser, seatId: string, choices: Choices, now = Date.now()) {
  const closed = await db.transaction((tx) => closeInTransaction(tx, user, seatId, choices, now));
  return { payment: closed.payment, isSeatClosed: closed.isSeatClosed };
}

/** 会計済み with 領収書を発行: the seat is closed only if its receipt is issued too; the payment names it. */
export async function closeSeatWithReceipt(
  receipts: SeatReceiptIssuer,
  user: CompanyUser,
  seatId: string,
  choices: Choices,
  addressee: string,
  now = Date.now(),
) {
  let payment: Closed['payment'] = null;
  let isSeatClosed = true;
  const receipt = await receipts.closeAndIssue(
    user,
    addressee,
    async (tx) => {
      const closed = await closeInTransaction(tx, user, seatId, choices, now);
      payment = closed.payment;
      isSeatClosed = closed.isSeatClosed;
      return closed;
    },
    async (tx, receiptId) => {
      if (payment)
        await tx
          .update(seatPayments)
          .set({ receiptId })
          .where(and(eq(seatPayments.companyId, user.companyId), eq(seatPayments.id, payment.id)));
    },
  );
  return { receipt, payment: payment as Closed['payment'], isSeatClosed };
}
