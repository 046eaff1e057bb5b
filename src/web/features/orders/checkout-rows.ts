import { type Order, payableTotal } from '@/web/lib/ordering';

export type CheckoutRow = { seatId: string; seatName: string; orderCount: number; total: number };
type SeatSession = { id: string; name: string; sessionStartedAt: number };

/**
 * One row per seat with what its current guests ordered today (since the last 会計済み).
 * Without access to 座席設定 the seats are those of today's orders, and a seat closed on
 * this screen starts again from the moment it was closed.
 */
export function checkoutRows(
  orders: readonly Order[],
  seats: readonly SeatSession[] | null,
  closedAt: Record<string, number>,
): CheckoutRow[] {
  const sessions: SeatSession[] = seats ? [...seats] : [];
  if (!seats) {
    const seen = new Set<string>();
    for (const order of [...orders].reverse()) {
      if (!order.seatId || seen.has(order.seatId)) continue;
      seen.add(order.seatId);
      sessions.push({ id: order.seatId, name: order.seatName, sessionStartedAt: 0 });
    }
    sessions.sort((a, b) => a.name.localeCompare(b.name, 'ja', { numeric: true }));
  }
  return sessions.map((seat) => {
    const since = Math.max(seat.sessionStartedAt, closedAt[seat.id] ?? 0);
    const current = orders.filter((o) => o.seatId === seat.id && o.createdAt >= since);
    return { seatId: seat.id, seatName: seat.name, orderCount: current.length, total: payableTotal(current) };
  });
}
