import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readStatement } from '../bank/read-statement';
import { documentLineInput } from './documents';
import { paymentInput } from './payments';
import { recurringInvoiceContent } from './recurring-invoices';

/** The messages a schema answers with, by path. */
function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
}

const tooLarge = '金額が大きすぎます（上限 ¥99,999,999,999）';

describe('money inputs stop at ¥99,999,999,999, where integer yen still add up exactly', () => {
  it('refuses a document line whose quantity × unit price passes it, and takes one that reaches it exactly', () => {
    const line = (quantity: string, unitPrice: number) => ({ name: '設備一式', quantity, unitPrice });
    expect(refusal(documentLineInput, line('9999999', 10_000_000_000))).toEqual([['unitPrice', tooLarge]]);
    expect(refusal(documentLineInput, line('2', 50_000_000_000))).toEqual([['unitPrice', tooLarge]]);
    expect(refusal(documentLineInput, { ...line('1', -100_000_000_000), kind: 'discount' })).toEqual([
      ['unitPrice', '単価が大きすぎます（上限 ¥99,999,999,999）'],
    ]);
    expect(refusal(documentLineInput, line('1', 99_999_999_999))).toBeNull();
    expect(refusal(documentLineInput, line('0.5', 99_999_999_999))).toBeNull();
    // A recurring template's lines are document lines.
    const content = { lines: [line('9999999', 10_000_000_000)] };
    expect(refusal(recurringInvoiceContent, content)).toEqual([['lines.0.unitPrice', tooLarge]]);
  });

  it('refuses a payment amount or fee past it, and an amount and fee that together pass it', () => {
    const payment = { customerId: 'c1', paymentDate: '2026-11-20', amount: 14_390, fee: 660 };
    expect(refusal(paymentInput, { ...payment, amount: 100_000_000_000 })).toEqual([
      ['amount', '入金額が大きすぎます（上限 ¥99,999,999,999）'],
    ]);
    expect(refusal(paymentInput, { ...payment, fee: '１００,０００,０００,０００' })).toEqual([
      ['fee', '振込手数料が大きすぎます（上限 ¥99,999,999,999）'],
    ]);
    expect(refusal(paymentInput, { ...payment, amount: 99_999_999_999, fee: 1 })).toEqual([['fee', tooLarge]]);
    expect(refusal(paymentInput, { ...payment, amount: 99_999_999_000, fee: 999 })).toBeNull();
  });

  it('refuses a bank statement with a credit past it, naming the row', () => {
    const mapping = { dateColumn: 0, amountColumn: 2, payerColumn: 1, hasHeader: true };
    const csv = (amount: string) => ['取扱日,お取引内容,お預入れ', '2026-11-27,ﾔﾏﾀﾞｺｳﾑﾃﾝ,30000', `2026-11-27,ﾐﾄﾞﾘｼﾖｳﾃﾝ,${amount}`].join('\n');
    expect(() => readStatement(csv('100000000000'), { chosen: mapping, remembered: null }, 2026)).toThrow(
      '3行目の入金額（¥100,000,000,000）が大きすぎます（上限 ¥99,999,999,999）',
    );
    expect(() => readStatement(csv('99999999999999999999'), { chosen: mapping, remembered: null }, 2026)).toThrow('3行目の入金額');
    const read = readStatement(csv('99999999999'), { chosen: mapping, remembered: null }, 2026);
    expect(read.kind === 'lines' && read.lines.map((l) => l.amount)).toEqual([30_000, 99_999_999_999]);
  });
});
