import { describe, expect, it } from 'vitest';
import { closingDaysOf, hasSomethingToBill, previousClosing, statementFigures } from './statements';

describe('合計請求書 figures', () => {
  it('carries over what was neither paid nor given back: 前回請求額 − 入金額 − 返品・値引き', () => {
    // November billed ¥47,472; by the December closing ¥30,972 paid and ¥16,500 returned.
    const december = statementFigures({
      previousBilled: 47_472,
      receivedToDate: 30_972,
      previousReceivedToDate: 0,
      creditedToDate: 16_500,
      previousCreditedToDate: 0,
      purchases: 20_000,
      tax: 2000,
    });
    expect(december).toEqual({
      previousBilled: 47_472,
      received: 30_972,
      credited: 16_500,
      carriedOver: 0,
      purchases: 20_000,
      tax: 2000,
      billed: 22_000,
    });
  });

  it('counts only what came since the previous statement, and carries a return after full payment as a negative 繰越額', () => {
    const january = statementFigures({
      previousBilled: 22_000,
      receivedToDate: 52_972,
      previousReceivedToDate: 30_972,
      creditedToDate: 18_700,
      previousCreditedToDate: 16_500,
      purchases: 0,
      tax: 0,
    });
    expect(january).toMatchObject({ received: 22_000, credited: 2200, carriedOver: -2200, billed: -2200 });
    expect(hasSomethingToBill(january, 0)).toBe(true);
  });

  it('closes 20日締め on the 20th and 末日締め on the last day', () => {
    expect(closingDaysOf('2026-11-20')).toEqual([20]);
    expect(closingDaysOf('2026-11-30')).toEqual([31]);
    expect(closingDaysOf('2026-02-28')).toEqual([28, 31]);
    expect(previousClosing('2026-11-30')).toBe('2026-10-31');
  });
});
