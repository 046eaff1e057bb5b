/**
 * 入金消込 and 売掛金 as pure rules: the kinds that are owed, the allocations a payment starts with,
 * and the aging bucket of an open amount. What a document owes is the ledger's (decision 016).
 */
import { daysBetween, plainDate } from './calendar';
import { type DocumentKind, kindInfo } from './documents';

/**
 * The kinds that ask a customer for money and so carry 売掛金 and take payments: 請求書 and
 * 合計請求書. A sale is on one of them only (a statement bills 納品書, never invoices: decision 010).
 */
export const billedKinds = ['invoice', 'statement'] as const satisfies readonly DocumentKind[];

export type BilledKind = (typeof billedKinds)[number];
export const isBilledKind = (kind: DocumentKind): kind is BilledKind => (billedKinds as readonly DocumentKind[]).includes(kind);

/** 前受金 of one payment: what the amount received and the fee did not settle. */
export function unallocatedOf(payment: { amount: number; fee: number }, allocated: number): number {
  return payment.amount + payment.fee - allocated;
}

export const agingBuckets = ['notDue', 'days30', 'days60', 'days90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels: Record<AgingBucket, string> = {
  notDue: '未到来',
  days30: '30日以内',
  days60: '31–60日',
  days90: '61–90日',
  over90: '90日超',
};

/**
 * The bucket of an open amount as of a day, by days past its due date. An invoice without a
 * 支払期限 is due on its issue date: an accountant counts it as owed from then.
 */
export function agingBucketOf(dueDate: string, asOf: string): AgingBucket {
  const late = daysBetween(plainDate(dueDate), plainDate(asOf));
  if (late <= 0) return 'notDue';
  if (late <= 30) return 'days30';
  if (late <= 60) return 'days60';
  if (late <= 90) return 'days90';
  return 'over90';
}

export type AgingAmounts = Record<AgingBucket, number>;
export const emptyAging = (): AgingAmounts => ({ notDue: 0, days30: 0, days60: 0, days90: 0, over90: 0 });

export type ReminderFacts = {
  companyName: string;
  customerName: string;
  /** 請求書 or 合計請求書: the mail names the document as it was titled. */
  kind: DocumentKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  outstanding: number;
};

const japaneseDate = (day: string) => `${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
const yen = (n: number) => `${new Intl.NumberFormat('ja-JP').format(n)}円`;

/** 督促: the subject and text a reminder for an overdue invoice or statement starts from (the user may edit both). */
export function reminderTemplate(f: ReminderFacts): { subject: string; message: string } {
  const due = f.dueDate ? japaneseDate(f.dueDate) : '発行日';
  const title = kindInfo[f.kind].title;
  return {
    subject: `【お支払いのお願い】${title} ${f.number}（${f.companyName}）`,
    message: [
      `${f.customerName} ご担当者様`,
      '',
      `いつもお世話になっております。${f.companyName}でございます。`,
      '',
      `${japaneseDate(f.issueDate)}付でご請求いたしました${title} ${f.number} につきまして、`,
      `お支払期限の${due}を過ぎておりますが、本日時点で ${yen(f.outstanding)} のご入金が確認できておりません。`,
      '',
      'お手数をおかけいたしますが、ご確認のうえお振込みくださいますようお願い申し上げます。',
      '本メールと行き違いでお支払いいただいている場合は、ご容赦ください。',
      '',
      f.companyName,
    ].join('\n'),
  };
}

/**
 * The allocations a new payment starts with: the open document it pays exactly (amount received
 * plus fee), else the oldest due first as far as the money goes. `open` is oldest due first.
 */
export function proposeAllocations(open: { id: string; outstanding: number }[], available: number): Record<string, number> {
  if (available <= 0) return {};
  const exact = open.find((i) => i.outstanding === available);
  if (exact) return { [exact.id]: available };
  const proposed: Record<string, number> = {};
  let left = available;
  for (const invoice of open) {
    const amount = Math.min(invoice.outstanding, left);
    if (amount <= 0) continue;
    proposed[invoice.id] = amount;
    left -= amount;
  }
  return proposed;
}
