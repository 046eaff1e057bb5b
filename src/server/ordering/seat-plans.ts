import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SeatPlan } from '@/core/contracts/course-plans';
import { planTime } from '@/core/course-plans';
import type { Db, Tx } from '../db/client';
import { coursePlans, type orders, seatPlans, type seats, type seatVisits } from '../db/schema';
import { AppError } from '../http/errors';
import { type LiveEvent, publishEvents } from '../realtime/publish';
import { toOrderView } from './orders';
import { addServedOrder } from './seat-visits';

type SeatRow = typeof seats.$inferSelect;
type VisitRow = typeof seatVisits.$inferSelect;
type SeatPlanRow = typeof seatPlans.$inferSelect;

export const toSeatPlanView = (row: SeatPlanRow, seatName: string): SeatPlan => ({
  id: row.id,
  seatId: row.seatId,
  seatName,
  planId: row.planId,
  name: row.planName,
  people: row.people,
  startedAt: row.startedAtMs,
  endsAt: row.endsAtMs,
  lastOrderMinutes: row.lastOrderMinutes,
  endedAt: row.endedAtMs,
  limitPerGuest: row.limitPerGuest,
  extendedMinutes: row.extendedMinutes,
});

export const clockOf = (row: SeatPlanRow) => ({
  startedAt: row.startedAtMs,
  endsAt: row.endsAtMs,
  lastOrderMinutes: row.lastOrderMinutes,
  endedAt: row.endedAtMs,
});

/** The plans of the seat's current visit, oldest first (none without a visit). */
export function plansOfVisit(db: Db | Tx, companyId: string, visitId: string) {
  return db
    .select()
    .from(seatPlans)
    .where(and(eq(seatPlans.companyId, companyId), eq(seatPlans.visitId, visitId)))
    .orderBy(asc(seatPlans.startedAtMs));
}

/** The company's plans that can be started, in the order of メニュー設定. */
export function startablePlans(db: Db | Tx, companyId: string) {
  return db
    .select({ id: coursePlans.id, name: coursePlans.name, price: coursePlans.price, minutes: coursePlans.minutes })
    .from(coursePlans)
    .where(and(eq(coursePlans.companyId, companyId), eq(coursePlans.isRetired, false)))
    .orderBy(asc(coursePlans.sortOrder), asc(coursePlans.createdAt));
}

/**
 * A charge of a plan (its price or its 延長's, per person) as an order of the seat already served: on
 * the bill, the receipt and the diners' history like the お通し, never on the kitchen's list.
 */
function addCharge(
  tx: Tx,
  seat: SeatRow,
  visitId: string,
  line: { itemId: string; name: string; price: number; quantity: number },
  key: string,
  now: number,
) {
  return line.price <= 0 ? null : addServedOrder(tx, seat, visitId, line, key, now);
}

/** The live events of a plan's change: 注文確認's seats, the diners' page, and the charge as an order. */
async function publishPlanChange(tx: Tx, seat: SeatRow, charge: typeof orders.$inferSelect | null) {
  const events: LiveEvent[] = [
    { topic: 'company', type: 'seat.changed', data: { id: seat.id } },
    { topic: `seat:${seat.id}`, type: 'plan.changed' },
  ];
  if (charge)
    events.push(
      { topic: 'company', type: 'order.created', data: toOrderView(charge) },
      { topic: `seat:${seat.id}`, type: 'order.created', data: { id: charge.id } },
    );
  await publishEvents(tx, seat.companyId, events);
}

/**
 * Starts a plan on the seat's visit for `people` (at most its counted guests), adds its charge
 * (price × people) as an order and starts its clock. The same plan running already is refused.
 */
