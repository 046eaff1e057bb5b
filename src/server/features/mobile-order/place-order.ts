import { type Placed, placeSeatOrder } from '../../ordering/place-seat-order';
import type { StaffPush } from '../../push/staff-push';

type Seat = { id: string; companyId: string; token: string };

/**
 * 注文する on a diner's phone: the seat's shared cart (still behind this token) becomes the
 * order, through the one order path of every seat (placeSeatOrder: one statement, one round trip).
 */
export function placeOrder(
  db: Parameters<typeof placeSeatOrder>[0],
  seat: Seat,
  input: { note: string; requestKey: string },
  push?: StaffPush,
): Promise<Placed> {
  const source = { kind: 'cart', token: seat.token } as const;
  return placeSeatOrder(db, { companyId: seat.companyId, seatId: seat.id, source, ...input }, { push });
}
