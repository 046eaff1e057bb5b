import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTotals, type TaxCategory } from '@/core/money';
import { documentLines, documents, statements } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { advancesByCustomer, documentFigures } from './figures';

/**
 * 合計請求書 under random months: 納品書 delivered, payments set against a statement in part or left
 * as 前受金, 返品・値引き of a statement, and three closings (the last one still to come, confirmed).
 * After each closing the chain holds — 前回請求額 is the last statement's 今回請求額, 繰越額 =
 * 前回請求額 − 入金額 − 返品・値引き, 今回請求額 = 繰越額 + 今回お買上額 + 消費税 — and the statement
 * agrees with the ledger: its 今回請求額 is what the customer's statements owe less the 前受金 the
 * customer holds, as of the 締め日. LEDGER_RUNS sets the number of sequences (a fifth of it here).
 */
const runs = Math.max(Math.ceil(Number(process.env.LEDGER_RUNS ?? 60) / 5), 5);
const seed = process.env.LEDGER_SEED ? Number(process.env.LEDGER_SEED) : 20261127;
const closings = ['2026-09-20', '2026-10-20', '2099-12-20'] as const;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

let noteSeq = 0;
/** An issued 納品書 written as issuing writes it (a 納品書 posts nothing to the ledger: the statement is the sale). */
async function deliveryNote(companyId: string, customerId: string, day: string, price: number, category: TaxCategory) {
  const id = `${companyId}-DN-${++noteSeq}`;
  const totals = documentTotals([{ kind: 'item', quantity: '1', unitPrice: price, taxCategory: category }]);
  await t.db.insert(documents).values({
    id,
    companyId,
    kind: 'delivery_note',
    status: 'issued',
    number: `DN-${noteSeq}`,
    issueDate: day,
    deliveryDate: day,
    customerId,
    counterpartyName: '株式会社締め日商店',
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    amountDue: totals.amountDue,
    byRate: totals.byRate,
    issuedAt: new Date(),
  });
  await t.db.insert(documentLines).values({
    id: `${id}-0`,
    documentId: id,
    companyId,
    position: 0,
    name: '納品物',
    unitPrice: price,
    taxCategory: category,
    amount: totals.lineAmounts[0] ?? 0,
  });
}

const monthArb = fc.record({
  notes: fc.array(
    fc.record({ price: fc.integer({ min: 1, max: 50_000 }), category: fc.constantFrom<TaxCategory>('standard', 'reduced') }),
    { maxLength: 3 },
  ),
  /** A payment after the closing: a share of the statement, or of it plus more (the rest 前受金). */
  payShare: fc.option(fc.integer({ min: 1, max: 130 })),
  /** The 振込手数料 the customer deducted, which settles as much as money does. */
  fee: fc.constantFrom(0, 0, 440),
  allocate: fc.boolean(),
  returnIt: fc.boolean(),
});

async function chainHolds(admin: Admin, companyId: string, customerId: string) {
  const chain = await t.db
    .select()
    .from(statements)
    .where(and(eq(statements.companyId, companyId), eq(statements.customerId, customerId)))
    .orderBy(asc(statements.closingDate));
  chain.forEach((s, i) => {
    const previous = chain[i - 1];
    expect(s.previousBilled).toBe(previous?.billed ?? 0);
    expect(s.carriedOver).toBe(s.previousBilled - s.received - s.credited);
    expect(s.billed).toBe(s.carriedOver + s.purchases + s.tax);
  });
  const last = chain.at(-1);
  if (!last) return null;
  const owed = await documentFigures(
    t.db,
    companyId,
    chain.map((s) => s.documentId),
    last.closingDate,
  );
  const advance = (await advancesByCustomer(t.db, companyId, last.closingDate, customerId))[0]?.advance ?? 0;
  const statementsOwe = [...owed.values()].reduce((sum, f) => sum + f.owed, 0);
  expect({ closing: last.closingDate, billed: last.billed }).toEqual({ closing: last.closingDate, billed: statementsOwe - advance });
  // What the statement's own page says it owes is the ledger's figure.
  const detail = await (await admin.get(`/api/receivables/customers/${customerId}?asOf=${last.closingDate}`)).json();
  expect(detail.totals.advance).toBe(advance);
  return last;
}

describe('合計請求書 and the ledger, under random months', () => {
  it(`chain as the ledger says, closing after closing (${runs} sequences, seed ${seed})`, { timeout: 900_000 }, async () => {
    const seeded = await t.seedCompany();
    const admin = await t.signIn(seeded.admin.email, seeded.host);
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(monthArb, { minLength: 3, maxLength: 3 }), async (months) => {
        sequence += 1;
        const customerId = `${seeded.companyId}-CH${sequence}-${crypto.randomUUID().slice(0, 6)}`;
        const created = await admin.send('POST', '/api/customers', {
          code: `CH-${sequence}-${customerId.slice(-6)}`,
          name: '株式会社締め日商店',
          paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
        });
        expect(created.status).toBe(201);
        const customer = (await created.json()).id as string;
        for (const [index, closingDate] of closings.entries()) {
          const month = months[index];
          if (!month) continue;
          for (const [n, note] of month.notes.entries())
            await deliveryNote(
              seeded.companyId,
              customer,
              `${closingDate.slice(0, 8)}${String(10 + n).padStart(2, '0')}`,
              note.price,
              note.category,
            );
          const issued = await admin.send('POST', '/api/documents/statement/closing/issue', {
            closingDate,
            customerIds: [customer],
            confirmFutureClosing: true,
          });
          expect(issued.status).toBe(200);
          const last = await chainHolds(admin, seeded.companyId, customer);
          if (!last) continue;
          // After the closing: maybe a payment (set against the statement, or left as 前受金), maybe a return of it.
          const payDay = `${closingDate.slice(0, 8)}25`;
          const owedNow = (await documentFigures(t.db, seeded.companyId, [last.documentId])).get(last.documentId)?.owed ?? 0;
          if (month.payShare !== null && owedNow > 0 && index < closings.length - 1) {
            const amount = Math.max(Math.floor((owedNow * month.payShare) / 100), 1);
            const allocated = month.allocate ? Math.min(amount + month.fee, owedNow) : 0;
            const paid = await admin.send('POST', '/api/payments', {
              customerId: customer,
              paymentDate: payDay,
              amount,
              fee: month.fee,
              allocations: allocated ? [{ documentId: last.documentId, amount: allocated }] : [],
              confirmAdvance: true,
            });
            expect(paid.status).toBe(201);
          }
          if (month.returnIt && last.purchases > 0) {
            const draft = await admin.send('POST', `/api/documents/statement/${last.documentId}/credit-note`, {});
            expect(draft.ok).toBe(true);
            const { id } = await draft.json();
            expect((await admin.send('POST', `/api/documents/credit_note/${id}/issue`)).status).toBe(200);
          }
        }
      }),
      { numRuns: runs, seed },
    );
  });
});
