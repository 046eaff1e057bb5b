import type { Tx } from '../../db/client';
import { publishEvents } from '../../realtime/publish';

/** A seat's QR code no longer works (deleted, or a new token): its open diner pages are told, the staff lists refresh. */
export function publishSeatRevoked(tx: Tx, companyId: string, seatId: string) {
  return publishEvents(tx, companyId, [
    { topic: `seat:${seatId}`, type: 'seat.revoked' },
    { topic: 'company', type: 'seat.changed', data: { id: seatId } },
  ]);
}
