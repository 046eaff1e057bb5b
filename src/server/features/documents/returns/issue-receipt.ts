import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
import {
  defaultReceiptPurpose,
  documentNumberLabel,
  originalTransactionDate,
  restaurantReceiptPurpose,
  todayInJapan,
} from '@/core/documents';
import type { TaxCategory } from '@/core/money';
import type { DocumentInput, ReceiptInput } from '@/core/schemas/documents';
import { type AdjustmentLine, type BillItem, billLines } from '@/core/seat-bill';
import type { Db, Tx } from '../../../db/client';
import { isIssued } from '../../../db/issued-documents';
import { documents } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError } from '../../../http/errors';
import { recordDocumentChange } from '../document-change';
import { issueDraft, issuing } from '../issue-document';
import type { IssueTry } from '../pdf/issue-render';
import type { PdfOutput } from '../pdf/issued-pdf';
import { insertDraft } from '../save-document';
import { findDocument } from '../view';
import { receivedLines } from './receipt-lines';
import { receivedOn } from './received-on';

// 領収書 live beside 返品・値引き: a receipt for an invoice states the money received on it, shared
// out by what each tax rate still owed after its credit notes (receipt-lines.ts, given-back.ts).

/** A receipt is written and issued in one go: it records money already received. */
async function createAndIssue(
  tx: Tx,
  issue: IssueTry,
  user: CompanyUser,
  input: DocumentInput,
  sourceId: string | null,
  detail: Record<string, unknown>,
): Promise<SalesDocument> {
  const draft = await insertDraft(tx, user, 'receipt', input, { sourceId });
  await recordDocumentChange(tx, user, 'document.receipt', draft, { counterparty: draft.counterpartyName, total: draft.total, ...detail });
  return issueDraft(tx, issue, user, 'receipt', draft.id);
}

const blankInput = (issueDate: string): Omit<DocumentInput, 'lines' | 'priceMode'> => ({
  issueDate,
  // 取引年月日 of a 適格簡易請求書 paid at the counter: the day paid, which is the day it is written.
  transactionDate: issueDate,
  periodFrom: null,
  periodTo: null,
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
  bankAccountId: null,
  notes: '',
  memo: '',
  pdfLanguage: null,
  suppliedMaterials: [],
});

/**
 * 領収書を発行 for a 入金済 invoice: the money received on it (receivedOn — after 返品・値引き that
 * is less than it billed), to its customer, dated the day it was paid, with the 取引年月日 or
 * 対象期間 of the sale, linked to it as its source. One receipt per invoice: a second one would
 * acknowledge the money twice.
 */
export async function issueInvoiceReceipt(
  deps: { db: Db } & PdfOutput,
  user: CompanyUser,
  invoiceId: string,
  { addressee, purpose }: ReceiptInput,
): Promise<SalesDocument> {
  return issuing(deps, { companyId: user.companyId, kind: 'receipt' }, async (tx, issue) => {
    const invoice = await findDocument(tx, user.companyId, 'invoice', invoiceId, { lock: true });
    if (invoice.status !== 'paid') throw new AppError(409, 'NOT_PAID', '領収書は入金済の請求書にだけ発行できます');
    const [existing] = await tx
      .select({ number: documents.number, revision: documents.revision })
      .from(documents)
      .where(and(eq(documents.companyId, user.companyId), eq(documents.kind, 'receipt'), eq(documents.sourceId, invoiceId), isIssued()));
    if (existing)
      throw new AppError(
        409,
        'RECEIPT_EXISTS',
        `この請求書の領収書は「${documentNumberLabel(existing.number, existing.revision)}」として発行済みです`,
      );
    const received = await receivedOn(tx, user.companyId, invoiceId);
    if (received <= 0) throw new AppError(409, 'NOTHING_RECEIVED', 'この請求書には受け取った金額がないため、領収書は発行できません');
    const isPeriod = Boolean(invoice.periodFrom && invoice.periodTo);
    const input: DocumentInput = {
      ...blankInput(invoice.paidDate ?? todayInJapan()),
      transactionDate: isPeriod ? null : originalTransactionDate(invoice),
      periodFrom: isPeriod ? invoice.periodFrom : null,
      periodTo: isPeriod ? invoice.periodTo : null,
      // Typed 宛名 replaces the customer; otherwise the receipt goes to whom the invoice went.
      customerId: addressee ? null : invoice.customerId,
      honorific: addressee ? null : invoice.honorific,
      addressee,
      subject: purpose || defaultReceiptPurpose,
      ...(await receivedLines(tx, user.companyId, invoice, received)),
    };
    const from = { id: invoiceId, kind: 'invoice', number: documentNumberLabel(invoice.number, invoice.revision) };
    return createAndIssue(tx, issue, user, input, invoiceId, { from });
  });
}

export type SeatSessionOrders = {
  seatName: string;
  orders: { items: BillItem[] }[];
  /** 割引 (negative) and サービス料 taken at 会計, after the items. */
  adjustments?: AdjustmentLine[];
};

const receiptLine = (
  kind: 'item' | 'discount',
  name: string,
  quantity: number,
  unitPrice: number,
  taxCategory: TaxCategory = 'standard',
): DocumentInput['lines'][number] => ({
  kind,
  productId: null,
  code: '',
  name,
  quantity: String(quantity),
  unit: '',
  unitPrice,
  taxCategory,
  isWithholding: false,
  date: null,
});

/**
 * 領収書 for a seat closed on 注文確認, built from the orders stored for that seat's guests
 * (cancelled ones left out by the caller), never from what the browser shows. Menu prices are
 * 税込 and eating in is 10% (軽減税率 covers take-out food, not 外食), so the lines are 税込 at
 * 10% — a line taken out (お持ち帰り) at its own rate — and the tax is taken out once per rate. Same item at the same price is one line
 * (billLines, as the pay screen lists them); 割引 and サービス料 follow as lines of their own.
 */
export async function issueSeatReceipt(
  tx: Tx,
  issue: IssueTry,
  user: CompanyUser,
  session: SeatSessionOrders,
  addressee: string,
): Promise<SalesDocument> {
  const lines = billLines(session.orders.flatMap((o) => o.items));
  if (lines.length === 0) throw new AppError(409, 'NOTHING_ORDERED', `${session.seatName}には会計する注文がありません`);
  const input: DocumentInput = {
    ...blankInput(todayInJapan()),
    addressee,
    subject: restaurantReceiptPurpose,
    memo: `座席: ${session.seatName}`,
    priceMode: 'inclusive',
    lines: [
      ...lines.map((l) => receiptLine('item', l.name, l.quantity, l.price, l.taxCategory)),
      ...(session.adjustments ?? []).map((l) => receiptLine(l.kind, l.name, 1, l.amount, l.taxCategory)),
    ],
  };
  return createAndIssue(tx, issue, user, input, null, { seat: session.seatName });
}
