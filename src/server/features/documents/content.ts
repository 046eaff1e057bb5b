import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentParty } from '@/core/contracts/documents';
import { hasKindField, type KindField, textKindFields } from '@/core/document-fields';
import { type DocumentKind, defaultReceiptAddressee, documentSearchText, kindInfo } from '@/core/documents';
import { documentTotals, exceedsYenCeiling, lineAmount, parseQuantity, type RoundingMode, yenTooLarge } from '@/core/money';
import type { DocumentInput } from '@/core/schemas/documents';
import type { Tx } from '../../db/client';
import { customers, documentLines, type documents, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { getBankAccount } from './settings/bank-accounts';

const invalid = (message: string, path?: string) => new AppError(400, 'VALIDATION_FAILED', message, path ? [{ path, message }] : undefined);

export async function counterpartyOf(
  tx: Tx,
  companyId: string,
  customerId: string,
  honorific: '御中' | '様' | null,
): Promise<DocumentParty> {
  const [c] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!c) throw invalid('取引先が見つかりません。選び直してください', 'customerId');
  // An erased customer is chosen for nothing new: they asked to be forgotten, so an office worker
  // expects them gone from every picker, and a document to 「削除済みの取引先」 reaches no one.
  if (c.erasedAt)
    throw new AppError(400, 'CUSTOMER_ERASED', 'この取引先は個人情報を消去済みのため、帳票に使えません。別の取引先を選んでください', [
      { path: 'customerId', message: 'この取引先は個人情報を消去済みのため選べません' },
    ]);
  return {
    name: c.name,
    honorific: honorific ?? c.honorific,
    department: c.department,
    contactPerson: c.contactPerson,
    postalCode: c.postalCode,
    address: c.address,
    registrationNumber: c.registrationNumber,
    pdfLanguage: c.pdfLanguage,
  };
}

export const searchTextOf = documentSearchText;

/**
 * The stored form of a draft's content: kind-specific fields, the counterparty and bank
 * account as printed, line amounts and totals from the money module. Every reference
 * (customer, products, bank account) must belong to the same company.
 */
export async function resolveContent(tx: Tx, companyId: string, kind: DocumentKind, input: DocumentInput, roundingMode: RoundingMode) {
  // A field the kind does not have is stored empty whatever was sent (an API client may send the whole shape).
  const pick = (key: KindField) => (hasKindField(kind, key) ? input[key] : textKindFields.includes(key) ? '' : null);
  const counterparty = input.customerId ? await counterpartyOf(tx, companyId, input.customerId, input.honorific) : null;
  const bankAccountId = pick('bankAccountId') as string | null;
  const bankAccount = bankAccountId ? await getBankAccount(tx, companyId, bankAccountId) : null;
  if (bankAccountId && !bankAccount) throw invalid('振込先が見つかりません。選び直してください', 'bankAccountId');

  const productIds = [...new Set(input.lines.flatMap((l) => (l.productId ? [l.productId] : [])))];
  if (productIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, productIds)));
    const known = new Set(found.map((p) => p.id));
    const index = input.lines.findIndex((l) => l.productId && !known.has(l.productId));
    if (index >= 0) throw invalid(`${index + 1}行目の商品が見つかりません`, `lines.${index}.productId`);
  }
  // A receipt for an invoice with 源泉徴収 acknowledges the amount actually paid (差引).
  const hasWithholding = kind === 'invoice' || kind === 'receipt';
  const lines = input.lines.map((l) => ({ ...l, isWithholding: hasWithholding && l.kind !== 'heading' && l.isWithholding }));
  const totals = documentTotals(lines, roundingMode, input.priceMode);
  // 有償支給原材料 are a 発注書's alone, priced like its lines but outside its total.
  const suppliedMaterials =
    kind === 'purchase_order'
      ? input.suppliedMaterials.map((m) => ({ ...m, amount: lineAmount(parseQuantity(m.quantity), m.unitPrice, roundingMode) }))
      : [];
  // Each line passed the schema; their sum (with the tax of a 税抜 document) may still not fit.
  if (exceedsYenCeiling(totals)) throw invalid(yenTooLarge('合計金額'), 'lines');
  // A receipt may go to a name typed at the counter, or to 上様.
  const freeAddressee = !counterparty && kindInfo[kind].isCounterpartyOptional;
  const counterpartyName = counterparty?.name ?? (freeAddressee ? input.addressee || defaultReceiptAddressee : '');
  return {
    values: {
      issueDate: input.issueDate,
      customerId: input.customerId,
      honorific: counterparty?.honorific ?? (freeAddressee ? '様' : input.honorific),
      counterpartyName,
      counterparty,
      subject: input.subject,
      personInCharge: input.personInCharge,
      validUntil: pick('validUntil') as string | null,
      deliveryDate: pick('deliveryDate') as string | null,
      dueDate: pick('dueDate') as string | null,
      deliveryPlace: pick('deliveryPlace') as string,
      receivedDate: pick('receivedDate') as string | null,
      inspectionDueDate: pick('inspectionDueDate') as string | null,
      paymentMethod: pick('paymentMethod') as string,
      transactionDate: input.transactionDate,
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
      bankAccountId,
      bankAccount,
      notes: input.notes,
      memo: input.memo,
      roundingMode,
      priceMode: input.priceMode,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      withholding: totals.withholding,
      amountDue: totals.amountDue,
      byRate: totals.byRate,
      pdfLanguage: input.pdfLanguage,
      suppliedMaterials,
    },
    lines: lines.map((l, i) => ({ ...l, amount: totals.lineAmounts[i] ?? 0 })),
  };
}

