import { and, eq, isNull } from 'drizzle-orm';
import type { SeatPlan, StaffSeatPlans } from '@/core/contracts/course-plans';
import type { ExtendPlanInput, StartPlanInput } from '@/core/schemas/course-plans';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { seatPlans, seats, seatVisits } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { endSeatPlan, extendSeatPlan, startablePlans, startSeatPlan, toSeatPlanView } from '../../ordering/seat-plans';
import { openVisitOf } from '../../ordering/seat-visits';
import { lockedSeat } from './read-seat-bill';

/** 注文確認: the plans to start, and the plans of every seat's current guests. */
export async function listStaffSeatPlans(db: Db, user: CompanyUser, now = Date.now()): Promise<StaffSeatPlans> {
  const [plans, rows] = await Promise.all([
    startablePlans(db, user.companyId),
    db
      .select({ plan: seatPlans, seatName: seats.name })
      .from(seatPlans)
      .innerJoin(seatVisits, and(eq(seatVisits.id, seatPlans.visitId), isNull(seatVisits.closedAtMs)))
      .innerJoin(seats, eq(seats.id, seatPlans.seatId))
      .where(eq(seatPlans.companyId, user.companyId))
      .orderBy(seats.sortOrder, seatPlans.startedAtMs),
  ]);
  return { plans, running: rows.map((r) => toSeatPlanView(r.plan, r.seatName)), now };
}

/** 放題プランを開始: on the seat's open visit, for the visit's guests unless fewer are named. */
export async function startPlanOnSeat(
  db: Db,
  user: CompanyUser,
  seatId: string,
  input: StartPlanInput,
  now = Date.now(),
): Promise<SeatPlan> {
  return db.transaction(async (tx) => {
    const seat = await lockedSeat(tx, user.companyId, seatId);
    const visit = await openVisitOf(tx, user.companyId, seat.id);
    if (!visit) throw new AppError(409, 'NO_VISIT', `${seat.name}は来店登録されていません。先に来店登録をしてください`);
    const plan = await startSeatPlan(tx, { seat, visit, planId: input.planId, people: input.people, startedBy: user.id, now });
    await record(tx, user, 'seat.plan-start', plan, `${plan.seatName} ${plan.name} ${plan.people}名`);
    return plan;
  });
}

/** The seat's plan of its current visit, with the seat locked; another company's is not found. */
async function lockedSeatPlan(tx: Tx, user: CompanyUser, id: string) {
  const [row] = await tx
    .select({ plan: seatPlans })
    .from(seatPlans)
    .innerJoin(seatVisits, and(eq(seatVisits.id, seatPlans.visitId), isNull(seatVisits.closedAtMs)))
    .where(and(eq(seatPlans.companyId, user.companyId), eq(seatPlans.id, id)));
  if (!row?.plan.seatId) throw new AppError(404, 'NOT_FOUND', '座席の放題プランが見つかりません');
  const seat = await lockedSeat(tx, user.companyId, row.plan.seatId);
  const [plan] = await tx.select().from(seatPlans).where(eq(seatPlans.id, id)).for('update');
  if (!plan) throw new AppError(404, 'NOT_FOUND', '座席の放題プランが見つかりません');
  return { seat, plan };
}

export async function extendPlan(db: Db, user: CompanyUser, id: string, input: ExtendPlanInput, now = Date.now()): Promise<SeatPlan> {
  return db.transaction(async (tx) => {
    const { seat, plan } = await lockedSeatPlan(tx, user, id);
    const extended = await extendSeatPlan(tx, seat, plan, input, now);
    await record(tx, user, 'seat.plan-extend', extended, `${extended.seatName} ${extended.name} 延長${input.minutes}分`);
    return extended;
  });
}

export async function endPlan(db: Db, user: CompanyUser, id: string, now = Date.now()): Promise<SeatPlan> {
  return db.transaction(async (tx) => {
    const { seat, plan } = await lockedSeatPlan(tx, user, id);
    const ended = await endSeatPlan(tx, seat, plan, now);
    await record(tx, user, 'seat.plan-end', ended, `${ended.seatName} ${ended.name}`);
    return ended;
  });
}

function record(
  tx: Tx,
  user: CompanyUser,
  operationType: 'seat.plan-start' | 'seat.plan-extend' | 'seat.plan-end',
  plan: SeatPlan,
  name: string,
) {
  return recordOperation(tx, actorOf(user), {
    operationType,
    targetType: 'seat',
    targetId: plan.seatId,
    detail: { name, seatName: plan.seatName, plan: plan.name, people: plan.people, endsAt: plan.endsAt },
  });
}
