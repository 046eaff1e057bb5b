/**
 * The receivables ledger as pure rules: which balanced lines each event posts. The server writes
 * them (src/server/ledger) and reads every money figure back from them; nothing here does I/O.
 *
 * Accounts, as an accountant names them:
 * - receivable 売掛金 (per invoice or 合計請求書: `documentId`)
 * - sales 売上高 (per tax category, its tax beside it; 不課税 lines too — the 仕訳CSV maps them)
 * - withholding 仮払税金 (源泉徴収 the customer keeps back)
 * - bank 普通預金 (money received), fee 振込手数料 the customer deducted
 * - advance 前受金 (money received that settles nothing yet, and what a 返品・値引き gives back
 *   beyond what was still owed: the customer's credit, set against a later invoice or refunded)
 * - settledOutside 入金済 set by hand (settled outside the product: cash, offset, …)
 */
import type { RateBreakdown, TaxCategory } from './money';

export const ledgerAccounts = ['receivable', 'sales', 'withholding', 'bank', 'fee', 'advance', 'settledOutside'] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** sale: an invoice or 合計請求書 issued; transfer: a 修正 moves what its predecessor carried. */
export const postingTypes = ['sale', 'creditNote', 'payment', 'settledByHand', 'transfer'] as const;
export type PostingType = (typeof postingTypes)[number];

export type LedgerLine = {
  account: LedgerAccount;
  documentId: string | null;
  taxCategory: TaxCategory | null;
  tax: number;
  debit: number;
  credit: number;
};

/** A signed amount on one side: positive is a debit, negative a credit (a negative 値引 rate, say). */
function line(account: LedgerAccount, signedDebit: number, extra: Partial<LedgerLine> = {}): LedgerLine {
  return {
    account,
    documentId: null,
    taxCategory: null,
    tax: 0,
    ...extra,
    debit: Math.max(signedDebit, 0),
    credit: Math.max(-signedDebit, 0),
  };
}

export class UnbalancedPostingError extends Error {}

/** Debit = credit, every amount a non-negative integer that yen can hold exactly. */
export function assertBalanced(lines: LedgerLine[]): void {
  let debit = 0;
  let credit = 0;
  for (const l of lines) {
    for (const n of [l.debit, l.credit, l.tax])
      if (!Number.isSafeInteger(n) || n < 0) throw new UnbalancedPostingError(`金額が正しくありません: ${n}`);
    debit += l.debit;
    credit += l.credit;
  }
  if (debit !== credit || !Number.isSafeInteger(debit)) throw new UnbalancedPostingError(`借方 ${debit} と貸方 ${credit} が一致しません`);
}

/** Lines that amount to nothing are not written. */
const nonZero = (lines: LedgerLine[]) => lines.filter((l) => l.debit !== 0 || l.credit !== 0);

export type BilledDocument = { id: string; total: number; withholding: number; byRate: RateBreakdown[] };

/** An invoice or 合計請求書: 売掛金 of its total / 売上高 per rate; 源泉徴収 withheld: 仮払税金 / 売掛金. */
export function saleLines(doc: BilledDocument): LedgerLine[] {
  return nonZero([
    line('receivable', doc.total, { documentId: doc.id }),
    ...doc.byRate.map((r) => line('sales', -(r.base + r.tax), { taxCategory: r.taxCategory, tax: Math.abs(r.tax) })),
    line('withholding', doc.withholding),
    line('receivable', -doc.withholding, { documentId: doc.id }),
  ]);
}

/** What a 返品・値引き gives back, 税込. */
export const creditNoteAmount = (byRate: RateBreakdown[]) => byRate.reduce((sum, r) => sum + r.base + r.tax, 0);

/**
 * A 返品・値引き: 売上高 per rate / 売掛金 of the document it was made from, up to what that still
 * owes; the rest (given back on what was already paid) becomes the customer's 前受金.
 */
export function creditNoteLines(creditNote: { byRate: RateBreakdown[] }, billedId: string, owedNow: number): LedgerLine[] {
  const amount = creditNoteAmount(creditNote.byRate);
  const againstReceivable = Math.min(amount, Math.max(owedNow, 0));
  return nonZero([
    ...creditNote.byRate.map((r) => line('sales', r.base + r.tax, { taxCategory: r.taxCategory, tax: Math.abs(r.tax) })),
    line('receivable', -againstReceivable, { documentId: billedId }),
    line('advance', -(amount - againstReceivable)),
  ]);
}

export type Allocation = { documentId: string; amount: number };

/** A payment: 普通預金 and 振込手数料 / 売掛金 of each document it settles and 前受金 for the rest. */
export function paymentLines(payment: { amount: number; fee: number }, allocations: Allocation[]): LedgerLine[] {
  const allocated = allocations.reduce((sum, a) => sum + a.amount, 0);
  const advance = payment.amount + payment.fee - allocated;
  if (advance < 0) throw new UnbalancedPostingError('消込額の合計が入金額と振込手数料の合計を超えています');
  return nonZero([
    line('bank', payment.amount),
    line('fee', payment.fee),
    ...allocations.map((a) => line('receivable', -a.amount, { documentId: a.documentId })),
    line('advance', -advance),
  ]);
}

/** 入金済 set by hand: what the document still owed is settled outside the product. */
export function settledByHandLines(documentId: string, owed: number): LedgerLine[] {
  return nonZero([line('settledOutside', owed), line('receivable', -owed, { documentId })]);
}

/** A 修正: what the predecessor still carries (credit notes given back on it) moves to the new version. */
export function transferLines(fromId: string, toId: string, balance: number): LedgerLine[] {
  return nonZero([line('receivable', -balance, { documentId: fromId }), line('receivable', balance, { documentId: toId })]);
}

/** The posting that cancels another: the same lines, sides swapped. */
export function reversalLines(lines: LedgerLine[]): LedgerLine[] {
  return lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit }));
}

/** The balance of lines on one account (debit − credit), optionally for one document. */
export function balanceOf(lines: LedgerLine[], account: LedgerAccount, documentId?: string): number {
  return lines
    .filter((l) => l.account === account && (documentId === undefined || l.documentId === documentId))
    .reduce((sum, l) => sum + l.debit - l.credit, 0);
}
