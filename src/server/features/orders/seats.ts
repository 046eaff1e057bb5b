import { and, asc, eq, max } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Seat } from '@/core/api-types-ordering';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { cartItems, seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { newSeatToken } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

const seatNotFound = () => notFound('座席が見つかりません');

export function dinerUrl(config: Config, user: Pick<CompanyUser, 'oemId' | 'companyId'>, token: string) {
  return `${originFor(config, user.oemId)}/mobile-order?companyId=${encodeURIComponent(user.companyId)}&seatId=${encodeURIComponent(token)}`;
}

export async function listSeats(db: Db, config: Config, user: CompanyUser): Promise<Seat[]> {
  const rows = await db.select().from(seats).where(eq(seats.companyId, user.companyId)).orderBy(asc(seats.sortOrder), asc(seats.createdAt));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    token: s.token,
    sortOrder: s.sortOrder,
    dinerUrl: dinerUrl(config, user, s.token),
    sessionStartedAt: s.sessionStartedAt,
  }));
}

async function getSeat(db: Db, companyId: string, id: string) {
  const [seat] = await db
    .select()
    .from(seats)
    .where(and(eq(seats.companyId, companyId), eq(seats.id, id)));
  if (!seat) throw seatNotFound();
  return seat;
}

export async function createSeat(db: Db, user: CompanyUser, name: string) {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(seats.sortOrder) })
      .from(seats)
      .where(eq(seats.companyId, user.companyId));
    await tx
      .insert(seats)
      .values({ id, companyId: user.companyId, name, token: newSeatToken(), sortOrder: (last?.n ?? -1) + 1, sessionStartedAt: Date.now() });
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat.changed', data: { id } }]);
  });
  return id;
}

export async function renameSeat(db: Db, user: CompanyUser, id: string, name: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(seats)
      .set({ name })
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'seat.changed', data: { id } },
      { topic: `seat:${id}`, type: 'seat.changed', data: { name } },
    ]);
  });
}

export async function reorderSeats(db: Db, user: CompanyUser, ids: string[]) {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(seats)
        .set({ sortOrder: index })
        .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)));
    }
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat.changed' }]);
  });
}

export async function deleteSeat(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.seatId, id));
    const done = await tx
      .delete(seats)
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishEvents(tx, user.companyId, [
      { topic: `seat:${id}`, type: 'seat.revoked' },
      { topic: 'company', type: 'seat.changed', data: { id } },
    ]);
  });
}

/** A new token retires the printed QR code: open diner pages of the old one are told so. */
export async function regenerateSeatToken(db: Db, user: CompanyUser, id: string) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(seats)
      .set({ token: newSeatToken() })
      .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)))
      .returning({ id: seats.id });
    if (done.length === 0) throw seatNotFound();
    await publishEvents(tx, user.companyId, [
      { topic: `seat:${id}`, type: 'seat.revoked' },
      { topic: 'company', type: 'seat.changed', data: { id } },
    ]);
  });
}

export async function seatQrSvg(db: Db, config: Config, user: CompanyUser, id: string) {
  const seat = await getSeat(db, user.companyId, id);
  return QRCode.toString(dinerUrl(config, user, seat.token), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
