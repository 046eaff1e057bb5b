import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DinerPlans, SeatPlan } from '@/core/contracts/course-plans';
import type { PlacedOrder } from '@/core/contracts/mobile-order';
import { planTime } from '@/core/course-plans';
import type { PlanOrderInput } from '@/core/schemas/course-plans';
import type { Db } from '../../db/client';
import { coursePlanItems, coursePlanSettings, seats, seatVisits } from '../../db/schema';
import { AppError, forbidden } from '../../http/errors';
import { placeSeatOrder } from '../../ordering/place-seat-order';
import { clockOf, plansOfVisit, startablePlans, startSeatPlan, toSeatPlanView } from '../../ordering/seat-plans';
import { openVisitOf, readTableRules } from '../../ordering/seat-visits';
import { dinerSeatSql, urlCheckError } from '../../ordering/seats';
import type { StaffPush } from '../../push/staff-push';

type Seat = { id: string; companyId: string; token: string; name: string };

const dinerCanStart = async (db: Db, companyId: string) =>
  (await db.select().from(coursePlanSettings).where(eq(coursePlanSettings.companyId, companyId)))[0]?.dinerCanStart ?? false;

/**
 * The seat's plans of its current guests with their items at the plan's prices (the names come from
 * the menu the page already has, in the diner's language), and the plans the diners may start.
 */
export async function readDinerPlans(db: Db, seat: Seat, now = Date.now()): Promise<DinerPlans> {
  const visit = await openVisitOf(db, seat.companyId, seat.id);
  const rows = visit ? await plansOfVisit(db, seat.companyId, visit.id) : [];
  const items = rows.length
    ? await db
        .select()
        .from(coursePlanItems)
        .where(
          and(
            eq(coursePlanItems.companyId, seat.companyId),
            inArray(
              coursePlanItems.planId,
              rows.map((r) => r.planId),
            ),
          ),
        )
        .orderBy(coursePlanItems.sortOrder)
    : [];
  const plans = rows.map((row) => ({
    ...toSeatPlanView(row, seat.name),
    items: items.filter((i) => i.planId === row.planId).map((i) => ({ itemId: i.itemId, price: i.price })),
  }));
  const isRunning = rows.some((row) => planTime(clockOf(row), now).phase !== 'ended');
  const startable = !isRunning && (await dinerCanStart(db, seat.companyId)) ? await startablePlans(db, seat.companyId) : [];
  return { now, plans, startable };
}

/**
 * The diners start a plan from their phone, where the store allows it: on the seat's visit (opened
 * now where the store lets a diner's order open the seat), charged like staff's start.
 */
export async function dinerStartPlan(db: Db, seat: Seat, input: { planId: string; people: number }, now = Date.now()): Promise<SeatPlan> {
  if (!(await dinerCanStart(db, seat.companyId))) throw forbidden('放題プランはスタッフにお申し付けください');
  return db.transaction(async (tx) => {
    const locked = await tx.execute(dinerSeatSql(seat.companyId, seat.id, seat.token, undefined));
    if ((locked as unknown as { rows: unknown[] }).rows.length === 0) throw urlCheckError();
    const [row] = await tx.select().from(seats).where(eq(seats.id, seat.id)).for('update');
    if (!row) throw urlCheckError();
    let visit = await openVisitOf(tx, seat.companyId, seat.id);
    if (!visit) {
      if ((await readTableRules(tx, seat.companyId)).seatOpening === 'staff')
        throw new AppError(409, 'SEAT_NOT_OPEN', 'ただいまお席の準備中です。スタッフがご案内するまでお待ちください');
      const [opened] = await tx
        .insert(seatVisits)
        .values({ id: randomUUID(), companyId: seat.companyId, seatId: seat.id, seatName: row.name, openedAtMs: now })
        .returning();
      if (!opened) throw new Error('visit not written');
      visit = opened;
    }
    return startSeatPlan(tx, { seat: row, visit, planId: input.planId, people: input.people, startedBy: null, now });
  });
}

/** 注文する on the plan's menu: the plan's items at its prices, through the one order path of every seat. */
export async function placePlanOrder(db: Db, seat: Seat, input: PlanOrderInput, push?: StaffPush): Promise<PlacedOrder> {
  const lines = input.lines.map((l) => ({ itemId: l.itemId, optionKey: '', quantity: l.quantity }));
  const source = { kind: 'plan', token: seat.token, seatPlanId: input.seatPlanId, lines } as const;
  const { order } = await placeSeatOrder(
    db,
    { companyId: seat.companyId, seatId: seat.id, source, note: '', requestKey: input.requestKey },
    { push },
  );
  return { orderId: order.orderNo, order };
}
