import { randomUUID } from 'node:crypto';
import { formatYen } from '@/core/format';
import type { PaymentInput } from '@/core/schemas/table-service';
import {
  type AdjustmentLine,
  type BillLine,
  type BillTotals,
  billTotals,
  discountProblem,
  paymentMethodLabels,
  paymentMethods,
  type SplitKind,
  settlePayments,
} from '@/core/seat-bill';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Tx } from '../../db/client';
import { seatPayments } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { roundingModeOf } from '../../ordering/seat-visits';

export type Bill = { seat: { id: string; name: string }; visitId: string | null; lines: BillLine[]; orderCount: number };

/**
 * The payment of 会計, checked against the bill the server reads (never the screen's sums): the
 * total the screen showed must still be the bill's, a fixed discount no more than the items, and
 * the amounts must cover it with only cash going over. Stored for the day's figures, and logged
 * with its 割引・サービス料 in the operation history.
 */
export async function settleBill(tx: Tx, user: CompanyUser, bill: Bill, input: PaymentInput, now: number) {
  const adjustments = { discount: input.discount, serviceChargePercent: input.serviceChargePercent };
  const totals = billTotals(bill.lines, adjustments, await roundingModeOf(tx, user.companyId));
  const tooMuchOff = discountProblem(totals.itemsTotal, input.discount);
  if (tooMuchOff) throw new AppError(400, 'PAYMENT_MISMATCH', tooMuchOff);
  if (totals.total !== input.total)
    throw new AppError(
      409,
      'BILL_CHANGED',
      `お会計の内容が変わりました（現在 ${formatYen(totals.total)}）。明細を確かめてから、もう一度会計してください`,
    );
  return storePayment(tx, user, bill, input, { ...totals, split: null }, now);
}

/** What a payment stores: the bill's figures, or a part's (分割会計) with which part it is. */
export type PaymentFigures = {
  itemsTotal: number;
  discountAmount: number;
  serviceChargeAmount: number;
  total: number;
  byRate: BillTotals['byRate'];
  adjustmentLines: AdjustmentLine[];
  split: { kind: SplitKind; count: number | null; index: number; lines: BillLine[] | null } | null;
};

/**
 * The amounts entered must cover `figures.total` with only cash going over; then the payment is
 * stored and logged. Answers the payment and the 割引・サービス料 lines for the receipt.
 */
export async function storePayment(tx: Tx, user: CompanyUser, bill: Bill, input: PaymentInput, figures: PaymentFigures, now: number) {
  const totals = figures;
  const settled = settlePayments(totals.total, input.payments);
  if ('problem' in settled) throw new AppError(400, 'PAYMENT_MISMATCH', settled.problem);
  const { byMethod, cashTendered, change } = settled.settlement;
  const id = randomUUID();
  await tx.insert(seatPayments).values({
    id,
    companyId: user.companyId,
    seatId: bill.seat.id,
    visitId: bill.visitId,
    seatName: bill.seat.name,
    orderCount: bill.orderCount,
    itemsTotal: totals.itemsTotal,
    discountKind: input.discount?.kind ?? null,
    discountValue: input.discount?.value ?? null,
    discountAmount: totals.discountAmount,
    discountReason: input.discount?.reason ?? '',
    serviceChargePercent: input.serviceChargePercent,
    serviceChargeAmount: totals.serviceChargeAmount,
    total: totals.total,
    tax: totals.byRate,
    ...byMethod,
    cashTendered,
    changeGiven: change,
    paidAtMs: now,
    paidBy: user.id,
    splitKind: figures.split?.kind ?? null,
    splitCount: figures.split?.count ?? null,
    splitIndex: figures.split?.index ?? null,
    lines: figures.split?.lines ?? null,
  });
  const paidWith = paymentMethods.filter((m) => byMethod[m] > 0).map((m) => `${paymentMethodLabels[m]} ${formatYen(byMethod[m])}`);
  await recordOperation(tx, actorOf(user), {
    operationType: 'seat.checkout',
    targetType: 'seat_payment',
    targetId: id,
    detail: {
      // name: how the history screen labels the entry.
      name: [
        `${bill.seat.name} ${formatYen(totals.total)}${figures.split ? `（分割会計 ${figures.split.index}${figures.split.count ? `/${figures.split.count}` : ''}）` : ''}`,
        ...totals.adjustmentLines.map((l) => `${l.name} ${formatYen(l.amount)}`),
        ...paidWith,
      ].join('、'),
      seatName: bill.seat.name,
      total: totals.total,
      discount: input.discount ? { ...input.discount, amount: totals.discountAmount } : null,
      serviceCharge: { percent: input.serviceChargePercent, amount: totals.serviceChargeAmount },
    },
  });
  return { adjustments: totals.adjustmentLines, payment: { id, total: totals.total, change } };
}
