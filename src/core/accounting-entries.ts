/**
 * The 仕訳 of each thing that happened, as an accountant books it (税込 amounts, tax per rate):
 *
 * - an issued invoice or 合計請求書: 売掛金 / 売上高 per tax rate, each with the tax of that rate
 *   (a statement's 今回お買上額 and its 消費税 computed once per rate over it; its 繰越額 was booked
 *   by the statements before it); 源泉徴収 withheld by the customer: 仮払税金 / 売掛金;
 *   不課税 lines (立替金 charged on) are 売掛金 / 立替金 in 対象外: money paid out for the customer
 *   coming back, not a sale;
 * - an issued 返品・値引き: the reverse, 売上高 (or 立替金) / 売掛金 per rate;
 * - a payment: 普通預金 (received) and 支払手数料 or 売上値引高 (the fee deducted, as the company
 *   books it) / 売掛金 (settled) and 前受金 (what is not set against an invoice);
 * - a restaurant's business day (売上日報, on request): 現金 and 売掛金 per payment service (カード,
 *   QR決済, その他) as taken at 会計 / 売上高 per tax rate with its tax, as the receipts took it out.
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
  salesRole,
  salesTaxKey,
  taxNames,
} from './accounting';
import type { RateBreakdown } from './money';
import type { PaymentMethod } from './seat-bill';

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
  /** A credit note: what it gave back beyond what was still owed, which became the customer's 前受金. */
  toAdvance?: number;
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

const salesTaxName = (ctx: Context, r: RateBreakdown) => taxNames[ctx.pkg][salesTaxKey[r.taxCategory]];

/** 税込 sales per rate with the tax of that rate, from the money module's breakdown; 不課税 to 立替金. */
function salesSides(ctx: Context, doc: JournalDocument): { sales: JournalSide; receivable: JournalSide }[] {
  return doc.byRate
    .filter((r) => r.base + r.tax > 0)
    .map((r) => ({
      sales: side(ctx, salesRole[r.taxCategory], doc.counterpartyName, salesTaxName(ctx, r), r.base + r.tax, r.tax),
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
  const sides = salesSides(ctx, doc);
  const toAdvance = doc.toAdvance ?? 0;
  const total = sides.reduce((sum, s) => sum + s.sales.amount, 0);
  // Given back on what was already paid: 売上高 / 売掛金 for what was owed and 前受金 for the rest.
  const lines =
    toAdvance > 0
      ? pairSides(
          sides.map((s) => s.sales),
          [
            side(ctx, 'receivable', doc.counterpartyName, none(ctx), total - toAdvance),
            side(ctx, 'advance', doc.counterpartyName, none(ctx), toAdvance),
          ],
        )
      : sides.map((s) => ({ debit: s.sales, credit: s.receivable }));
  const source = doc.source ? `（${doc.source.title} ${doc.source.number}）` : '';
  return {
    date: doc.issueDate,
    slip,
    memo: `返品・値引き ${doc.number}${source} ${doc.counterpartyName}`,
    partner: doc.counterpartyName,
    lines,
  };
}

/**
 * The 振込手数料 deducted: 支払手数料 in 課税仕入 10%, or, treated as a discount, 売上値引高 debited in
 * 課税売上 10% (a debit in a 課税売上 区分 is how all three packages book a 売上の返還, as for a
 * credit note, decision 012).
 */
function feeSide(ctx: Context, p: JournalPayment): JournalSide {
  const tax = includedTax(p.fee, 10);
  if (ctx.settings.feeTreatment === 'discount') return side(ctx, 'feeDiscount', p.customerName, taxNames[ctx.pkg].sales10, p.fee, tax);
  return side(ctx, 'fee', p.customerName, taxNames[ctx.pkg].purchase10, p.fee, tax);
}

export function paymentEntry(ctx: Context, p: JournalPayment, slip: number): JournalEntry {
  const advance = p.amount + p.fee - p.allocated;
  const lines = pairSides(
    [side(ctx, 'bank', p.customerName, none(ctx), p.amount), feeSide(ctx, p)],
    [side(ctx, 'receivable', p.customerName, none(ctx), p.allocated), side(ctx, 'advance', p.customerName, none(ctx), advance)],
  );
  const payer = p.payerName ? `（${p.payerName}）` : '';
  return { date: p.paymentDate, slip, memo: `入金 ${p.customerName}${payer}`, partner: p.customerName, lines };
}

/**
 * 入金済 set by hand: the invoice was settled outside the product (cash, another account, an
 * offset). It is booked to the 入金口座 with a memo that says so, for the accountant to reclassify;
 * left out, the 売掛金 in the package would stay open for ever.
 */
export function settledByHandEntry(ctx: Context, doc: JournalDocument & { amount: number }, slip: number): JournalEntry {
  return {
    date: doc.issueDate,
    slip,
    memo: `入金済（手動） ${doc.title} ${doc.number} ${doc.counterpartyName}`,
    partner: doc.counterpartyName,
    lines: [
      {
        debit: side(ctx, 'bank', doc.counterpartyName, none(ctx), doc.amount),
        credit: side(ctx, 'receivable', doc.counterpartyName, none(ctx), doc.amount),
      },
    ],
  };
}

/** A business day of 会計 at the tables: its sales per rate and what each payment method took. */
export type JournalDaySales = { date: string; payments: number; byRate: RateBreakdown[]; methods: Record<PaymentMethod, number> };

const methodRoles: Record<PaymentMethod, AccountRole> = { cash: 'storeCash', card: 'storeCard', qr: 'storeQr', other: 'storeOther' };

/**
 * 店舗売上 of a business day: 現金 / 売掛金 (カード, QR決済, その他) against 売上高 per rate. The methods
 * and the rates are both the day's payments summed, so the entry balances to the yen.
 */
export function daySalesEntry(ctx: Context, day: JournalDaySales, slip: number): JournalEntry {
  const debits = (['cash', 'card', 'qr', 'other'] as const).map((m) => side(ctx, methodRoles[m], '', none(ctx), day.methods[m]));
  const credits = day.byRate
    .filter((r) => r.base + r.tax > 0)
    .map((r) => side(ctx, salesRole[r.taxCategory], '', salesTaxName(ctx, r), r.base + r.tax, r.tax));
  return {
    date: day.date,
    slip,
    memo: `店舗売上 ${day.date.replace(/-/g, '/')}（会計 ${day.payments}件）`,
    partner: '',
    lines: pairSides(debits, credits),
  };
}
