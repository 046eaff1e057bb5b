import { describe, expect, it } from 'vitest';
import { agingBucketOf, invoiceOutstanding, statusFromPayments } from './payments';

describe('payments', () => {
  it('gives an invoice 一部入金 then 入金済 as payments settle it, and its status back when none is left', () => {
    const invoice = { amountDue: 110_000, sentAt: new Date() };
    expect(statusFromPayments(invoice, 50_000)).toBe('partially_paid');
    expect(statusFromPayments(invoice, 110_000)).toBe('paid');
    expect(statusFromPayments(invoice, 0)).toBe('sent');
    expect(statusFromPayments({ amountDue: 110_000, sentAt: null }, 0)).toBe('issued');
  });

  it('counts an invoice marked 入金済 by hand as owing nothing', () => {
    expect(invoiceOutstanding({ status: 'paid', amountDue: 5000 }, 0)).toBe(0);
    expect(invoiceOutstanding({ status: 'sent', amountDue: 5000 }, 1200)).toBe(3800);
    expect(invoiceOutstanding({ status: 'draft', amountDue: 5000 }, 0)).toBe(0);
  });

  it('takes what credit notes gave back off what an invoice owes, and settles it with the rest', () => {
    // ¥110,000 invoiced, ¥11,000 given back (返品・値引き): ¥99,000 settles it.
    expect(invoiceOutstanding({ status: 'partially_paid', amountDue: 110_000 }, 50_000, 11_000)).toBe(49_000);
    expect(invoiceOutstanding({ status: 'paid', amountDue: 110_000 }, 99_000, 11_000)).toBe(0);
    // Given back after it was paid in full: it owes nothing, never less.
    expect(invoiceOutstanding({ status: 'paid', amountDue: 110_000 }, 110_000, 11_000)).toBe(0);
    const invoice = { amountDue: 110_000, sentAt: null };
    expect(statusFromPayments(invoice, 99_000, 11_000)).toBe('paid');
    expect(statusFromPayments(invoice, 98_000, 11_000)).toBe('partially_paid');
    expect(statusFromPayments(invoice, 0, 110_000)).toBe('issued');
  });

  it('buckets by days past the due date', () => {
    expect(agingBucketOf('2026-11-30', '2026-11-30')).toBe('notDue');
    expect(agingBucketOf('2026-10-31', '2026-11-30')).toBe('days30');
    expect(agingBucketOf('2026-10-30', '2026-11-30')).toBe('days60');
    expect(agingBucketOf('2026-10-01', '2026-11-30')).toBe('days60');
    expect(agingBucketOf('2026-09-01', '2026-11-30')).toBe('days90');
    expect(agingBucketOf('2026-08-31', '2026-11-30')).toBe('over90');
  });
});