export type ResolvedContent = Awaited<ReturnType<typeof resolveContent>>;

/** The editable fields of a line, as stored and as sent. */
export function lineInputOf(l: DocumentInput['lines'][number]): DocumentInput['lines'][number] {
  const { kind, productId, code, name, quantity, unit, unitPrice, taxCategory, isWithholding, date } = l;
  return { kind, productId, code, name, quantity, unit, unitPrice, taxCategory, isWithholding, date };
}

/**
 * An invoice is issued with a 取引年月日 (消費税法57条の4) and a credit note with the day of its
 * return or discount (57条の4第3項): its issue date when it has neither a date nor a period.
 */
export function withTransactionDate(kind: DocumentKind, input: DocumentInput): DocumentInput {
  const isDated = kind === 'invoice' || kind === 'credit_note';
  if (!isDated || input.transactionDate || input.periodFrom || input.periodTo) return input;
  return { ...input, transactionDate: input.issueDate };
}

/**
 * 納品書 → 請求書: each line keeps the day it was delivered (its own date, else the 納品書's
 * 納品日, else its issue date), and the invoice's 取引年月日 is that day, or the period from
 * the first to the last delivery when the lines were delivered on different days.
 */
export function deliveredInput(deliveryNote: DocumentInput): DocumentInput {
  const delivered = deliveryNote.deliveryDate ?? deliveryNote.issueDate;
  const lines = deliveryNote.lines.map((l) => (l.kind === 'heading' ? l : { ...l, date: l.date ?? delivered }));
  const days = [...new Set(lines.flatMap((l) => (l.date ? [l.date] : [])))].sort();
  const first = days[0] ?? delivered;
  const last = days[days.length - 1] ?? delivered;
  return {
    ...deliveryNote,
    lines,
    transactionDate: first === last ? first : null,
    periodFrom: first === last ? null : first,
    periodTo: first === last ? null : last,
  };
}

/** Replaces a document's lines (drafts only reach this). */
export async function writeLines(tx: Tx, companyId: string, documentId: string, lines: ResolvedContent['lines']) {
  await tx.delete(documentLines).where(eq(documentLines.documentId, documentId));
  if (lines.length === 0) return;
  await tx
    .insert(documentLines)
    .values(lines.map((l, position) => ({ id: randomUUID(), documentId, companyId, position, ...lineInputOf(l), amount: l.amount })));
}

/** The input that reproduces a stored document (used to copy, convert and revise it). */
export function inputOf(row: typeof documents.$inferSelect, lines: (typeof documentLines.$inferSelect)[]): DocumentInput {
  return {
    issueDate: row.issueDate,
    customerId: row.customerId,
    honorific: row.honorific,
    addressee: row.customerId ? '' : row.counterpartyName,
    subject: row.subject,
    personInCharge: row.personInCharge,
    validUntil: row.validUntil,
    deliveryDate: row.deliveryDate,
    dueDate: row.dueDate,
    deliveryPlace: row.deliveryPlace,
    receivedDate: row.receivedDate,
    inspectionDueDate: row.inspectionDueDate,
    paymentMethod: row.paymentMethod,
    transactionDate: row.transactionDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    priceMode: row.priceMode,
    bankAccountId: row.bankAccountId,
    notes: row.notes,
    memo: row.memo,
    lines: lines.map(lineInputOf),
    pdfLanguage: row.pdfLanguage,
    suppliedMaterials: row.suppliedMaterials.map(({ amount, ...m }) => m),
  };
}
