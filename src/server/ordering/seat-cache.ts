import type { Db } from '../db/client';
import type { EventBus } from '../realtime/bus';
import { type DinerSeat, findDinerSeat } from './seats';

/**
 * Seat token → seat, per instance, for the diner's write requests (add to cart, place
 * order). Only seats found are kept. A token never comes back once renewed, and those
 * statements check the token, the company's status and the partner's type again in the
 * same round trip, so an entry can never let a retired QR code write; entries are dropped
 * as soon as the database says a seat, company or partner changed (`kanri_access`), and
 * the oldest go first beyond `maxKeys`.
 */
export function createSeatCache(db: Db, bus: EventBus, maxKeys = 50_000) {
  const seats = new Map<string, DinerSeat>();
  // A lookup that was under way when something changed is not kept.
  let generation = 0;
  bus.watchEveryAccess((key) => {
    generation++;
    if (key === null) return seats.clear();
    const [kind, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind !== 'seat' && kind !== 'company' && kind !== 'oem') return;
    for (const [token, found] of seats) {
      if (
        (kind === 'seat' && found.seat.id === id) ||
        (kind === 'company' && found.company.id === id) ||
        (kind === 'oem' && found.company.oemId === id)
      ) {
        seats.delete(token);
      }
    }
  });
  return {
    async find(companyId: string, token: string): Promise<DinerSeat> {
      const key = `${companyId}/${token}`;
      const cached = seats.get(key);
      if (cached) return cached;
      const before = generation;
      const found = await findDinerSeat(db, companyId, token);
      if (before !== generation) return found;
      seats.set(key, found);
      if (seats.size > maxKeys) seats.delete(seats.keys().next().value as string);
      return found;
    },
  };
}
