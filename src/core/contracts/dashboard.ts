import { z } from 'zod';
import { endpoint } from './endpoint';

/** ダッシュボード (/api/dashboard): needs no flag; each panel is present only when the user may open its area. */

export const countAmount = z.object({ count: z.number(), amount: z.number() });
export type CountAmount = z.output<typeof countAmount>;

const invoiceFigures = z.object({
  thisMonth: z.number(),
  lastMonth: z.number(),
  /** 未入金: invoices and 合計請求書 still owing, less payments and 返品・値引き (as 売掛金 counts them). */
  unpaid: countAmount,
  /** Of them, past their 支払期限: invoices, and 合計請求書 apart (each kind's list has its own 期限超過). */
  overdue: countAmount,
  overdueStatements: countAmount,
  /** The last 12 months, oldest first: YYYY-MM and the invoiced amount (tax included). */
  monthly: z.array(z.object({ month: z.string(), amount: z.number() })),
});

const orderFigures = z.object({
  count: z.number(),
  takings: z.number(),
  openSeats: z.number(),
  seats: z.number(),
  /** Every hour 0–23 (JST) with its order count. */
  byHour: z.array(z.object({ hour: z.number(), count: z.number() })),
  topItems: z.array(z.object({ name: z.string(), quantity: z.number(), amount: z.number() })),
});

const activityEntry = z.object({
  id: z.string(),
  label: z.string(),
  timestamp: z.string(),
  userName: z.string(),
  targetLabel: z.string(),
  link: z.string().nullable(),
});

export const dashboard = z.object({
  today: z.string(),
  invoices: invoiceFigures.nullable(),
  quotations: z.object({ open: countAmount }).nullable(),
  purchaseOrders: z.object({ awaitingDelivery: countAmount }).nullable(),
  orders: orderFigures.nullable(),
  activity: z.array(activityEntry).nullable(),
  /** First steps of a new company, only those the user may take; `isDone` once there is data. */
  setup: z.array(z.object({ key: z.enum(['products', 'customers', 'quotation', 'seats', 'menu']), isDone: z.boolean() })),
});
export type Dashboard = z.output<typeof dashboard>;

export const dashboardEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/dashboard', summary: 'ダッシュボードの数字', response: dashboard, errors: [] }),
};
