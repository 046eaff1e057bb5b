/**
 * 支払期日 of a purchase order under 取適法 (中小受託取引適正化法, formerly 下請法) and the
 * フリーランス法: payment within 60 days of receiving the goods or work, the day of receipt
 * counted as day 1 — received 4/1, pay by 5/30. Pure, for the server's check and the editor's
 * live warning alike.
 */
import { addDays, isPlainDate, plainDate } from './calendar';
import { formatDate } from './format';

export const maxPaymentDays = 60;

/** The last allowed 支払期日 for goods received on `receivedDate` (YYYY-MM-DD). */
export function lastPaymentDate(receivedDate: string): string {
  return addDays(plainDate(receivedDate), maxPaymentDays - 1);
}

export type PaymentDeadlineWarning = { code: 'LATE_PAYMENT'; message: string; lastAllowed: string };

type PurchaseDates = { receivedDate: string | null; deliveryDate: string | null; dueDate: string | null };

/**
 * A warning when 支払期日 falls after the 60th day. Counted from 受領日, or — before the goods
 * arrive — from 納期, the agreed day of receipt; with neither date or no 支払期日, nothing to check.
 */
export function paymentDeadlineWarning({ receivedDate, deliveryDate, dueDate }: PurchaseDates): PaymentDeadlineWarning | null {
  const basis = isPlainDate(receivedDate)
    ? { date: receivedDate, label: '受領日' }
    : isPlainDate(deliveryDate)
      ? { date: deliveryDate, label: '納期' }
      : null;
  if (!basis || !isPlainDate(dueDate)) return null;
  const lastAllowed = lastPaymentDate(basis.date);
  if (dueDate <= lastAllowed) return null;
  return {
    code: 'LATE_PAYMENT',
    lastAllowed,
    message: `支払期日（${formatDate(dueDate)}）が${basis.label}（${formatDate(basis.date)}）から${maxPaymentDays}日を超えています。取適法（旧下請法）では受領日を1日目として${maxPaymentDays}日以内（${formatDate(lastAllowed)}まで）に支払う必要があります`,
  };
}
