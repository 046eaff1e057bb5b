import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTotals, type TaxCategory } from '@/core/money';
import { documents, ledgerEntries, ledgerReplay, paymentAllocations, payments } from '../db/schema';
import { seedDemo } from '../demo/demo-data';
import { createTestContext, type TestContext } from '../test/context';
import { advancesByCustomer, documentFigures } from './figures';
import { replayLedger } from './replay';

let t: TestContext;
beforeAll(async () => {
  // The demo rows have fixed ids: a database of its own, even on PostgreSQL runs.
  t = await createTestContext({ embedded: true });
});
afterAll(() => t.close());

/** What a company's screens read from the ledger: each document's figures and 前受金 per customer. */
async function figuresOf(companyId: string) {
  const ids = (await t.db.select({ id: documents.id }).from(documents).where(eq(documents.companyId, companyId))).map((d) => d.id);
  const figures = await documentFigures(t.db, companyId, ids);
  const statuses = await t.db
    .select({ id: documents.id, status: documents.status })
    .from(documents)
    .where(eq(documents.companyId, companyId))
    .orderBy(documents.id);
  return {
    owed: [...figures].filter(([, f]) => f.owed || f.paid || f.credited || f.settledByHand).sort(([a], [b]) => (a < b ? -1 : 1)),
    advances: (await advancesByCustomer(t.db, companyId, '2099-12-31')).sort((a, b) => (a.customerId < b.customerId ? -1 : 1)),
    statuses,
  };
}

async function forgetAndReplay() {
  await t.db.delete(ledgerEntries);
  await t.db
    .insert(ledgerReplay)
    .values({ id: 'receivables' })
    .onConflictDoUpdate({ target: ledgerReplay.id, set: { doneAt: null } });
  return replayLedger(t.db);
}

describe('replaying the history recorded before the ledger', () => {
  it('gives the demo companies the figures their live postings gave', { timeout: 180_000 }, async () => {
    await seedDemo(t.db);
    const before = await figuresOf('demo-company');
    expect(before.owed.length).toBeGreaterThan(5);
    expect(await forgetAndReplay()).toBeGreaterThan(5);
    expect(await figuresOf('demo-company')).toEqual(before);
    // Once: a second start replays nothing.
    expect(await replayLedger(t.db)).toBe(0);
  });

  it('replays thousands of generated events to what plain arithmetic says each document owes', { timeout: 180_000 }, async () => {
    const seeded = await t.seedCompany();
    const companyId = seeded.companyId;
    const customers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.seedCustomer(companyId, `G${i}`, `株式会社生成${i}`)));
    const gen = fc.sample(
      fc.record({
        customer: fc.nat(19),
        price: fc.integer({ min: 1, max: 300_000 }),
        category: fc.constantFrom<TaxCategory>('standard', 'reduced', 'outside'),
        day: fc.integer({ min: 1, max: 28 }),
        paidShare: fc.integer({ min: 0, max: 120 }),
        returnedShare: fc.constantFrom(0, 0, 0, 30, 100),
        byHand: fc.boolean(),
      }),
      { numRuns: 800, seed: 20261127 },
    );
    const expected = new Map<string, number>();
    const advance = new Map<string, number>();
    const docRows: (typeof documents.$inferInsert)[] = [];
    const paymentRows: (typeof payments.$inferInsert)[] = [];
    const allocationRows: (typeof paymentAllocations.$inferInsert)[] = [];
    gen.forEach((g, i) => {
      const id = `${companyId}-G-${i}`;
      const customerId = customers[g.customer] as string;
      const totals = documentTotals([{ kind: 'item', quantity: '1', unitPrice: g.price, taxCategory: g.category }]);
      const date = `2026-10-${String(g.day).padStart(2, '0')}`;
      // Paid by a payment ten days later (part, all, or more: the rest is 前受金), or by hand, or not at all.
      const paid = g.byHand ? 0 : Math.floor((totals.amountDue * g.paidShare) / 100);
      const allocated = Math.min(paid, totals.amountDue);
      const isPaid = g.byHand || allocated === totals.amountDue;
      docRows.push({
        id,
        companyId,
        kind: 'invoice',
        status: isPaid ? 'paid' : allocated > 0 ? 'partially_paid' : 'issued',
        number: `G-${i}`,
        issueDate: date,
        customerId,
        counterpartyName: '生成',
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        amountDue: totals.amountDue,
        byRate: totals.byRate,
        paidDate: g.byHand ? `2026-11-${String(g.day).padStart(2, '0')}` : null,
      });
      let owed = totals.amountDue - allocated;
      if (paid > 0) {
        const paymentId = `${id}-P`;
        paymentRows.push({
          id: paymentId,
          companyId,
          customerId,
          paymentDate: `2026-11-${String(g.day).padStart(2, '0')}`,
          amount: paid,
          fee: 0,
        });
        allocationRows.push({ id: `${paymentId}-A`, companyId, paymentId, documentId: id, amount: allocated });
        advance.set(customerId, (advance.get(customerId) ?? 0) + paid - allocated);
      }
      if (g.byHand) owed = 0;
      // A return on the last day of November: after the payment, so what exceeds the rest is 前受金.
      const returned = Math.floor((totals.total * g.returnedShare) / 100);
      if (returned > 0) {
        const back = documentTotals([{ kind: 'item', quantity: '1', unitPrice: returned, taxCategory: 'outside' }]);
        docRows.push({
          id: `${id}-R`,
          companyId,
          kind: 'credit_note',
          status: 'issued',
          number: `GR-${i}`,
          issueDate: '2026-11-30',
          customerId,
          sourceId: id,
          counterpartyName: '生成',
          subtotal: back.subtotal,
          tax: back.tax,
          total: back.total,
          amountDue: back.amountDue,
          byRate: back.byRate,
        });
        const against = Math.min(back.total, owed);
        owed -= against;
        advance.set(customerId, (advance.get(customerId) ?? 0) + back.total - against);
      }
      expected.set(id, owed);
    });
    for (let i = 0; i < docRows.length; i += 500) await t.db.insert(documents).values(docRows.slice(i, i + 500));
    await t.db.insert(payments).values(paymentRows);
    await t.db.insert(paymentAllocations).values(allocationRows);
    const posted = await forgetAndReplay();
    expect(posted).toBeGreaterThan(1_500);
    const figures = await documentFigures(t.db, companyId, [...expected.keys()]);
    expect([...expected].map(([id]) => [id, figures.get(id)?.owed])).toEqual([...expected]);
    const advances = await advancesByCustomer(t.db, companyId, '2099-12-31');
    expect(new Map(advances.filter((a) => a.advance !== 0).map((a) => [a.customerId, a.advance]))).toEqual(
      new Map([...advance].filter(([, a]) => a !== 0)),
    );
    const [unbalanced] = await t.db.select({ count: sql<number>`count(*)::int` }).from(
      t.db
        .select({ id: ledgerEntries.postingId })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.companyId, companyId)))
        .groupBy(ledgerEntries.postingId)
        .having(sql`sum(${ledgerEntries.debit}) <> sum(${ledgerEntries.credit})`)
        .as('u'),
    );
    expect(unbalanced?.count).toBe(0);
  });
});
