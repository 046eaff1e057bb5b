import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, plainDate } from '@/core/calendar';
import type { DocumentKind } from '@/core/documents';
import { todayInJapan } from '@/core/documents';
import type { DocumentInput } from '@/core/schemas/documents';
import { previousClosing } from '@/core/statements';
import type { Db } from '../db/client';
import { customers, products, statements } from '../db/schema';
import { createDocument } from '../features/documents/document-change';
import { issueDocument } from '../features/documents/issue-document';
import type { PdfOutput } from '../features/documents/pdf/issued-pdf';
import { issueClosing } from '../features/documents/statements/issue-closing';
import { createPayment } from '../features/payments/save-payment';
import type { CompanyUser } from '../http/env';

/** The latest 20th before today (the closing already past), as YYYY-MM-DD. */
function lastTwentieth(today: string): string {
  const twentieth = `${today.slice(0, 8)}20`;
  return today > twentieth ? twentieth : previousClosing(twentieth);
}

/** The first customer on 20日締め翌月末払い, given a mail address so the batch can mail it. */
async function closingCustomer(db: Db, companyId: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), sql`(${customers.paymentTerms}->>'closingDay')::int = 20`))
    .orderBy(asc(customers.code))
    .limit(1);
  return customer;
}

async function demoLines(db: Db, companyId: string) {
  const items = await db.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.code));
  const standard = items.find((p) => p.taxCategory === 'standard' && !p.isTaxIncluded);
  const reduced = items.find((p) => p.taxCategory === 'reduced' && !p.isTaxIncluded);
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
  return { standard: (q: string) => line(standard, q), reduced: (q: string) => line(reduced, q) };
}

async function draftDelivery(db: Db, user: CompanyUser, customerId: string, deliveryDate: string, lines: DocumentInput['lines']) {
  const input = { ...emptyInput, issueDate: deliveryDate, deliveryDate, customerId, subject: '定期納品', lines };
  return createDocument(db, user, 'delivery_note', input);
}

/** A demo document to issue: its kind's numbers follow issue dates, so each kind is issued in date order. */
export type IssueStep = { kind: DocumentKind; issueDate: string; run: () => Promise<unknown> };

/**
 * Two 納品書 of the 20日締め customer before the last 20th, as drafts whose issue the caller runs
 * in date order with the other demo documents (numbers follow issue dates).
 */
export async function draftDemoDeliveries(output: { db: Db } & PdfOutput, user: CompanyUser) {
  const { db } = output;
  const customer = await closingCustomer(db, user.companyId);
  if (!customer) return [];
  await db.update(customers).set({ email: 'keiri@customer.example' }).where(eq(customers.id, customer.id));
  const line = await demoLines(db, user.companyId);
  const closing = lastTwentieth(todayInJapan());
  const plans: [string, DocumentInput['lines']][] = [
    [`${previousClosing(closing).slice(0, 8)}25`, [line.standard('3'), line.reduced('10')]],
    [`${closing.slice(0, 8)}10`, [line.standard('2')]],
  ];
  const steps: IssueStep[] = [];
  for (const [date, lines] of plans) {
    const draft = await draftDelivery(db, user, customer.id, date, lines);
    steps.push({ kind: 'delivery_note', issueDate: date, run: () => issueDocument(output, user, 'delivery_note', draft.id) });
  }
  return steps;
}

/**
 * 合計請求書 of the demo: the last 20th's closing issued (the 納品書 above and any other of that
 * customer), half of it paid five days later with a ¥660 fee deducted, and one more 納品書
 * today, so the next closing on 合計請求書の発行 has something to bill.
 */
export async function seedDemoStatements(output: { db: Db } & PdfOutput, user: CompanyUser): Promise<void> {
  const { db } = output;
  const customer = await closingCustomer(db, user.companyId);
  if (!customer) return;
  const today = todayInJapan();
  const closing = lastTwentieth(today);
  await issueClosing(db, user, closing);
  const [issued] = await db
    .select({ id: statements.documentId, billed: statements.billed })
    .from(statements)
    .where(and(eq(statements.companyId, user.companyId), eq(statements.customerId, customer.id)));
  const paidOn = addDays(plainDate(closing), 5);
  if (issued && issued.billed > 2000 && paidOn <= today) {
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
  // Dated today: after every other demo 納品書, so its number is the last.
  const line = await demoLines(db, user.companyId);
  const note = await draftDelivery(db, user, customer.id, today, [line.reduced('5')]);
  await issueDocument(output, user, 'delivery_note', note.id);
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
  pdfLanguage: null,
  suppliedMaterials: [],
  lines: [],
};
