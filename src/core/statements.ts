/**
 * 合計請求書 (statement by 締め日) as pure rules: which customers close on a day, the period a
 * statement covers, and its figures — 前回請求額, 入金額, 返品・値引き, 繰越額, 今回お買上額,
 * 消費税 and 今回請求額. Used by the batch, the screens and the tests alike.
 */
import { addDays, addMonths, daysInMonth, endOfMonth, plainDate } from './calendar';
import { monthEnd, type PaymentTerms } from './schemas/customers';

// Read without checking: a form's validator asks closingDaysOf about text that may be no date at all.
const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Whether a customer with these terms closes on `date`: 20日締め on the 20th, 末日締め on the month's last day. */
export function closesOn(terms: Pick<PaymentTerms, 'closingDay'>, date: string): boolean {
  const [y, m, d] = partsOf(date);
  return terms.closingDay === monthEnd ? d === daysInMonth(y, m) : d === terms.closingDay;
}

/** The 締め日 value customers closing on `date` have: the day, or 31 (末) on a month's last day. */
export function closingDaysOf(date: string): number[] {
  const [y, m, d] = partsOf(date);
  const days = d <= 28 ? [d] : [];
  return d === daysInMonth(y, m) ? [...days, monthEnd] : days;
}

/** The closing one month before `date` for the same 締め日: 2026-11-20 → 2026-10-20, 11-30 (末) → 10-31. */
export function previousClosing(date: string): string {
  const closing = plainDate(date);
  const monthBefore = addMonths(closing, -1);
  return closing === endOfMonth(closing) ? endOfMonth(monthBefore) : monthBefore;
}

/** The day after `date`. */
export function dayAfter(date: string): string {
  return addDays(plainDate(date), 1);
}

/** 11月20日締め分: the subject every statement of a closing carries. */
export function closingLabel(date: string): string {
  const [, m, d] = partsOf(date);
  return `${m}月${d}日締め分`;
}

export type StatementFigures = {
  previousBilled: number;
  received: number;
  /** 返品・値引き given back on earlier statements since the previous one. */
  credited: number;
  carriedOver: number;
  purchases: number;
  tax: number;
  billed: number;
};

/**
 * The figures of a statement. `receivedToDate` is everything the customer paid towards
 * statements up to the closing (fee included) and `creditedToDate` every 返品・値引き issued on
 * their statements by then; the previous statement counted `previousReceivedToDate` and
 * `previousCreditedToDate` of them, so 入金額 and 返品・値引き are what came since and neither is
 * counted twice. 繰越額 = 前回請求額 − 入金額 − 返品・値引き.
 */
export function statementFigures(f: {
  previousBilled: number;
  receivedToDate: number;
  previousReceivedToDate: number;
  creditedToDate: number;
  previousCreditedToDate: number;
  purchases: number;
  tax: number;
}): StatementFigures {
  const received = f.receivedToDate - f.previousReceivedToDate;
  const credited = f.creditedToDate - f.previousCreditedToDate;
  const carriedOver = f.previousBilled - received - credited;
  return {
    previousBilled: f.previousBilled,
    received,
    credited,
    carriedOver,
    purchases: f.purchases,
    tax: f.tax,
    billed: carriedOver + f.purchases + f.tax,
  };
}

/** A customer with no new sales and nothing carried over has nothing to bill: no statement. */
export const hasSomethingToBill = (f: Pick<StatementFigures, 'carriedOver' | 'purchases' | 'tax'>, sourceCount: number) =>
  sourceCount > 0 || f.carriedOver !== 0;
