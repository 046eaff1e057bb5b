import { z } from 'zod';
import {
  coursePlanInput,
  coursePlanSettingsInput,
  dinerStartPlanInput,
  extendPlanInput,
  planOrderInput,
  startPlanInput,
} from '../schemas/course-plans';
import { endpoint } from './endpoint';
import { placedOrder } from './mobile-order';

/**
 * 放題プラン (decision 024): set up in メニュー設定 (/api/menu/plans, flag order), started, extended and
 * ended on a seat from 注文確認 (/api/orders, flag quote), and read and ordered from on the diner's phone.
 */

/** A plan as メニュー設定 edits it: its items with the plan's price and the menu's. */
export const coursePlan = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  minutes: z.number(),
  lastOrderMinutes: z.number(),
  limitPerGuest: z.number().nullable(),
  items: z.array(z.object({ itemId: z.string(), name: z.string(), price: z.number(), menuPrice: z.number() })),
});
export type CoursePlan = z.output<typeof coursePlan>;

export const coursePlanList = z.object({
  items: z.array(coursePlan),
  dinerCanStart: z.boolean(),
  /** The menu's items to choose from. */
  menuItems: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
});
export type CoursePlanList = z.output<typeof coursePlanList>;

/** A plan running (or run) on a seat's current visit; times in ms. */
export const seatPlan = z.object({
  id: z.string(),
  seatId: z.string().nullable(),
  seatName: z.string(),
  planId: z.string(),
  name: z.string(),
  people: z.number(),
  startedAt: z.number(),
  endsAt: z.number(),
  lastOrderMinutes: z.number(),
  endedAt: z.number().nullable(),
  limitPerGuest: z.number().nullable(),
  extendedMinutes: z.number(),
});
export type SeatPlan = z.output<typeof seatPlan>;

/** The plan a seat can start: name, price per person and time limit. */
const planChoice = z.object({ id: z.string(), name: z.string(), price: z.number(), minutes: z.number() });

/** 注文確認: the plans to start, every seat's plans of its current guests, and the server's time. */
export const staffSeatPlans = z.object({ plans: z.array(planChoice), running: z.array(seatPlan), now: z.number() });
export type StaffSeatPlans = z.output<typeof staffSeatPlans>;

/** The diner's page: the seat's plans with their items at the plan's price, what it may start itself, the server's time. */
export const dinerPlans = z.object({
  now: z.number(),
  plans: z.array(seatPlan.extend({ items: z.array(z.object({ itemId: z.string(), price: z.number() })) })),
  /** Empty unless the store lets diners start a plan and the seat has none running. */
  startable: z.array(planChoice),
});
export type DinerPlans = z.output<typeof dinerPlans>;

const planErrors = ['SEAT_NOT_FOUND', 'SEAT_NOT_OPEN', 'NO_VISIT', 'PLAN_RUNNING', 'PLAN_CLOSED', 'TOO_MANY_PEOPLE'] as const;

export const coursePlanEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/menu/plans', summary: '放題プランの一覧', response: coursePlanList, errors: [] }),
  create: endpoint({
    method: 'POST',
    path: '/api/menu/plans',
    summary: '放題プランを作る',
    body: coursePlanInput,
    status: 201,
    response: coursePlanList,
    errors: ['ITEM_NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/menu/plans/:id',
    summary: '放題プランを変える（動いているプランには次の注文から）',
    body: coursePlanInput,
    response: coursePlanList,
    errors: ['NOT_FOUND', 'ITEM_NOT_FOUND'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/menu/plans/:id',
    summary: '放題プランを削除する（動いている座席のプランはそのまま）',
    response: coursePlanList,
    errors: ['NOT_FOUND'],
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/menu/plan-settings',
    summary: 'お客様がスマートフォンから放題プランを始められるか',
    body: coursePlanSettingsInput,
    response: coursePlanList,
    errors: [],
  }),
  seatPlans: endpoint({
    method: 'GET',
    path: '/api/orders/plans',
    summary: '座席の放題プランと始められるプラン',
    response: staffSeatPlans,
    errors: [],
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/orders/seats/:seatId/plans',
    summary: '座席で放題プランを始める（料金を注文として加える）',
    body: startPlanInput,
    status: 201,
    response: seatPlan,
    errors: ['NOT_FOUND', ...planErrors],
  }),
  extend: endpoint({
    method: 'POST',
    path: '/api/orders/seat-plans/:id/extend',
    summary: '放題プランを延長する',
    body: extendPlanInput,
    response: seatPlan,
    errors: ['NOT_FOUND', 'PLAN_CLOSED'],
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/orders/seat-plans/:id/end',
    summary: '放題プランを終了する',
    response: seatPlan,
    errors: ['NOT_FOUND', 'PLAN_CLOSED'],
  }),
  dinerPlans: endpoint({
    method: 'GET',
    path: '/api/mobile-order/:companyId/:seatId/plans',
    summary: '座席の放題プラン（プランのメニューと残り時間）',
    response: dinerPlans,
    errors: ['SEAT_NOT_FOUND'],
  }),
  dinerStart: endpoint({
    method: 'POST',
    path: '/api/mobile-order/:companyId/:seatId/plans',
    summary: 'お客様が放題プランを始める（お店が許可したときのみ）',
    body: dinerStartPlanInput,
    status: 201,
    response: seatPlan,
    errors: ['FORBIDDEN', ...planErrors],
  }),
  /** The same requestKey again answers the order it placed. */
  planOrder: endpoint({
    method: 'POST',
    path: '/api/mobile-order/:companyId/:seatId/plan-orders',
    summary: '放題プランの商品を注文する',
    body: planOrderInput,
    status: 201,
    response: placedOrder,
    errors: [
      'SEAT_NOT_FOUND',
      'ITEM_NOT_FOUND',
      'INVALID_OPTIONS',
      'SOLD_OUT',
      'ORDERING_CLOSED',
      'SEAT_NOT_OPEN',
      'PLAN_CLOSED',
      'NOT_IN_PLAN',
      'PLAN_LIMIT',
    ],
  }),
};
