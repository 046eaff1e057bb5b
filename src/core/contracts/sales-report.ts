import { z } from 'zod';
import { dateField } from '../schemas/documents';
import { endpoint } from './endpoint';

/** 売上日報・月報 (/api/sales-report): a restaurant's day and month, for members with the 注文確認 flag. */

const countAmount = z.object({ count: z.number(), amount: z.number() });
const methods = z.object({ cash: z.number(), card: z.number(), qr: z.number(), other: z.number() });

/** The money of the day's (or month's) 会計 and its visits: what the receipts add up to. */
export const salesSummary = z.object({
  /** 税込. */
  sales: z.number(),
  salesExclTax: z.number(),
  tax: z.number(),
  /** Per tax rate: 税込 sales, 税抜 base and the tax, as each receipt took it out. */
  byRate: z.array(
    z.object({
      taxCategory: z.enum(['standard', 'reduced', 'exempt', 'outside']),
      rate: z.number(),
      sales: z.number(),
      base: z.number(),
      tax: z.number(),
    }),
  ),
  payments: z.number(),
  groups: z.number(),
  guests: z.number(),
  uncountedGroups: z.number(),
  averageSpend: z.number().nullable(),
  /** 組数 ÷ seats, two decimals; null without seats. */
  turnover: z.number().nullable(),
  discounts: countAmount,
  serviceCharges: countAmount,
  methods,
});

const salesLine = z.object({ name: z.string(), quantity: z.number(), amount: z.number() });

export const dailyReport = z.object({
  date: z.string(),
  /** When the business day starts (hours after 0:00 JST) and its bounds in ms. */
  startHour: z.number(),
  fromMs: z.number(),
  toMs: z.number(),
  seats: z.number(),
  summary: salesSummary,
  /** 取消: orders of the day cancelled, and what they would have cost. */
  cancellations: countAmount,
  /** From an order to its lines served (キッチン表示 or 注文確認), in seconds; null when none was served. */
  averageServeSeconds: z.number().nullable(),
  /** Every hour of the business day from its start: 会計 taken (税込) and orders placed. */
  byHour: z.array(z.object({ slot: z.number(), label: z.string(), sales: z.number(), orders: z.number() })),
  /** Items ordered (not cancelled), 税込 at menu prices before 割引. */
  byCategory: z.array(salesLine),
  byItem: z.array(salesLine.extend({ rank: z.number(), abc: z.enum(['A', 'B', 'C']) })),
});
export type DailyReport = z.output<typeof dailyReport>;

export const monthlyReport = z.object({
  month: z.string(),
  startHour: z.number(),
  seats: z.number(),
  days: z.array(salesSummary.extend({ date: z.string(), cancellations: countAmount })),
  total: salesSummary.extend({ cancellations: countAmount }),
});
export type MonthlyReport = z.output<typeof monthlyReport>;

const encoding = z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8');
/** The business day asked for; without one, the business day under way now. */
export const dayQuery = z.object({ date: dateField('日付').optional() });
export const monthQuery = z.object({
  month: z
    .string({ error: '月を入力してください' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月は YYYY-MM の形式で入力してください'),
});

export const salesReportEndpoints = {
  day: endpoint({ method: 'GET', path: '/api/sales-report/day', summary: '売上日報', query: dayQuery, response: dailyReport, errors: [] }),
  month: endpoint({
    method: 'GET',
    path: '/api/sales-report/month',
    summary: '月報',
    query: monthQuery,
    response: monthlyReport,
    errors: [],
  }),
  dayCsv: endpoint({
    method: 'GET',
    path: '/api/sales-report/day/csv',
    summary: '売上日報のCSV',
    query: z.object({ date: dateField('日付'), encoding }),
    response: { file: 'text/csv' },
    errors: [],
  }),
  monthCsv: endpoint({
    method: 'GET',
    path: '/api/sales-report/month/csv',
    summary: '月報のCSV',
    query: monthQuery.extend({ encoding }),
    response: { file: 'text/csv' },
    errors: [],
  }),
};
