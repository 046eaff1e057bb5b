import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuItems, orders, seats } from '../db/schema';
import { issueDocument } from '../features/documents/issue-document';
import type { PdfOutput } from '../features/documents/pdf/issued-pdf';
import { createCreditNote } from '../features/documents/returns/create-credit-note';
import { issueInvoiceReceipt } from '../features/documents/returns/issue-receipt';
import { seatReceipts } from '../features/documents/returns/seat-receipts';
import { closeSeatWithReceipt } from '../features/orders/close-seat';
import type { CompanyUser } from '../http/env';

/**
 * 返品・値引き and 領収書 of the demo: a credit note for one line of a sent invoice, a receipt for
 * a paid one, and — for the restaurant — a seat closed with its receipt after a served order.
 */
export async function seedDemoCreditNoteAndReceipts(
  output: { db: Db } & PdfOutput,
  user: CompanyUser,
  invoices: { sent: string; paid: string },
): Promise<void> {
  const { db } = output;
  const credit = await createCreditNote(db, user, 'invoice', invoices.sent, { lines: [{ index: 1, quantity: '1' }] });
  await issueDocument(output, user, 'credit_note', credit.id);
  await issueInvoiceReceipt(output, user, invoices.paid, { addressee: '', purpose: '' });

  const [seat] = await db.select().from(seats).where(eq(seats.companyId, user.companyId)).orderBy(asc(seats.sortOrder)).limit(1);
  const items = await db.select().from(menuItems).where(eq(menuItems.companyId, user.companyId)).orderBy(asc(menuItems.sortOrder));
  if (!seat || items.length < 2) return;
  const lines = items.slice(0, 2).map((item, i) => ({ itemId: item.id, name: item.name, price: item.price, quantity: i + 1 }));
  const createdAtMs = Date.now() - 3_600_000;
  await db
    .update(seats)
    .set({ sessionStartedAt: createdAtMs - 60_000 })
    .where(and(eq(seats.id, seat.id)));
  const totalAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  await db.insert(orders).values({
    id: randomUUID(),
    companyId: user.companyId,
    seatId: seat.id,
    orderNo: String(createdAtMs),
    seatName: seat.name,
    items: lines,
    totalAmount,
    status: 'served',
    requestKey: `demo-${createdAtMs}`,
    createdAtMs,
  });
  const payment = {
    total: totalAmount,
    discount: null,
    serviceChargePercent: 0,
    payments: [{ method: 'cash' as const, amount: totalAmount }],
    split: null,
  };
  await closeSeatWithReceipt(seatReceipts(output), user, seat.id, { unserved: null, payment }, '');
}
