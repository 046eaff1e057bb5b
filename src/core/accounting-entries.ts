/**
 * The 仕訳 of each thing that happened, as an accountant books it (税込 amounts, tax per rate):
 *
 * - an issued invoice or 合計請求書: 売掛金 / 売上高 per tax rate, each with the tax of that rate
 *   (a statement's 今回お買上額 and its 消費税 computed once per rate over it; its 繰越額 was booked
 *   by the statements before it); 源泉徴収 withheld by the customer: 仮払税金 / 売掛金;
 * - an issued 返品・値引き: the reverse, 売上高 / 売掛金 per rate;
 * - a payment: 普通預金 (received) and 支払手数料 (deducted by the bank) / 売掛金 (settled)
 *   and 前受金 (what is not set against an invoice).
 */

import {
  type AccountingPackage,
  type AccountingSettings,
  type AccountRole,
  type AccountSetting,
  includedTax,
  type JournalEntry,
  type JournalSide,
  pairSides,
  salesTaxKey,
  taxNames,
} from './accounting';
import type { RateBreakdown } from './money';

export type JournalDocument = {
  /** 請求書, 合計請求書 or 返品・値引き: the memo names the document by it. */
  title: string;
  issueDate: string;
  number: string;
  counterpartyName: string;
  byRate: RateBreakdown[];
  withholding: number;
  /** A credit note: the title and number of the invoice or statement it gives back on. */
  source?: { title: string; number: string };
};

export type JournalPayment = {
  paymentDate: string;
  customerName: string;
  payerName: string;
  amount: number;
  fee: number;
  allocated: number;
};

type Context = { pkg: AccountingPackage; settings: AccountingSettings };

/** An account as the settings name it; 売掛金 and 前受金 may carry the customer as 補助科目. */
function side(ctx: Context, role: AccountRole, partner: string, taxName: string, amount: number, tax = 0): JournalSide {
  const setting: AccountSetting = ctx.settings.accounts[role];
  const perCustomer = (role === 'receivable' || role === 'advance') && ctx.settings.customerAsSubAccount && !setting.subAccount;
  return { account: setting.account, subAccount: perCustomer ? partner : setting.subAccount, taxName, amount, tax };
}

const none = (ctx: Context) => taxNames[ctx.pkg].none;

/** 税込 sales per rate with the tax of that rate, from the money module's breakdown. */
function salesSides(ctx: Context, doc: JournalDocument): { sales: JournalSide; receivable: JournalSide }[] {
  return doc.byRate
    .filter((r) => r.base + r.tax > 0)
    .map((r) => ({
      sales: side(ctx, 'sales', doc.counterpartyName, taxNames[ctx.pkg][salesTaxKey[r.taxCategory]], r.base + r.tax, r.tax),
      receivable: side(ctx, 'receivable', doc.counterpartyName, none(ctx), r.base + r.tax),
    }));
}

/** An invoice or a 合計請求書: the sale and the receivable. */
export function saleEntry(ctx: Context, doc: JournalDocument, slip: number): JournalEntry {
  const lines = salesSides(ctx, doc).map((s) => ({ debit: s.receivable, credit: s.sales }));
  if (doc.withholding > 0)
    lines.push({
      debit: side(ctx, 'withholding', doc.counterpartyName, none(ctx), doc.withholding),
      credit: side(ctx, 'receivable', doc.counterpartyName, none(ctx), doc.withholding),
    });
  return { date: doc.issueDate, slip, memo: `${doc.title} ${doc.number} ${doc.counterpartyName}`, partner: doc.counterpartyName, lines };
}

export function creditNoteEntry(ctx: Context, doc: JournalDocument, slip: number): JournalEntry {
  const lines = salesSides(ctx, doc).map((s) => ({ debit: s.sales, credit: s.receivable }));
  const source = doc.source ? `（${doc.source.title} ${doc.source.number}）` : '';
  return {
    date: doc.issueDate,
    slip,
    memo: `返品・値引き ${doc.number}${source} ${doc.counterpartyName}`,
    partner: doc.counterpartyName,
    lines,
  };
}

export function paymentEntry(ctx: Context, p: JournalPayment, slip: number): JournalEntry {
  const advance = p.amount + p.fee - p.allocated;
  const lines = pairSides(
    [
      side(ctx, 'bank', p.customerName, none(ctx), p.amount),
      side(ctx, 'fee', p.customerName, taxNames[ctx.pkg].purchase10, p.fee, includedTax(p.fee, 10)),
    ],
    [side(ctx, 'receivable', p.customerName, none(ctx), p.allocated), side(ctx, 'advance', p.customerName, none(ctx), advance)],
  );
  const payer = p.payerName ? `（${p.payerName}）` : '';
  return { date: p.paymentDate, slip, memo: `入金 ${p.customerName}${payer}`, partner: p.customerName, lines };
}
