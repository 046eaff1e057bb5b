import { and, asc, eq, ne } from 'drizzle-orm';
import type { SeatBillDetail } from '@/core/contracts/orders';
import type { Db, Tx } from '../../db/client';
import { orders, seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { toOrderView } from '../../ordering/orders';
import { isCurrentGuestsOrder, openVisitOf, roundingModeOf, toVisitView } from '../../ordering/seat-visits';
import { seatNotFound } from '../../ordering/seats';
import { paidPartsOfVisit } from './settle-part';

type SeatRow = typeof seats.$inferSelect;

/** The company's seat, locked until the transaction ends: every change of its guests goes through it. */
export async function lockedSeat(tx: Tx, companyId: string, seatId: string): Promise<SeatRow> {
  const [seat] = await tx
    .select()
    .from(seats)
    .where(and(eq(seats.companyId, companyId), eq(seats.id, seatId)))
    .for('update');
  if (!seat) throw seatNotFound();
  return seat;
}

/** The current guests' orders (since the last 会計済み, or moved here with them), cancelled ones left out, oldest first. */
export function sessionOrdersOf(db: Db | Tx, seat: Pick<SeatRow, 'companyId' | 'id' | 'sessionStartedAt'>) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.companyId, seat.companyId),
        eq(orders.seatId, seat.id),
        isCurrentGuestsOrder(seat.sessionStartedAt),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.createdAtMs));
}

/** The pay screen's bill of a seat: its guests, their orders, the お通し and the company's rounding. */
export async function billOfSeat(db: Db | Tx, companyId: string, seat: SeatRow): Promise<SeatBillDetail> {
  const [visit, rows, roundingMode] = await Promise.all([
    openVisitOf(db, companyId, seat.id),
    sessionOrdersOf(db, seat),
    roundingModeOf(db, companyId),
  ]);
  const parts = visit ? await paidPartsOfVisit(db, companyId, visit.id) : [];
  const first = parts[0];
  const coverRow = visit?.coverOrderId ? rows.find((o) => o.id === visit.coverOrderId) : undefined;
  const coverLine = coverRow?.items[0];
  return {
    seatId: seat.id,
    seatName: seat.name,
    visit: visit ? toVisitView(visit) : null,
    orders: rows.map(toOrderView),
    cover:
      coverRow && coverLine ? { orderId: coverRow.id, name: coverLine.name, price: coverLine.price, quantity: coverLine.quantity } : null,
    roundingMode,
    split: first?.splitKind
      ? {
          kind: first.splitKind,
          count: first.splitCount,
          discount:
            first.discountKind && first.discountValue !== null
              ? { kind: first.discountKind, value: first.discountValue, reason: first.discountReason }
              : null,
          serviceChargePercent: first.serviceChargePercent,
          paid: parts.map((p) => ({ index: p.splitIndex ?? 0, total: p.total, receiptId: p.receiptId })),
          paidLines: parts.flatMap((p) => p.lines ?? []),
        }
      : null,
  };
}

export async function readSeatBill(db: Db, user: Pick<CompanyUser, 'companyId'>, seatId: string): Promise<SeatBillDetail> {
  const [seat] = await db
    .select()
    .from(seats)
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, seatId)));
  if (!seat) throw seatNotFound();
  return billOfSeat(db, user.companyId, seat);
}
