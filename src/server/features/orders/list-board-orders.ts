import { and, count, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { japanToday, startOfJapanDay } from '@/core/calendar';
import type { BoardOrders, HiddenSeatOrders, Order } from '@/core/contracts/orders';
import type { Db } from '../../db/client';
import { orders, seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { isCurrentGuestsOrder } from '../../ordering/seat-visits';
import { toBoardViews } from './serve-order-lines';

const openStatuses = ['new', 'cooking'] as const;
/**
 * The open orders of one seat the board shows at once, its newest: a seat's phone (a capability
 * anyone at the table holds) may place hundreds, and they must not push another seat's order
 * off the board. The seat's older ones are counted and paged (listOlderOpenOrders).
 *
 * Diners are not refused past a number of open orders: an order stays open until staff mark it
 * 提供済 (or settle it at 会計), so a store that does not use the statuses would sooner or later
 * refuse its real guests; the per-seat rate limit bounds how fast a seat orders.
 */
export const openPerSeat = 50;
/** More than a kitchen can finish in a day; the rest would only slow the page. */
const maxFinished = 500;
/** The name the board gives the orders of deleted seats, grouped together like a seat's. */
export const deletedSeatsName = '削除した座席';

/** Start of today in Japan, in ms: finished orders are shown for the restaurant's day. */
export function startOfTodayJst(now = Date.now()): number {
  return startOfJapanDay(japanToday(now));
}

type OrderRow = typeof orders.$inferSelect;
/**
 * Open orders of the seats' current guests: a ticket left open when its seat was closed (会計済み
 * before unserved orders were settled at it, or by the previous release) has left with its guests;
 * one moved here with its guests (テーブル移動) is theirs.
 */
const isOpen = (companyId: string) =>
  and(
    eq(orders.companyId, companyId),
    inArray(orders.status, [...openStatuses]),
    sql`not exists (select 1 from ${seats} s where s.id = ${orders.seatId} and not ${isCurrentGuestsOrder(sql`s.session_started_at`)})`,
  );
/** Oldest first, in the order the pages of a seat's open orders are cut (time, then id). */
const oldestFirst = (a: OrderRow, b: OrderRow) => a.createdAtMs - b.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the board leaves out of a seat's open orders when it shows `shown` of the `total`. */
function hiddenOf(shown: readonly OrderRow[], total: number): HiddenSeatOrders | null {
  const oldest = shown.reduce<OrderRow | undefined>((o, row) => (o && oldestFirst(o, row) <= 0 ? o : row), undefined);
  if (!oldest || total <= shown.length) return null;
  return {
    seatId: oldest.seatId,
    seatName: oldest.seatId ? oldest.seatName : deletedSeatsName,
    count: total - shown.length,
    before: oldest.id,
  };
}

/** The newest open orders of one seat (null: of deleted seats), older than `before` if given, and how many there are. */
async function openOfSeat(db: Db, companyId: string, seatId: string | null, before?: Pick<OrderRow, 'createdAtMs' | 'id'>) {
  const where = and(
    isOpen(companyId),
    seatId === null ? isNull(orders.seatId) : eq(orders.seatId, seatId),
    before ? sql`(${orders.createdAtMs}, ${orders.id}) < (${before.createdAtMs}::bigint, ${before.id}::text)` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAtMs), desc(orders.id)).limit(openPerSeat),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, hidden: hiddenOf(rows, total?.n ?? 0) };
}

/**
 * Each seat's newest open orders in one statement: the seats with open orders and their count,
 * then each seat's newest from the partial index of open orders (never every open order read).
 */
async function newestOpenBySeat(db: Db, companyId: string) {
  const open = isOpen(companyId);
  const seatsWithOpen = db.$with('seats_with_open').as(
    db
      .select({ seatId: orders.seatId, openCount: count().as('open_count') })
      .from(orders)
      .where(and(open, isNotNull(orders.seatId)))
      .groupBy(orders.seatId),
  );
  const newest = db
    .select()
    .from(orders)
    .where(and(open, eq(orders.seatId, seatsWithOpen.seatId)))
    .orderBy(desc(orders.createdAtMs), desc(orders.id))
    .limit(openPerSeat)
    .as('newest');
  const rows = await db.with(seatsWithOpen).select().from(seatsWithOpen).crossJoinLateral(newest);
  const bySeat = new Map<string, { rows: OrderRow[]; total: number }>();
  for (const row of rows) {
    const seatId = row.newest.seatId as string;
    const seat = bySeat.get(seatId) ?? { rows: [], total: row.seats_with_open.openCount };
    seat.rows.push(row.newest);
    bySeat.set(seatId, seat);
  }
  return [...bySeat.values()].map((seat) => ({ rows: seat.rows, hidden: hiddenOf(seat.rows, seat.total) }));
}

/**
 * 注文確認 and キッチン表示: the open orders (新規, 調理中) whatever their day — a bar open past
 * midnight must not lose the orders it has not handled yet — each seat's newest `openPerSeat`,
 * oldest first, then today's finished ones, newest first. `hiddenOpen` says, per seat, how many
 * older open orders are left out and from which order on to page them.
 */
export async function listBoardOrders(db: Db, user: Pick<CompanyUser, 'companyId'>, now = Date.now()): Promise<BoardOrders> {
  const [seatGroups, deleted, finished] = await Promise.all([
    newestOpenBySeat(db, user.companyId),
    openOfSeat(db, user.companyId, null),
    db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.companyId, user.companyId),
          gte(orders.createdAtMs, startOfTodayJst(now)),
          notInArray(orders.status, [...openStatuses]),
        ),
      )
      .orderBy(desc(orders.createdAtMs), desc(orders.orderNo))
      .limit(maxFinished),
  ]);
  const groups = [...seatGroups, deleted];
  const open = groups.flatMap((g) => g.rows).sort(oldestFirst);
  return {
    items: await toBoardViews(db, user.companyId, [...open, ...finished]),
    hiddenOpen: groups.flatMap((g) => (g.hidden ? [g.hidden] : [])),
  };
}

/**
 * 古い注文を表示: the next page of one seat's open orders the board left out, those older than
 * the order `beforeId` (of the same seat; of a deleted seat, the deleted seats' ones), oldest
 * first, with what is still left out after them.
 */
export async function listOlderOpenOrders(
  db: Db,
  user: Pick<CompanyUser, 'companyId'>,
  beforeId: string,
): Promise<{ items: Order[]; hidden: HiddenSeatOrders | null }> {
  const [cursor] = await db
    .select({ seatId: orders.seatId, createdAtMs: orders.createdAtMs, id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, user.companyId), eq(orders.id, beforeId)));
  if (!cursor) throw notFound('注文が見つかりません。画面を再読み込みしてください');
  const { rows, hidden } = await openOfSeat(db, user.companyId, cursor.seatId, cursor);
  return { items: await toBoardViews(db, user.companyId, rows.sort(oldestFirst)), hidden };
}
