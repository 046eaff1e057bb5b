import { and, eq, gt, gte } from 'drizzle-orm';
import type { Order } from '@/core/api-types';
import type { Db, Tx } from '../db/client';
import { executePrepared } from '../db/prepared';
import { orders, seats } from '../db/schema';
import { AppError } from '../http/errors';
import { ordersPlaced } from '../operations/metrics';
import { newOrderPush } from '../push/ordering-pushes';
import type { StaffPush } from '../push/staff-push';
import { choiceProblemError } from './line-options';
import { orderingClosedError } from './ordering-hours-sql';
import { toOrderView } from './orders';
import { type PlacingInput, type PlacingOutcome, placingSql } from './place-seat-order-sql';
import { seatNotFound, urlCheckError } from './seats';

/** The order, and whether this request placed it (false: the request key had placed it before). */
export type Placed = { order: Order; isNew: boolean };

type Options = {
  /** Staff devices are pushed the new order after the commit. */
  push?: StaffPush;
  /** Written in the order's transaction once it is placed (代理注文's operation history). */
  record?: (tx: Tx, order: Order) => Promise<void>;
};

/**
 * Places an order of a seat, a diner's or one a member entered (代理注文), through the one
 * statement of placingSql: the same prices, checks, numbering, request-key idempotency and
 * events whoever orders. A diner's order is that statement alone (one round trip and one commit);
 * with `record` it runs in a transaction with what `record` writes. The order number is the time
 * in ms, made unique within the seat; a rare collision with an order committed meanwhile (or the
 * same key sent twice at once) is retried.
 */
export async function placeSeatOrder(db: Db, input: PlacingInput, options: Options = {}): Promise<Placed> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { placed, pushDevices } = await placeOnce(db, input, options.record);
      // Without waiting: the answer never waits on a push service.
      if (placed.isNew) {
        void options.push?.notifyDevices(pushDevices, newOrderPush(placed.order));
        ordersPlaced.inc({ by: options.record ? 'staff' : 'diner' });
      }
      return placed;
    } catch (error) {
      if (attempt < 3 && (error as { code?: string }).code === '23505') continue;
      throw error;
    }
  }
}

async function placeOnce(db: Db, input: PlacingInput, record: Options['record']) {
  const now = Date.now();
  const statement = placingSql(input, crypto.randomUUID(), now);
  if (!record) {
    const outcome = await outcomeOf(db, statement);
    return { placed: await settle(db, input, outcome, now), pushDevices: outcome.pushDevices };
  }
  return db.transaction(async (tx) => {
    const outcome = await outcomeOf(tx, statement);
    const placed = await settle(tx, input, outcome, now);
    if (placed.isNew) await record(tx, placed.order);
    return { placed, pushDevices: outcome.pushDevices };
  });
}

async function outcomeOf(db: Db | Tx, statement: ReturnType<typeof placingSql>): Promise<PlacingOutcome> {
  const [outcome] = await executePrepared<PlacingOutcome>(db, statement);
  return outcome as PlacingOutcome;
}

/** The order placed (or placed before with the key), or the first reason nothing was, in Japanese. */
async function settle(db: Db | Tx, input: PlacingInput, outcome: PlacingOutcome, now: number): Promise<Placed> {
  const isCart = input.source.kind === 'cart';
  if (!outcome.hasSeat) throw isCart ? urlCheckError() : seatNotFound();
  if (outcome.previous) return { order: toOrderView(fromRow(outcome.previous)), isNew: false };
  if (outcome.isClosed) throw await orderingClosedError(db, input.companyId, now, isCart ? 'diner' : 'staff');
  if (outcome.isMissing) throw new AppError(404, 'ITEM_NOT_FOUND', 'メニューにない商品が含まれています');
  const unknown = outcome.problems?.find((p) => p.kind === 'unknown');
  if (unknown) throw choiceProblemError(unknown, unknown.item);
  if (outcome.soldOut) throw new AppError(409, 'SOLD_OUT', `売り切れの商品があります: ${outcome.soldOut.join('、')}`);
  const problem = outcome.problems?.[0];
  if (problem) throw choiceProblemError(problem, problem.item);
  if (outcome.placed) return { order: toOrderView(fromRow(outcome.placed)), isNew: true };
  if (isCart && (await seatmateHasOrdered(db, input.seatId))) {
    throw new AppError(409, 'ORDERED_BY_SEATMATE', '同じ席の方がご注文済みです');
  }
  throw new AppError(400, 'EMPTY_CART', 'カートが空です');
}

/** A cart found empty this soon after the seat's guests ordered was most likely taken by that order. */
const seatmateWindowMs = 120_000;

/**
 * Whether another phone at the seat just placed the cart: read in a statement of its own, after
 * the placing one, because that one's snapshot predates an order it waited for on the seat's lock.
 */
async function seatmateHasOrdered(db: Db | Tx, seatId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(seats, eq(seats.id, orders.seatId))
    .where(
      and(
        eq(orders.seatId, seatId),
        gte(orders.createdAtMs, seats.sessionStartedAt),
        gt(orders.createdAtMs, Date.now() - seatmateWindowMs),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** row_to_json gives column names; bigint columns arrive as JSON numbers. */
function fromRow(row: Record<string, unknown>): typeof orders.$inferSelect {
  return {
    id: row.id,
    companyId: row.company_id,
    seatId: row.seat_id,
    orderNo: row.order_no,
    seatName: row.seat_name,
    items: row.items,
    totalAmount: Number(row.total_amount),
    note: row.note,
    status: row.status,
    requestKey: row.request_key,
    createdAtMs: Number(row.created_at_ms),
    createdAt: new Date(row.created_at as string),
  } as typeof orders.$inferSelect;
}
