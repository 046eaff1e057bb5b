import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, addMonths, dateParts, endOfMonth, japanToday, type PlainDate, startOfMonth } from '@/core/calendar';
import type { DocumentKind, DocumentStatus } from '@/core/documents';
import type { DocumentInput } from '@/core/schemas/documents';
import type { Db } from '../db/client';
import { companies, customers, documents, products, users } from '../db/schema';
import { copyDocument } from '../features/documents/copy-document';
import { createDocument } from '../features/documents/document-change';
import { issueDocument } from '../features/documents/issue-document';
import type { PdfOutput } from '../features/documents/pdf/issued-pdf';
import { setDocumentStatus } from '../features/documents/set-document-status';
import { saveBankAccount } from '../features/documents/settings/bank-accounts';
import type { CompanyUser } from '../http/env';
import { gradientPng, storeDemoImage } from './demo-images';
import { seedDemoCreditNoteAndReceipts } from './demo-receipts';
import { draftDemoDeliveries, type IssueStep, seedDemoStatements } from './demo-statements';

const assets = join(dirname(fileURLToPath(import.meta.url)), 'demo-assets');

const profiles = {
  'demo-company': {
    postalCode: '150-0001',
    address: '東京都渋谷区神宮前1-2-3 デモビル5F',
    phone: '03-1234-5678',
    email: 'info@demo.example',
    registrationNumber: 'T9010401234567',
    seal: 'seal-demo.png',
    bank: { bankName: 'みずほ銀行', branchName: '渋谷支店', accountNumber: '1234567', accountHolder: 'デモ(カ' },
  },
  'office-company': {
    postalCode: '530-0001',
    address: '大阪府大阪市北区梅田2-4-6',
    phone: '06-2345-6789',
    email: 'keiri@office.example',
    registrationNumber: 'T1011001234568',
    seal: 'seal-office.png',
    bank: { bankName: '三井住友銀行', branchName: '梅田支店', accountNumber: '7654321', accountHolder: 'サンプルシヨウジ(カ' },
  },
} as const;

/** YYYY-MM-DD, `months` back from today and on day `day` (clamped to the month, and to today in the current month). */
function dateAgo(months: number, day: number): PlainDate {
  const today = japanToday();
  const first = addMonths(startOfMonth(today), -months);
  const latest = months === 0 ? today : endOfMonth(first);
  return addDays(first, Math.min(day, dateParts(latest).day) - 1);
}

/** The last day of the month `months` back (a period 〇月分 runs to it, even in the current month). */
function monthEnd(months: number): string {
  return endOfMonth(dateAgo(months, 1));
}

type Plan = {
  kind: DocumentKind;
  monthsAgo: number;
  day: number;
  customer: number;
  subject: string;
  lines: [number, string][];
  status: DocumentStatus;
  dueInDays?: number;
  /** 対象期間: the whole month of the issue date (〇月分). Invoices without one get 取引年月日 at issue. */
  isMonthly?: boolean;
  /** 納品日 of each line, as days of the issue month. */
  lineDays?: number[];
};

/**
 * 自社情報, a bank account, a seal, and a handful of documents of each kind in various statuses.
 * Issued demo documents get their PDF and its hash at issue, like any other, from the caller's
 * renderer (one for every company: a render thread takes about a second to start).
 */
