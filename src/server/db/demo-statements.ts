import { and, asc, eq, sql } from 'drizzle-orm';
import { todayInJapan } from '@/core/documents';
import type { DocumentInput } from '@/core/schemas/documents';
import { previousClosing } from '@/core/statements';
import { createDocument } from '../features/documents/document-change';
import { issueClosing } from '../features/documents/issue-closing';
import { issueDocument } from '../features/documents/issue-document';
import type { PdfOutput } from '../features/documents/issued-pdf';
import { createPayment } from '../features/payments/save-payment';
import type { CompanyUser } from '../http/env';
import type { Db } from './client';
import { customers, products, statements } from './schema';

/** The latest 20th before today (the closing already past), as YYYY-MM-DD. */
function lastTwentieth(today: string): string {
  const twentieth = `${today.slice(0, 8)}20`;
  return today > twentieth ? twentieth : previousClosing(twentieth);
}

/**
 * 合計請求書 of the demo: the first customer on 20日締め翌月末払い (with a mail address) gets
 * two 納品書 before the last 20th, billed by that closing's statement and paid in part; one more
 * 納品書 after it, so the next closing on 合計請求書の発行 has something to bill.
 */
export async function seedDemoStatements(output: { db: Db } & PdfOutput, user: CompanyUser): Promise<void> {
  const { db } = output;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, user.companyId), sql`(${customers.paymentTerms}->>'closingDay')::int = 20`))
    .orderBy(asc(customers.code))
    .limit(1);
  if (!customer) return;
  await db.update(customers).set({ email: 'keiri@customer.example' }).where(eq(customers.id, customer.id));
  const items = await db.select().from(products).where(eq(products.companyId, user.companyId)).orderBy(asc(products.code));
  const standard = items.find((p) => p.taxCategory === 'standard' && !p.isTaxIncluded);
  const reduced = items.find((p) => p.taxCategory === 'reduced' && !p.isTaxIncluded);
  const closing = lastTwentieth(todayInJapan());
  const before = previousClosing(closing);
  const line = (p: (typeof items)[number] | undefined, quantity: string) => ({
    kind: 'item' as const,
    productId: p?.id ?? null,
    code: p?.code ?? '',
    name: p?.name ?? '部品',
    quantity,
    unit: p?.unit ?? '個',
    unitPrice: p?.unitPrice ?? 5000,
    taxCategory: p?.taxCategory ?? 'standard',
    isWithholding: false,
    date: null,
  });
  const deliver = async (deliveryDate: string, lines: DocumentInput['lines']) => {
    const input = { issueDate: deliveryDate, deliveryDate, customerId: customer.id, subject: '定期納品', lines } as DocumentInput;
    const doc = await createDocument(db, user, 'delivery_note', { ...emptyInput, ...input });
    await issueDocument(output, user, 'delivery_note', doc.id);
  };
  await deliver(`${before.slice(0, 8)}25`, [line(standard, '3'), line(reduced, '10')]);
  await deliver(`${closing.slice(0, 8)}10`, [line(standard, '2')]);
  await issueClosing(db, user, closing);
  const [issued] = await db
    .select({ id: statements.documentId, billed: statements.billed })
    .from(statements)
    .where(and(eq(statements.companyId, user.companyId), eq(statements.customerId, customer.id)));
  const nextDay = new Date(`${closing}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 5);
  const paidOn = nextDay.toISOString().slice(0, 10);
  if (issued && paidOn <= todayInJapan()) {
    const part = Math.floor(issued.billed / 2);
    await createPayment(db, user, {
      customerId: customer.id,
      paymentDate: paidOn,
      amount: part - 660,
      fee: 660,
      payerName: customer.kana,
      memo: '',
      allocations: [{ documentId: issued.id, amount: part }],
    });
  }
  await deliver(paidOn <= todayInJapan() ? paidOn : todayInJapan(), [line(reduced, '5')]);
}

const emptyInput: DocumentInput = {
  issueDate: '',
  customerId: null,
  honorific: null,
  addressee: '',
  subject: '',
  personInCharge: '',
  validUntil: null,
  deliveryDate: null,
  dueDate: null,
  deliveryPlace: '',
  receivedDate: null,
  inspectionDueDate: null,
  paymentMethod: '',
  transactionDate: null,
  periodFrom: null,
  periodTo: null,
  priceMode: 'exclusive',
  bankAccountId: null,
  notes: '',
  memo: '',
  lines: [],
};
