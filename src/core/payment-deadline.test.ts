import { describe, expect, it } from 'vitest';
import { lastPaymentDate, paymentDeadlineWarning } from './payment-deadline';

describe('支払期日 within 60 days of 受領日 (the day of receipt is day 1)', () => {
  it.each([
    // 4/1 is day 1; April has 30 days, so 4/30 is day 30 and 5/30 day 60.
    ['2026-04-01', '2026-05-30'],
    // 1/31 day 1, 2/28 day 29 (2026 is not a leap year), 3/31 day 60.
    ['2026-01-31', '2026-03-31'],
    // 2028 is a leap year: 2/29 day 30, so day 60 is 3/30.
    ['2028-01-31', '2028-03-30'],
    // 2/1 day 1: 2/28 day 28, 3/31 day 59, 4/1 day 60 — one day later than in a leap year.
    ['2026-02-01', '2026-04-01'],
    ['2028-02-01', '2028-03-31'],
    // Across the year: 12/15 day 1, 12/31 day 17, 1/31 day 48, 2/12 day 60.
    ['2027-12-15', '2028-02-12'],
  ])('received %s → pay by %s', (received, last) => {
    expect(lastPaymentDate(received)).toBe(last);
  });

  it('warns from the 61st day, in Japanese, naming the last allowed day', () => {
    expect(paymentDeadlineWarning({ receivedDate: '2026-04-01', deliveryDate: null, dueDate: '2026-05-30' })).toBeNull();
    expect(paymentDeadlineWarning({ receivedDate: '2026-04-01', deliveryDate: null, dueDate: '2026-05-31' })).toEqual({
      code: 'LATE_PAYMENT',
      lastAllowed: '2026-05-30',
      message:
        '支払期日（2026/05/31）が受領日（2026/04/01）から60日を超えています。取適法（旧下請法）では受領日を1日目として60日以内（2026/05/30まで）に支払う必要があります',
    });
  });

  it('counts from 納期 until 受領日 is known, and from 受領日 once it is', () => {
    const byDelivery = paymentDeadlineWarning({ receivedDate: null, deliveryDate: '2026-04-01', dueDate: '2026-05-31' });
    expect(byDelivery?.message).toContain('納期（2026/04/01）');
    // Received later than planned: the 60 days run from the real receipt.
    expect(paymentDeadlineWarning({ receivedDate: '2026-04-10', deliveryDate: '2026-04-01', dueDate: '2026-05-31' })).toBeNull();
    expect(paymentDeadlineWarning({ receivedDate: null, deliveryDate: null, dueDate: '2027-01-01' })).toBeNull();
    expect(paymentDeadlineWarning({ receivedDate: '2026-04-01', deliveryDate: null, dueDate: null })).toBeNull();
  });
});
