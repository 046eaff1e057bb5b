import { describe, expect, it } from 'vitest';
import { defaultAccountingSettings, includedTax, type JournalSide, pairSides } from './accounting';
import { creditNoteEntry, paymentEntry, saleEntry } from './accounting-entries';

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

describe('不課税 lines and the 振込手数料 the customer deducted', () => {
  const doc = {
    title: '請求書',
    issueDate: '2026-11-05',
    number: 'INV-2',
    counterpartyName: '株式会社青空商事',
    byRate: [
      { taxCategory: 'standard' as const, rate: 10, base: 10_000, tax: 1000 },
      { taxCategory: 'exempt' as const, rate: 0, base: 200, tax: 0 },
      { taxCategory: 'outside' as const, rate: 0, base: 3000, tax: 0 },
    ],
    withholding: 0,
  };
  const rows = (e: ReturnType<typeof saleEntry>) =>
    e.lines.map((l) => [l.debit.account, l.debit.taxName, l.credit.account, l.credit.taxName, l.debit.amount]);

  it('books 不課税 (立替金) to 立替金 / 対象外, not 売上高; 非課税 stays 売上高 / 非課税売上; reversed on a credit note', () => {
    expect(rows(saleEntry(ctx, doc, 1))).toEqual([
      ['売掛金', '対象外', '売上高', '課税売上 10%', 11_000],
      ['売掛金', '対象外', '売上高', '非課税売上', 200],
      ['売掛金', '対象外', '立替金', '対象外', 3000],
    ]);
    expect(rows(creditNoteEntry(ctx, doc, 1))[2]).toEqual(['立替金', '対象外', '売掛金', '対象外', 3000]);
    const renamed = {
      ...ctx,
      settings: {
        ...defaultAccountingSettings,
        accounts: { ...defaultAccountingSettings.accounts, disbursement: { account: '仮払金', subAccount: '実費' } },
      },
    };
    const outside = saleEntry(renamed, doc, 1).lines[2]?.credit;
    expect([outside?.account, outside?.subAccount, outside?.taxName]).toEqual(['仮払金', '実費', '対象外']);
  });

  it('books the fee as 支払手数料 by default, or as 売上値引高 in the 課税売上 10% 区分 when the company treats it as a discount', () => {
    const payment = { paymentDate: '2026-11-20', customerName: 'A社', payerName: '', amount: 14_390, fee: 660, allocated: 15_050 };
    const feeOf = (settings: typeof defaultAccountingSettings, pkg: 'freee' | 'moneyforward' | 'yayoi') => {
      const fee = paymentEntry({ pkg, settings }, payment, 1).lines[1]?.debit;
      return [fee?.account, fee?.taxName, fee?.amount, fee?.tax];
    };
    expect(defaultAccountingSettings.feeTreatment).toBe('expense');
    expect(feeOf(defaultAccountingSettings, 'moneyforward')).toEqual(['支払手数料', '課税仕入 10%', 660, 60]);
    const discount = { ...defaultAccountingSettings, feeTreatment: 'discount' as const };
    // The same 区分 a credit note debits: a debit in 課税売上 is a 売上の返還 in all three packages.
    expect(feeOf(discount, 'moneyforward')).toEqual(['売上値引高', '課税売上 10%', 660, 60]);
    expect(feeOf(discount, 'freee')).toEqual(['売上値引高', '課税売上10%', 660, 60]);
    expect(feeOf(discount, 'yayoi')).toEqual(['売上値引高', '課税売上込10%', 660, 60]);
  });
});
