import { sql } from 'drizzle-orm';
import type { Order } from '@/core/contracts/orders';
import type { Db, Tx } from '../db/client';
import { AppError } from '../http/errors';
import { ordersPlaced } from '../operations/metrics';
import { newOrderPush } from '../push/ordering-pushes';
import type { PushDevice, StaffPush } from '../push/staff-push';
import { afterCommitOf } from '../realtime/announce';
import { type ChoiceProblem, choiceProblemError } from './line-options';
import { orderingClosedError } from './ordering-hours-sql';
import { seatNotFound, urlCheckError } from './seats';

/** A line a member entered for 代理注文: the item, its choices' key (optionKey of core) and how many. */
export type EnteredLine = { itemId: string; optionKey: string; quantity: number };

/**
 * Where an order's lines come from: the seat's shared cart (a diner's phone, behind the seat's
 * token; the cart is emptied) or the lines a member entered (the cart is left alone).
 */
export type OrderSource =
  | { kind: 'cart'; token: string }
  | { kind: 'entered'; lines: EnteredLine[] }
  /** A diner's order of a running 放題プラン's items, at the plan's prices (decision 024). */
  | { kind: 'plan'; token: string; seatPlanId: string; lines: EnteredLine[] };

export type PlacingInput = { companyId: string; seatId: string; source: OrderSource; note: string; requestKey: string };

/** The order, and whether this request placed it (false: the request key had placed it before). */
export type Placed = { order: Order; isNew: boolean };

/** What place_order_v4 (migration 0042, after v1 of 0031, v2 of 0032 and v3 of 0037) answers: the first reason nothing was placed, or the order placed. */
type PlacingOutcome =
  | { outcome: 'noSeat' }
  | { outcome: 'replayed'; order: Order }
  | { outcome: 'closed' }
  | { outcome: 'seatNotOpen' }
  | { outcome: 'missingItem' }
  | { outcome: 'unknownChoice'; item: string; problem: ChoiceProblem }
  | { outcome: 'soldOut'; names: string[] }
  | { outcome: 'choiceRule'; item: string; problem: ChoiceProblem }
  | { outcome: 'empty'; isSeatmateOrder: boolean }
  | { outcome: 'planClosed'; phase: 'lastOrder' | 'ended'; plan: string | null }
  | { outcome: 'notInPlan'; item: string; plan: string }
  | { outcome: 'planLimit'; max: number; perGuest: number; plan: string }
  | { outcome: 'placed'; order: Order; pushDevices: PushDevice[]; note?: string | null };

type Options = {
  /** Staff devices are pushed the new order after the commit. */
  push?: StaffPush;
  /** Written in the order's transaction once it is placed (代理注文's operation history). */
  record?: (tx: Tx, order: Order) => Promise<void>;
};

/**
 * Places an order of a seat, a diner's or one a member entered (代理注文), through the one
 * function place_order_v4 of the database: the same prices, checks, numbering, request-key
 * idempotency and events whoever orders. A diner's order is that call alone (one round trip and
 * one commit); with `record` it runs in a transaction with what `record` writes. The order number
 * is the time in ms, made unique within the seat; a collision with an order committed meanwhile
 * is retried.
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
  if (!record) {
    const outcome = await outcomeOf(db, input, now);
    return { placed: await settle(db, input, outcome, now), pushDevices: pushDevicesOf(outcome) };
  }
  return db.transaction(async (tx) => {
    const outcome = await outcomeOf(tx, input, now);
    const placed = await settle(tx, input, outcome, now);
    if (placed.isNew) await record(tx, placed.order);
    return { placed, pushDevices: pushDevicesOf(outcome) };
  });
}

/**
 * place_order_v4 (migration 0042) records the events and answers them to announce after commit, or
 * notifies inside where no announcer can tell the commit (announce.ts); it also keeps the seat's visit.
 */
async function outcomeOf(db: Db | Tx, input: PlacingInput, now: number): Promise<PlacingOutcome> {
  const afterCommit = afterCommitOf(db);
  const result = await db.execute(sql`select place_order_v4(${input.companyId}::text, ${input.seatId}::text,
    ${JSON.stringify(input.source)}::jsonb, ${input.note}::text, ${input.requestKey}::text, ${now}::bigint,
    ${afterCommit === null}::boolean) as outcome`);
  const outcome = (result as unknown as { rows: { outcome: PlacingOutcome }[] }).rows[0]?.outcome as PlacingOutcome;
  if (outcome.outcome === 'placed') afterCommit?.(outcome.note);
  return outcome;
}

const pushDevicesOf = (outcome: PlacingOutcome) => (outcome.outcome === 'placed' ? outcome.pushDevices : []);

/** The order placed (or placed before with the key), or the reason nothing was, in Japanese. */
async function settle(db: Db | Tx, input: PlacingInput, outcome: PlacingOutcome, now: number): Promise<Placed> {
  // A diner's order (the cart, or a plan's items from the phone) or one a member entered.
  const isCart = input.source.kind !== 'entered';
  switch (outcome.outcome) {
    case 'noSeat':
      throw isCart ? urlCheckError() : seatNotFound();
    case 'replayed':
      return { order: outcome.order, isNew: false };
    case 'closed':
      throw await orderingClosedError(db, input.companyId, now, isCart ? 'diner' : 'staff');
    case 'seatNotOpen':
      throw isCart
        ? new AppError(409, 'SEAT_NOT_OPEN', 'ただいまお席の準備中です。スタッフがご案内するまでお待ちください')
        : new AppError(409, 'SEAT_NOT_OPEN', 'この座席は来店登録されていません。先に来店登録をしてください');
    case 'missingItem':
      throw new AppError(404, 'ITEM_NOT_FOUND', 'メニューにない商品が含まれています');
    case 'unknownChoice':
    case 'choiceRule':
      throw choiceProblemError(outcome.problem, outcome.item);
    case 'soldOut':
      throw new AppError(409, 'SOLD_OUT', `売り切れの商品があります: ${outcome.names.join('、')}`);
    case 'empty':
      throw outcome.isSeatmateOrder
        ? new AppError(409, 'ORDERED_BY_SEATMATE', '同じ席の方がご注文済みです')
        : new AppError(400, 'EMPTY_CART', 'カートが空です');
    case 'planClosed':
      throw new AppError(
        409,
        'PLAN_CLOSED',
        outcome.phase === 'lastOrder'
          ? `${outcome.plan}はラストオーダーの時間を過ぎました。プランの商品はご注文いただけません`
          : `${outcome.plan ?? '放題プラン'}は終了しました。プランの商品はご注文いただけません`,
      );
    case 'notInPlan':
      throw new AppError(400, 'NOT_IN_PLAN', `${outcome.item}は${outcome.plan}の対象ではありません`);
    case 'planLimit':
      throw new AppError(400, 'PLAN_LIMIT', `${outcome.plan}は1回のご注文で${outcome.max}品まで（お一人様${outcome.perGuest}品）です`);
    case 'placed':
      return { order: outcome.order, isNew: true };
  }
}
