import { describe, expect, it } from 'vitest';
import { defaultAccountingSettings, includedTax, type JournalSide, pairSides } from './accounting';
import { paymentEntry, saleEntry } from './accounting-entries';

const side = (account: string, amount: number, tax = 0): JournalSide => ({ account, subAccount: '', taxName: '対象外', amount, tax });
const ctx = { pkg: 'moneyforward' as const, settings: defaultAccountingSettings };

describe('仕訳', () => {
  it('pairs 普通預金 59,340 and 支払手数料 660 against one 売掛金 of 60,000 as two rows', () => {
    const rows = pairSides([side('普通預金', 59_340), side('支払手数料', 660, 60)], [side('売掛金', 60_000)]);
    expect(rows.map((r) => [r.debit.account, r.debit.amount, r.debit.tax, r.credit.account, r.credit.amount])).toEqual([
      ['普通預金', 59_340, 0, '売掛金', 59_340],
      ['支払手数料', 660, 60, '売掛金', 660],
    ]);
    expect(() => pairSides([side('普通預金', 100)], [side('売掛金', 99)])).toThrow();
  });

  it('takes the tax out of a 税込 fee as the packages do (rounded down)', () => {
    expect(includedTax(660, 10)).toBe(60);
    expect(includedTax(440, 10)).toBe(40);
    expect(includedTax(4050, 8)).toBe(300);
  });

  it('books 源泉徴収 as 仮払税金 / 売掛金 and an over-payment as 前受金', () => {
    const invoice = saleEntry(
      ctx,
      {
        title: '請求書',
        issueDate: '2026-11-05',
        number: 'INV-1',
        counterpartyName: '山田デザイン事務所',
        byRate: [{ taxCategory: 'standard', rate: 10, base: 100_000, tax: 10_000 }],
        withholding: 10_210,
      },
      1,
    );
    expect(invoice.lines.map((l) => [l.debit.account, l.credit.account, l.credit.taxName, l.debit.amount])).toEqual([
      ['売掛金', '売上高', '課税売上 10%', 110_000],
      ['仮払税金', '売掛金', '対象外', 10_210],
    ]);
    const payment = paymentEntry(
      ctx,
      { paymentDate: '2026-11-20', customerName: 'A社', payerName: '', amount: 30_000, fee: 0, allocated: 11_000 },
      2,
    );
    expect(payment.lines.map((l) => [l.debit.account, l.credit.account, l.credit.subAccount, l.credit.amount])).toEqual([
      ['普通預金', '売掛金', 'A社', 11_000],
      ['普通預金', '前受金', 'A社', 19_000],
    ]);
  });
});