export async function seedDemoDocuments(output: { db: Db } & PdfOutput, companyId: keyof typeof profiles): Promise<void> {
  const { db } = output;
  const [existing] = await db.select({ id: documents.id }).from(documents).where(eq(documents.companyId, companyId)).limit(1);
  if (existing) return;
  const [admin] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')))
    .limit(1);
  if (!admin) return;
  const user = { ...admin, companyId, company: { id: companyId } } as unknown as CompanyUser;
  const profile = profiles[companyId];
  const sealFileId = await storeDemoImage(db, companyId, profile.seal, await readFile(join(assets, profile.seal)), { isPrivate: true });
  const logoFileId = await storeDemoImage(db, companyId, 'logo.png', gradientPng([30, 58, 138], [96, 165, 250], 96));
  const { seal: _seal, bank, ...info } = profile;
  await db
    .update(companies)
    .set({ ...info, sealFileId, logoFileId })
    .where(eq(companies.id, companyId));
  await saveBankAccount(db, user, { ...bank, accountType: '普通', isDefault: true });

  const productRows = await db.select().from(products).where(eq(products.companyId, companyId)).orderBy(asc(products.code));
  const customerRows = await db.select().from(customers).where(eq(customers.companyId, companyId)).orderBy(asc(customers.code));
  const inputOf = (p: Plan): DocumentInput => ({
    issueDate: dateAgo(p.monthsAgo, p.day),
    customerId: customerRows[p.customer % customerRows.length]?.id ?? null,
    honorific: null,
    addressee: '',
    subject: p.subject,
    personInCharge: admin.name,
    validUntil: p.kind === 'quotation' ? dateAgo(p.monthsAgo - 1, p.day) : null,
    deliveryDate: p.kind === 'invoice' ? null : dateAgo(p.monthsAgo, Math.min(p.day + 7, 28)),
    dueDate: p.kind === 'invoice' || p.kind === 'purchase_order' ? dateAgo(p.monthsAgo - 1, 31) : null,
    deliveryPlace: p.kind === 'purchase_order' ? '本社倉庫' : '',
    receivedDate: null,
    inspectionDueDate: null,
    paymentMethod: p.kind === 'purchase_order' ? '銀行振込' : '',
    transactionDate: null,
    periodFrom: p.isMonthly ? dateAgo(p.monthsAgo, 1) : null,
    periodTo: p.isMonthly ? monthEnd(p.monthsAgo) : null,
    priceMode: 'exclusive',
    bankAccountId: null,
    notes: p.kind === 'invoice' ? 'お振込手数料は貴社にてご負担くださいますようお願いいたします。' : '',
    memo: '',
    pdfLanguage: null,
    suppliedMaterials: [],
    lines: p.lines.map(([index, quantity], i) => {
      const product = productRows[index % productRows.length];
      return {
        kind: 'item',
        productId: product?.id ?? null,
        code: product?.code ?? '',
        name: product?.name ?? '作業費',
        quantity,
        unit: product?.unit ?? '式',
        unitPrice: product?.unitPrice ?? 10000,
        taxCategory: product?.taxCategory ?? 'standard',
        isWithholding: false,
        date: p.lineDays?.[i] ? dateAgo(p.monthsAgo, p.lineDays[i]) : null,
      };
    }),
  });

  // Issued in date order once all are made, so each kind's numbers follow its issue dates.
  const toIssue: IssueStep[] = [];
  async function make(p: Plan) {
    const doc = await createDocument(db, user, p.kind, inputOf(p));
    if (p.status !== 'draft') toIssue.push({ kind: p.kind, issueDate: doc.issueDate, run: () => issueWithStatus(p, doc.id) });
    return doc;
  }
  async function issueWithStatus(p: Plan, id: string) {
    await issueDocument(output, user, p.kind, id);
    if (p.status === 'issued') return;
    await setDocumentStatus(db, user, p.kind, id, { status: 'sent', paidDate: null });
    if (p.status === 'sent') return;
    const paidDate = p.status === 'paid' ? dateAgo(Math.max(p.monthsAgo - 1, 0), 25) : null;
    await setDocumentStatus(db, user, p.kind, id, { status: p.status, paidDate });
  }

  // Quotations: one becomes an invoice (受注), others sent, lost, issued or still a draft.
  const accepted = await make({
    kind: 'quotation',
    monthsAgo: 0,
    day: 2,
    customer: 0,
    subject: 'オフィス備品一式',
    lines: [
      [0, '10'],
      [3, '5'],
      [7, '2'],
    ],
    status: 'sent',
  });
  await make({ kind: 'quotation', monthsAgo: 0, day: 6, customer: 1, subject: '年間保守契約', lines: [[12, '12']], status: 'sent' });
  await make({
    kind: 'quotation',
    monthsAgo: 1,
    day: 10,
    customer: 2,
    subject: '新店舗の什器',
    lines: [
      [5, '3'],
      [9, '1'],
    ],
    status: 'lost',
  });
  await make({
    kind: 'quotation',
    monthsAgo: 0,
    day: 12,
    customer: 3,
    subject: '会議用消耗品',
    lines: [
      [1, '20'],
      [2, '20'],
    ],
    status: 'issued',
  });
  await make({
    kind: 'quotation',
    monthsAgo: 0,
    day: 15,
    customer: 4,
    subject: '販促物の制作（検討中）',
    lines: [[14, '1.5']],
    status: 'draft',
  });

  // Invoices over the last year: paid, sent, two overdue and a draft.
  const invoiceIds: Record<number, string> = {};
  for (let m = 11; m >= 1; m--)
    invoiceIds[m] = (
      await make({
        kind: 'invoice',
        monthsAgo: m,
        day: 25,
        customer: m,
        subject: `${dateAgo(m, 1).slice(5, 7)}月分のご請求`,
        // システム保守 (products are in code order: EX, FD, OF, SV) every month, with supplies and food that vary.
        lines: [
          [24, '1'],
          [12 + (m % 12), String(2 + (m % 4))],
          [2 + (m % 8), '2'],
        ],
        status: m === 2 ? 'sent' : m === 3 ? 'issued' : 'paid',
        isMonthly: true,
      })
    ).id;
  await make({
    kind: 'invoice',
    monthsAgo: 0,
    day: 5,
    customer: 6,
    subject: '今月分のご請求',
    lines: [
      [24, '1'],
      [16, '3'],
      [3, '6'],
    ],
    status: 'sent',
    isMonthly: true,
  });
  await make({ kind: 'invoice', monthsAgo: 0, day: 18, customer: 7, subject: '追加作業', lines: [[11, '1']], status: 'draft' });

  await make({
    kind: 'purchase_order',
    monthsAgo: 1,
    day: 8,
    customer: 8,
    subject: '商品仕入れ（10月）',
    lines: [
      [0, '50'],
      [1, '30'],
    ],
    status: 'delivered',
  });
  await make({ kind: 'purchase_order', monthsAgo: 0, day: 9, customer: 9, subject: '商品仕入れ', lines: [[2, '40']], status: 'sent' });
  await make({
    kind: 'purchase_order',
    monthsAgo: 0,
    day: 16,
    customer: 10,
    subject: '備品の追加発注',
    lines: [[6, '4']],
    status: 'draft',
  });

  // Delivered on two days and billed with one invoice, which lists each line's 納品日 and the 納品書番号.
  const delivered = await make({
    kind: 'delivery_note',
    monthsAgo: 1,
    day: 20,
    customer: 0,
    subject: '備品納品',
    lines: [
      [0, '10'],
      [3, '4'],
    ],
    lineDays: [14, 20],
    status: 'sent',
  });
  await make({ kind: 'delivery_note', monthsAgo: 0, day: 11, customer: 1, subject: '保守部品', lines: [[12, '2']], status: 'issued' });
  await make({ kind: 'delivery_note', monthsAgo: 0, day: 17, customer: 2, subject: '追加納品', lines: [[3, '6']], status: 'draft' });

  toIssue.push(...(await draftDemoDeliveries(output, user)));
  toIssue.sort((a, b) => a.issueDate.localeCompare(b.issueDate));
  // Kinds side by side (each has its own numbers), each in date order: their PDFs render at once.
  const kinds = [...new Set(toIssue.map((step) => step.kind))];
  await Promise.all(
    kinds.map(async (kind) => {
      for (const step of toIssue.filter((s) => s.kind === kind)) await step.run();
    }),
  );
  // Made today from the quotation and the delivery note above, so issued after all of them.
  for (const [kind, id] of [
    ['quotation', accepted.id],
    ['delivery_note', delivered.id],
  ] as const) {
    const converted = await copyDocument(db, user, kind, id, { mode: 'convert', to: 'invoice' });
    await issueDocument(output, user, 'invoice', converted.id);
  }

  await seedDemoCreditNoteAndReceipts(output, user, { sent: invoiceIds[2] ?? '', paid: invoiceIds[1] ?? '' });
  await seedDemoStatements(output, user);
}