export async function startSeatPlan(
  tx: Tx,
  input: { seat: SeatRow; visit: VisitRow; planId: string; people: number | undefined; startedBy: string | null; now: number },
): Promise<SeatPlan> {
  const { seat, visit, now } = input;
  const [plan] = await tx
    .select()
    .from(coursePlans)
    .where(and(eq(coursePlans.companyId, seat.companyId), eq(coursePlans.id, input.planId), eq(coursePlans.isRetired, false)));
  if (!plan) throw new AppError(404, 'NOT_FOUND', '放題プランが見つかりません');
  const guests = visit.adults === null ? null : visit.adults + (visit.children ?? 0);
  const people = input.people ?? guests;
  if (people === null)
    throw new AppError(400, 'VALIDATION_FAILED', '人数を入力してください', [{ path: 'people', message: '人数を入力してください' }]);
  if (guests !== null && people > guests) throw new AppError(400, 'TOO_MANY_PEOPLE', `人数は来店人数（${guests}人）以下で入力してください`);

  const running = await tx
    .select()
    .from(seatPlans)
    .where(and(eq(seatPlans.visitId, visit.id), eq(seatPlans.planId, plan.id), isNull(seatPlans.endedAtMs)));
  for (const row of running) {
    if (planTime(clockOf(row), now).phase !== 'ended')
      throw new AppError(409, 'PLAN_RUNNING', `${seat.name}では${plan.name}がすでに始まっています`);
    // Run out by its clock: closed, so the same plan can start again.
    await tx.update(seatPlans).set({ endedAtMs: row.endsAtMs }).where(eq(seatPlans.id, row.id));
  }

  const id = randomUUID();
  const charge = await addCharge(
    tx,
    seat,
    visit.id,
    { itemId: plan.id, name: plan.name, price: plan.price, quantity: people },
    `plan-${id}`,
    now,
  );
  const [row] = await tx
    .insert(seatPlans)
    .values({
      id,
      companyId: seat.companyId,
      seatId: seat.id,
      visitId: visit.id,
      planId: plan.id,
      planName: plan.name,
      people,
      startedAtMs: now,
      endsAtMs: now + plan.minutes * 60_000,
      lastOrderMinutes: plan.lastOrderMinutes,
      limitPerGuest: plan.limitPerGuest,
      startedBy: input.startedBy,
      chargeOrderId: charge?.id ?? null,
    })
    .returning();
  if (!row) throw new Error('seat plan not written');
  await publishPlanChange(tx, seat, charge);
  return toSeatPlanView(row, seat.name);
}

/** 延長: moves the end by `minutes` (from now when it ran out); a price per person is added as an order. */
export async function extendSeatPlan(tx: Tx, seat: SeatRow, row: SeatPlanRow, input: { minutes: number; price: number }, now: number) {
  if (row.endedAtMs !== null) throw new AppError(409, 'PLAN_CLOSED', `${row.planName}は終了しています`);
  const endsAtMs = Math.max(row.endsAtMs, now) + input.minutes * 60_000;
  const extendedMinutes = row.extendedMinutes + input.minutes;
  const charge = await addCharge(
    tx,
    seat,
    row.visitId,
    { itemId: row.planId, name: `${row.planName} 延長${input.minutes}分`, price: input.price, quantity: row.people },
    `plan-${row.id}-extend-${extendedMinutes}-${now}`,
    now,
  );
  const [updated] = await tx.update(seatPlans).set({ endsAtMs, extendedMinutes }).where(eq(seatPlans.id, row.id)).returning();
  if (!updated) throw new Error('seat plan not updated');
  await publishPlanChange(tx, seat, charge);
  return toSeatPlanView(updated, seat.name);
}

/** 終了: the plan's items are no longer taken at its price; a plan ended already is refused. */
export async function endSeatPlan(tx: Tx, seat: SeatRow, row: SeatPlanRow, now: number) {
  if (planTime(clockOf(row), now).phase === 'ended') throw new AppError(409, 'PLAN_CLOSED', `${row.planName}はすでに終了しています`);
  const [updated] = await tx.update(seatPlans).set({ endedAtMs: now }).where(eq(seatPlans.id, row.id)).returning();
  if (!updated) throw new Error('seat plan not updated');
  await publishPlanChange(tx, seat, null);
  return toSeatPlanView(updated, seat.name);
}
