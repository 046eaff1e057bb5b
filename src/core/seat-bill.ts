import { formatYen } from './format';
import { type ChosenOption, lineTitle } from './item-options';
import { divide, documentTotals, type MoneyLine, type RateBreakdown, type RoundingMode, type TaxCategory, taxCategories } from './money';

/**
 * A seat's bill from 来店 to 会計: the lines its guests ordered, 割引 and サービス料, the total with
 * its tax as the 領収書 states it, and how it was paid. One module for the pay screen, the server
 * that stores the payment and the receipt, so the three never differ by a yen.
 */

/** Who opens a seat: the first diner's order (as before 来店 existed) or staff at 来店登録. */
export const seatOpenings = ['diner', 'staff'] as const;
export type SeatOpening = (typeof seatOpenings)[number];
export const seatOpeningLabels: Record<SeatOpening, string> = {
  diner: 'お客様の最初の注文で自動的に開始',
  staff: 'スタッフが来店登録してから注文を受け付ける',
};

/** 客層, optional at 来店. */
export const guestSegments = ['men', 'women', 'mixed', 'family', 'group'] as const;
export type GuestSegment = (typeof guestSegments)[number];
export const guestSegmentLabels: Record<GuestSegment, string> = {
  men: '男性',
  women: '女性',
  mixed: '男女',
  family: '家族',
  group: '団体',
};

/** 「大人2名・子供1名」; null counts (a seat a diner's order opened) are 人数未登録. */
export function guestsText(visit: { adults: number | null; children: number | null }): string {
  if (visit.adults === null) return '人数未登録';
  return visit.children ? `大人${visit.adults}名・子供${visit.children}名` : `${visit.adults}名`;
}

/** How many お通し a visit gets: one per adult, and per child where the store says so. */
export const coverQuantity = (visit: { adults: number; children: number }, isForChildren: boolean) =>
  visit.adults + (isForChildren ? visit.children : 0);

export const discountKinds = ['amount', 'percent'] as const;
export type DiscountKind = (typeof discountKinds)[number];
export const paymentMethods = ['cash', 'card', 'qr', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = { cash: '現金', card: 'カード', qr: 'QR決済', other: 'その他' };

/**
 * The rate of an item taken out (お持ち帰り): 軽減税率 8% for food and soft drinks, 10% for 酒類 and
 * what is not food. Eaten in, everything is 10% (外食 is outside 軽減税率).
 */
export const takeoutTaxCategories = ['reduced', 'standard'] as const;
export type TakeoutTaxCategory = (typeof takeoutTaxCategories)[number];
export const takeoutTaxCategoryLabels: Record<TakeoutTaxCategory, string> = {
  reduced: '8%（飲食料品）',
  standard: '10%（酒類など）',
};

/** 分割会計: 割り勘 (the whole bill divided N ways) or by items (each part its own lines). */
export const splitKinds = ['even', 'items'] as const;
export type SplitKind = (typeof splitKinds)[number];

/** What an order line holds that the bill reads; `taxCategory` only on a line taken out. */
export type BillItem = { name: string; price: number; quantity: number; options?: ChosenOption[]; taxCategory?: TaxCategory };
/** A line of the bill: the same item at the same price and rate (options named, ラーメン（大盛り）) is one line. */
export type BillLine = { name: string; price: number; quantity: number; amount: number; taxCategory: TaxCategory };

/** How a line is named when a part of a split bill chooses it: the same item, price and rate. */
export const billLineKey = (line: Pick<BillLine, 'name' | 'price' | 'taxCategory'>) => `${line.taxCategory}:${line.price}:${line.name}`;

export function billLines(items: readonly BillItem[]): BillLine[] {
  const merged = new Map<string, BillLine>();
  for (const item of items) {
    const name = lineTitle(item);
    const taxCategory = item.taxCategory ?? 'standard';
    const key = billLineKey({ name, price: item.price, taxCategory });
    const line = merged.get(key) ?? { name, price: item.price, quantity: 0, amount: 0, taxCategory };
    line.quantity += item.quantity;
    line.amount += item.price * item.quantity;
    merged.set(key, line);
  }
  return [...merged.values()];
}

export type BillDiscount = { kind: DiscountKind; value: number; reason: string };
export type BillAdjustments = { discount: BillDiscount | null; serviceChargePercent: number };
export const noAdjustments: BillAdjustments = { discount: null, serviceChargePercent: 0 };

/**
 * 割引 and サービス料 as lines of the receipt (税込): a discount is negative, shared over the rates in
 * proportion to the items of each; the サービス料 is a service, 10%.
 */
export type AdjustmentLine = { kind: 'discount' | 'item'; name: string; amount: number; taxCategory: TaxCategory };

/**
 * `amount` shared over `weights` in proportion, each share rounded down and the last weight taking
 * what is left, so the shares always add up to `amount` exactly.
 */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  let left = amount;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return left;
    const share = whole === 0 ? 0 : Number((BigInt(amount) * BigInt(weight)) / BigInt(whole));
    left -= share;
    return share;
  });
}

