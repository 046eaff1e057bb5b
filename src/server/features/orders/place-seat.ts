import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { overlaps, type SeatPlacement } from '@/core/floor-map';
import type { SeatPlacementInput } from '@/core/schemas/floor-map';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { seatNotFound } from '../../ordering/seats';
import { publishEvents } from '../../realtime/publish';

type SeatRow = Pick<typeof seats.$inferSelect, 'mapX' | 'mapY' | 'mapW' | 'mapH' | 'mapShape' | 'mapArea'>;

/** A seat's saved place on the map; null until it is placed. */
export function placementOf(row: SeatRow): SeatPlacement | null {
  if (row.mapX === null || row.mapY === null || row.mapW === null || row.mapH === null) return null;
  return { x: row.mapX, y: row.mapY, w: row.mapW, h: row.mapH, shape: row.mapShape ?? null, area: row.mapArea };
}

/**
 * 座席マップ: a seat put on its cells (dragged, or moved with the arrow keys). The input is inside
 * the grid already (schema); here it must be the company's seat and leave the other placed seats
 * of its area their cells. 注文確認's maps follow through the company stream.
 */
export async function placeSeat(db: Db, user: CompanyUser, id: string, input: SeatPlacementInput) {
  await db.transaction(async (tx) => {
    const where = and(eq(seats.companyId, user.companyId), eq(seats.id, id));
    const [seat] = await tx.select({ id: seats.id }).from(seats).where(where).for('update');
    if (!seat) throw seatNotFound();
    const others = await tx
      .select()
      .from(seats)
      .where(and(eq(seats.companyId, user.companyId), ne(seats.id, id), isNotNull(seats.mapX), eq(seats.mapArea, input.area)));
    const inTheWay = others.find((other) => {
      const placed = placementOf(other);
      return placed !== null && overlaps(placed, input);
    });
    if (inTheWay) throw new AppError(409, 'SEAT_OVERLAP', `${inTheWay.name}と重なります。空いているマスに置いてください`);
    await tx
      .update(seats)
      .set({ mapX: input.x, mapY: input.y, mapW: input.w, mapH: input.h, mapShape: input.shape, mapArea: input.area })
      .where(where);
    await publishEvents(tx, user.companyId, [{ topic: 'company', type: 'seat.changed', data: { id } }]);
  });
}
