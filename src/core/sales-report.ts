/**
 * 売上日報 and 月報 of a restaurant: the business day, and the figures read from the stored
 * payments of 会計 (money) and visits (組数・客数). Pure, shared by the server that reads the rows
 * and the tests that check them to the yen. Money is integer yen, 税込 as the receipts state it.
 */
import { addDays, japanDateOf, type PlainDate, startOfJapanDay } from './calendar';
import { divide, type RateBreakdown, type TaxCategory } from './money';
import type { OrderingPeriod } from './ordering-hours';
import { type PaymentMethod, paymentMethods } from './seat-bill';

const hourMs = 3_600_000;

/**
 * When the business day begins, in hours after 0:00 JST. A store whose ordering hours pass
 * midnight (17:00–翌2:00) closes its day at its earliest opening hour, so the night's bills after
 * midnight belong to the evening they started; a store whose hours end by midnight (or that set
 * none) counts calendar days.
 */
export function businessDayStartHour(periods: readonly Pick<OrderingPeriod, 'opensAt' | 'closesAt'>[]): number {
  if (!periods.some((p) => p.closesAt > 1440)) return 0;
  return Math.floor(Math.min(...periods.map((p) => p.opensAt)) / 60);
}

/** The business day `date` as instants: from its start hour until the next day's. */
export function businessDayRange(date: PlainDate, startHour: number): { fromMs: number; toMs: number } {
  return { fromMs: startOfJapanDay(date) + startHour * hourMs, toMs: startOfJapanDay(addDays(date, 1)) + startHour * hourMs };
}

/** The business day an instant belongs to (a 1:30 bill of a day starting at 5:00 is the day before's). */
export function businessDayOf(ms: number, startHour: number): PlainDate {
  return japanDateOf(ms - startHour * hourMs);
}

/** The clock hour (0–23, JST) of an instant within its business day, and its place from the day's start (0–23). */
export function hourSlotOf(ms: number, dayFromMs: number): number {
  return Math.min(23, Math.max(0, Math.floor((ms - dayFromMs) / hourMs)));
}

/** 「17時」, past midnight 「翌1時」: the slot's clock hour as a business day starting at `startHour` reads it. */
export function slotLabel(slot: number, startHour: number): string {
  const hour = startHour + slot;
  return hour >= 24 ? `翌${hour - 24}時` : `${hour}時`;
}

/** 客単価: 税込 sales per guest, rounded half up to the yen; null without counted guests. */
export function averageSpend(sales: number, guests: number): number | null {
  if (guests <= 0) return null;
  return Number(divide(BigInt(sales), BigInt(guests), 'round'));
}

/** 回転率: 組数 ÷ seats, to two decimals (half up); null for a store without seats. */
export function turnoverRate(groups: number, seats: number): number | null {
  if (seats <= 0) return null;
  return Number(divide(BigInt(groups) * 100n, BigInt(seats), 'round')) / 100;
}

export type AbcClass = 'A' | 'B' | 'C';

/**
 * ABC analysis of a ranking by sales: the items that make the first 70% of the sales are A, those
 * of the next 20% B, the rest C. An item is classed by the share before it, so the best seller is
 * always A. Sorted by amount (then quantity, then name); counted in integers, never floats.
 */
export function abcRanking<T extends { name: string; quantity: number; amount: number }>(
  items: readonly T[],
): (T & { rank: number; abc: AbcClass })[] {
  const sorted = [...items].sort(
    (a, b) => b.amount - a.amount || b.quantity - a.quantity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const total = sorted.reduce((sum, i) => sum + Math.max(i.amount, 0), 0);
  let before = 0;
  return sorted.map((item, index) => {
    const abc: AbcClass = total <= 0 || before * 100 < total * 70 ? 'A' : before * 100 < total * 90 ? 'B' : 'C';
    before += Math.max(item.amount, 0);
    return { ...item, rank: index + 1, abc };
  });
}

/** A stored 会計 as the figures read it (seat_payments, with its visit's guests). */
export type PaymentRow = {
  id: string;
  visitId: string | null;
  /** The visit's 大人 + 子供; null when not counted (a seat a diner's order opened) or no visit. */
  guests: number | null;
  total: number;
  tax: RateBreakdown[];
  discountAmount: number;
  serviceChargeAmount: number;
  paidAtMs: number;
} & Record<PaymentMethod, number>;

export type RateSales = { taxCategory: TaxCategory; rate: number; sales: number; base: number; tax: number };

export type SalesSummary = {
  /** 税込, the sum of the payments' totals. */
  sales: number;
  /** 税抜 and the tax, per rate summed over the payments as each receipt took it out. */
  salesExclTax: number;
  tax: number;
  byRate: RateSales[];
  payments: number;
  groups: number;
  guests: number;
  /** 組 whose guests were not counted (their 客数 is not in `guests`). */
  uncountedGroups: number;
  averageSpend: number | null;
  discounts: { count: number; amount: number };
  serviceCharges: { count: number; amount: number };
  methods: Record<PaymentMethod, number>;
};

const rateOrder: TaxCategory[] = ['standard', 'reduced', 'exempt', 'outside'];

/**
 * The money of a set of payments and the 組数・客数 of their visits: a visit paid in several parts
 * (分割会計) is one 組 counted once; a payment without a visit is a 組 of its own, uncounted.
 */
export function summarizePayments(rows: readonly PaymentRow[]): SalesSummary {
  const rates = new Map<TaxCategory, RateSales>();
  const methods = Object.fromEntries(paymentMethods.map((m) => [m, 0])) as Record<PaymentMethod, number>;
  const groups = new Map<string, number | null>();
  let sales = 0;
  const discounts = { count: 0, amount: 0 };
  const serviceCharges = { count: 0, amount: 0 };
  for (const row of rows) {
    sales += row.total;
    for (const r of row.tax) {
      const entry = rates.get(r.taxCategory) ?? { taxCategory: r.taxCategory, rate: r.rate, sales: 0, base: 0, tax: 0 };
      entry.base += r.base;
      entry.tax += r.tax;
      entry.sales += r.base + r.tax;
      rates.set(r.taxCategory, entry);
    }
    for (const m of paymentMethods) methods[m] += row[m];
    if (row.discountAmount > 0) {
      discounts.count += 1;
      discounts.amount += row.discountAmount;
    }
    if (row.serviceChargeAmount > 0) {
      serviceCharges.count += 1;
      serviceCharges.amount += row.serviceChargeAmount;
    }
    groups.set(row.visitId ?? `payment:${row.id}`, row.guests);
  }
  const byRate = rateOrder.flatMap((c) => {
    const r = rates.get(c);
    return r && (r.sales !== 0 || r.tax !== 0) ? [r] : [];
  });
  const guests = [...groups.values()].reduce<number>((sum, g) => sum + (g ?? 0), 0);
  return {
    sales,
    salesExclTax: byRate.reduce((sum, r) => sum + r.base, 0),
    tax: byRate.reduce((sum, r) => sum + r.tax, 0),
    byRate,
    payments: rows.length,
    groups: groups.size,
    guests,
    uncountedGroups: [...groups.values()].filter((g) => g === null).length,
    averageSpend: averageSpend(sales, guests),
    discounts,
    serviceCharges,
    methods,
  };
}

/** The business days of a month (YYYY-MM), first to last. */
export function daysOfMonth(month: string): PlainDate[] {
  const first = `${month}-01` as PlainDate;
  const days: PlainDate[] = [];
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}
