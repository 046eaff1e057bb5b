import { asc, eq } from 'drizzle-orm';
import type { FloorMap } from '@/core/contracts/floor-map';
import { floorGrid, floorStateOf, layoutSeats } from '@/core/floor-map';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { listSeatBills } from './list-seat-bills';
import { placementOf } from './place-seat';
import { listOpenSeatRequests } from './seat-requests';

/**
 * 注文確認's 座席マップ: every seat on its cells (laid out by itself where never placed) with what
 * its table needs — 空席 / 着席 / 注文あり / 呼び出し / お会計待ち — its guests, since when they sit
 * and their running total. Read under 注文確認 (flag quote): names, places and sums, never a token.
 */
export async function readFloorMap(db: Db, user: Pick<CompanyUser, 'companyId'>): Promise<FloorMap> {
  const [rows, bills, requests] = await Promise.all([
    db.select().from(seats).where(eq(seats.companyId, user.companyId)).orderBy(asc(seats.sortOrder), asc(seats.createdAt)),
    listSeatBills(db, user),
    listOpenSeatRequests(db, user),
  ]);
  const billOf = new Map(bills.map((b) => [b.seatId, b]));
  const laidOut = layoutSeats(rows.map((row) => ({ row, placement: placementOf(row) })));
  return {
    ...floorGrid,
    seats: laidOut.map(({ row, placement, isPlaced }) => {
      const bill = billOf.get(row.id);
      const visit = bill?.visit ?? null;
      const requestKinds = requests.filter((r) => r.seatId === row.id).map((r) => r.kind);
      return {
        seatId: row.id,
        seatName: row.name,
        placement,
        isPlaced,
        state: floorStateOf({
          isSeated: Boolean(visit) || (bill?.orderCount ?? 0) > 0,
          unservedCount: bill?.unservedCount ?? 0,
          requestKinds,
        }),
        guests: visit && visit.adults !== null ? visit.adults + (visit.children ?? 0) : null,
        openedAt: bill?.openedAt ?? null,
        total: bill?.total ?? 0,
        orderCount: bill?.orderCount ?? 0,
      };
    }),
  };
}
