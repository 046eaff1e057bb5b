import { and, asc, eq } from 'drizzle-orm';
import { type BillPart, chooseLines, nextEvenPart, paidPartsOf, unpaidLines } from '@/core/bill-split';
import { formatYen } from '@/core/format';
import type { PaymentInput } from '@/core/schemas/table-service';
import { type AdjustmentLine, type BillItem, type BillLine, billTotals, discountProblem } from '@/core/seat-bill';
import type { Db, Tx } from '../../db/client';
import { seatPayments } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { roundingModeOf } from '../../ordering/seat-visits';
import { type Bill, storePayment } from './settle-bill';

type PaymentRow = typeof seatPayments.$inferSelect;

/** The parts already paid of a visit's bill, oldest first. */
export function paidPartsOfVisit(db: Db | Tx, companyId: string, visitId: string) {
  return db
    .select()
    .from(seatPayments)
    .where(and(eq(seatPayments.companyId, companyId), eq(seatPayments.visitId, visitId)))
    .orderBy(asc(seatPayments.paidAtMs), asc(seatPayments.splitIndex));
}

/** The part paid, what its 領収書 lists, and whether it was the last (the seat then closes). */
export type SettledPart = {
  payment: { id: string; total: number; change: number };
  receiptItems: BillItem[];
  adjustments: AdjustmentLine[];
  isLast: boolean;
};

const billChanged = (total: number) =>
  new AppError(
    409,
    'BILL_CHANGED',
    `お会計の内容が変わりました（この会計 ${formatYen(total)}）。明細を確かめてから、もう一度会計してください`,
  );

/**
 * One part of 分割会計, checked against the bill the server reads. A visit is split one way only:
 * a 割り勘 keeps its number of parts and the 割引・サービス料 of its first part (they apply to the
 * whole bill before it is divided); by items, each part is the bill of its chosen lines with its
 * own 割引・サービス料. The total the screen showed must be this part's.
 */
export async function settlePart(tx: Tx, user: CompanyUser, bill: Bill & { visitId: string }, input: PaymentInput, now: number) {
  const split = input.split;
  if (!split) throw new AppError(500, 'INTERNAL', '分割の指定がありません');
  const rows = await paidPartsOfVisit(tx, user.companyId, bill.visitId);
  const started = rows[0];
  if (started && started.splitKind !== split.kind)
    throw new AppError(
      409,
      'PAYMENT_MISMATCH',
      started.splitKind === 'even' ? 'この会計は割り勘の途中です。残りも割り勘でお会計してください' : 'この会計は商品ごとの分割の途中です',
    );
  const mode = await roundingModeOf(tx, user.companyId);
  const index = rows.length + 1;
  if (split.kind === 'even') {
    const count = started?.splitCount ?? split.parts;
    if (count !== split.parts) throw new AppError(409, 'PAYMENT_MISMATCH', `分割数は途中で変えられません（${count}分割）`);
    const adjusted = started ? storedAdjustments(started, input) : input;
    const whole = billTotals(bill.lines, { discount: adjusted.discount, serviceChargePercent: adjusted.serviceChargePercent }, mode);
    const tooMuchOff = discountProblem(whole.itemsTotal, adjusted.discount);
    if (tooMuchOff) throw new AppError(400, 'PAYMENT_MISMATCH', tooMuchOff);
    const part = nextEvenPart(whole, paidPartsOf(rows), count, mode);
    if (!part) throw new AppError(409, 'PAYMENT_MISMATCH', 'このお会計はすべて支払い済みです');
    if (part.total !== input.total) throw billChanged(part.total);
    const stored = await storePayment(
      tx,
      user,
      { ...bill, orderCount: index === 1 ? bill.orderCount : 0 },
      adjusted,
      { ...part, adjustmentLines: [], split: { kind: 'even', count, index, lines: null } },
      now,
    );
    return { payment: stored.payment, receiptItems: evenReceiptItems(part, index, count), adjustments: [], isLast: part.isLast };
  }
  const unpaid = unpaidLines(
    bill.lines,
    rows.flatMap((r) => r.lines ?? []),
  );
  const chosen = chooseLines(unpaid, split.lines);
  if ('problem' in chosen) throw new AppError(409, 'PAYMENT_MISMATCH', chosen.problem);
  const totals = billTotals(chosen.lines, { discount: input.discount, serviceChargePercent: input.serviceChargePercent }, mode);
  const tooMuchOff = discountProblem(totals.itemsTotal, input.discount);
  if (tooMuchOff) throw new AppError(400, 'PAYMENT_MISMATCH', tooMuchOff);
  if (totals.total !== input.total) throw billChanged(totals.total);
  const isLast = chosen.lines.reduce((n, l) => n + l.quantity, 0) === unpaid.reduce((n, l) => n + l.quantity, 0);
  const stored = await storePayment(
    tx,
    user,
    { ...bill, orderCount: index === 1 ? bill.orderCount : 0 },
    input,
    { ...totals, split: { kind: 'items', count: null, index, lines: chosen.lines } },
    now,
  );
  return { payment: stored.payment, receiptItems: chosen.lines.map(toItem), adjustments: stored.adjustments, isLast };
}

const toItem = (l: BillLine): BillItem => ({ name: l.name, price: l.price, quantity: l.quantity, taxCategory: l.taxCategory });

/** A 割り勘 part's receipt: one line per rate, 「割り勘 1/3」, its tax taken out as the part's. */
const evenReceiptItems = (part: BillPart, index: number, count: number): BillItem[] =>
  part.byRate.map((r) => ({ name: `お会計 割り勘 ${index}/${count}`, price: r.base + r.tax, quantity: 1, taxCategory: r.taxCategory }));

/** The 割引・サービス料 a 割り勘 took at its first part: they are the whole bill's. */
function storedAdjustments(row: PaymentRow, input: PaymentInput): PaymentInput {
  const discount =
    row.discountKind && row.discountValue !== null
      ? { kind: row.discountKind, value: row.discountValue, reason: row.discountReason }
      : null;
  return { ...input, discount, serviceChargePercent: row.serviceChargePercent };
}