/** The items' amount per rate, in the order of the tax categories. */
export function itemsByRate(lines: readonly Pick<BillLine, 'amount' | 'taxCategory'>[]): { taxCategory: TaxCategory; amount: number }[] {
  return taxCategories
    .filter((c) => lines.some((l) => l.taxCategory === c))
    .map((taxCategory) => ({ taxCategory, amount: lines.filter((l) => l.taxCategory === taxCategory).reduce((s, l) => s + l.amount, 0) }));
}

const rateSuffix: Record<TaxCategory, string> = {
  standard: '（10%対象）',
  reduced: '（8%対象）',
  exempt: '（非課税）',
  outside: '（不課税）',
};

export type BillTotals = {
  itemsTotal: number;
  discountAmount: number;
  serviceChargeAmount: number;
  /** 税込, what the guests pay. */
  total: number;
  /** The tax in the total per rate, taken out once per rate as the receipt does. */
  byRate: RateBreakdown[];
  tax: number;
  adjustmentLines: AdjustmentLine[];
};

const discountName = (d: BillDiscount) => `割引${d.kind === 'percent' ? ` ${d.value}%` : ''}${d.reason ? `（${d.reason}）` : ''}`;

/**
 * The bill's totals. Menu prices are 税込 and eating in is 10% (a line taken out carries its own
 * rate); the discount is taken from the
 * items' total (a percentage rounded by the company's mode), the サービス料 is a percentage of what
 * remains, and the tax is taken out of the whole once, as the seat's 領収書 does.
 */
export function billTotals(lines: readonly BillLine[], adjustments: BillAdjustments, mode: RoundingMode): BillTotals {
  const itemsTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const { discount, serviceChargePercent } = adjustments;
  const percentOf = (base: number, percent: number) => Number(divide(BigInt(base) * BigInt(percent), 100n, mode));
  const discountAmount = discount
    ? Math.min(discount.kind === 'percent' ? percentOf(itemsTotal, discount.value) : discount.value, itemsTotal)
    : 0;
  const serviceChargeAmount = serviceChargePercent > 0 ? percentOf(itemsTotal - discountAmount, serviceChargePercent) : 0;
  const rates = itemsByRate(lines);
  const discountShares = shareOut(
    discountAmount,
    rates.map((r) => r.amount),
  );
  const discountLines: AdjustmentLine[] =
    discount && discountAmount > 0
      ? rates
          .map((r, i) => ({
            kind: 'discount' as const,
            name: rates.length > 1 ? `${discountName(discount)}${rateSuffix[r.taxCategory]}` : discountName(discount),
            amount: -(discountShares[i] ?? 0),
            taxCategory: r.taxCategory,
          }))
          .filter((l) => l.amount !== 0)
      : [];
  const adjustmentLines: AdjustmentLine[] = [
    ...discountLines,
    ...(serviceChargeAmount > 0
      ? [
          {
            kind: 'item' as const,
            name: `サービス料 ${serviceChargePercent}%`,
            amount: serviceChargeAmount,
            taxCategory: 'standard' as const,
          },
        ]
      : []),
  ];
  const moneyLines: MoneyLine[] = [
    ...lines.map((l) => ({ kind: 'item' as const, quantity: l.quantity, unitPrice: l.price, taxCategory: l.taxCategory })),
    ...adjustmentLines.map((l) => ({ kind: l.kind, quantity: 1, unitPrice: l.amount, taxCategory: l.taxCategory })),
  ];
  const totals = documentTotals(moneyLines, mode, 'inclusive');
  return {
    itemsTotal,
    discountAmount,
    serviceChargeAmount,
    total: totals.total,
    byRate: totals.byRate,
    tax: totals.tax,
    adjustmentLines,
  };
}

/** A fixed discount beyond the items would pay the guests: refused, in Japanese (null: fine). */
export function discountProblem(itemsTotal: number, discount: BillDiscount | null): string | null {
  return discount?.kind === 'amount' && discount.value > itemsTotal
    ? `割引額はお会計の商品の合計（${formatYen(itemsTotal)}）以下にしてください`
    : null;
}

export type PaymentEntry = { method: PaymentMethod; amount: number };
/** How a bill was paid: the amount kept per method (cash: handed over less the change). */
export type Settlement = { byMethod: Record<PaymentMethod, number>; cashTendered: number; change: number };

/**
 * Settles `total` with the amounts entered per method: together they must cover it, and only
 * cash may go over it (the difference is the change). Returns the problem, in Japanese, instead.
 */
export function settlePayments(total: number, entries: readonly PaymentEntry[]): { settlement: Settlement } | { problem: string } {
  const byMethod: Record<PaymentMethod, number> = { cash: 0, card: 0, qr: 0, other: 0 };
  for (const entry of entries) byMethod[entry.method] += entry.amount;
  const cashTendered = byMethod.cash;
  const otherThanCash = byMethod.card + byMethod.qr + byMethod.other;
  if (otherThanCash > total) return { problem: `現金以外のお支払いがお会計（${formatYen(total)}）を超えています` };
  const short = total - otherThanCash - cashTendered;
  if (short > 0) return { problem: `お支払いが${formatYen(short)}足りません` };
  const change = short < 0 ? -short : 0;
  return { settlement: { byMethod: { ...byMethod, cash: cashTendered - change }, cashTendered, change } };
}
