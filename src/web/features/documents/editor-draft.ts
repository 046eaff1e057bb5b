import type { DocumentContext, SalesDocument } from '@/core/contracts/documents';
import type { DocumentKind } from '@/core/documents';
import type { PriceMode, TaxCategory } from '@/core/money';
import type { PdfLanguage } from '@/core/pdf-languages';
import type { PaymentTerms } from '@/core/schemas/customers';
import type { SettlementMethod } from '@/core/supplied-materials';

export type LineKind = 'item' | 'heading' | 'discount';

/** A line as typed: numbers stay text until saved, so 「１．５」 or a lone 「-」 survive mid-typing. */
export type DraftLine = {
  /** Stable across reordering: React keys and error keys use it, never the row's position. */
  key: string;
  kind: LineKind;
  productId: string | null;
  code: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  taxCategory: TaxCategory;
  isWithholding: boolean;
  /** 納品日 / 日付, YYYY-MM-DD or ''. */
  date: string;
};

/** 有償支給原材料 of a 発注書 as typed. */
export type DraftMaterial = {
  key: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  suppliedDate: string;
  settlementMethod: SettlementMethod;
  settlementDate: string;
};

/** 取引年月日 as one day (取引日) or as a period (対象期間). */
export type TransactionMode = 'date' | 'period';

/** The editor's content; optional dates and choices are '' while empty. */
export type Draft = {
  issueDate: string;
  customerId: string | null;
  counterpartyName: string;
  /** The picked counterparty's terms, to fill 支払期限 (unknown for a loaded draft until re-picked). */
  paymentTerms: PaymentTerms | null;
  honorific: '' | '御中' | '様';
  /** 領収書 without a customer: the 宛名 as typed (empty prints 上様). */
  addressee: string;
  subject: string;
  personInCharge: string;
  validUntil: string;
  deliveryDate: string;
  dueDate: string;
  deliveryPlace: string;
  receivedDate: string;
  inspectionDueDate: string;
  paymentMethod: string;
  transactionMode: TransactionMode;
  transactionDate: string;
  periodFrom: string;
  periodTo: string;
  bankAccountId: string;
  notes: string;
  memo: string;
  /** 税抜 or 税込: how the unit prices typed below are read. */
  priceMode: PriceMode;
  lines: DraftLine[];
  /** PDFの言語; '' follows the customer's. */
  pdfLanguage: '' | PdfLanguage;
  /** 発注書 only. */
  suppliedMaterials: DraftMaterial[];
};

export type HeaderFieldName = Exclude<keyof Draft, 'customerId' | 'counterpartyName' | 'paymentTerms' | 'lines' | 'suppliedMaterials'>;

let lastLineKey = 0;
const newLineKey = () => `line-${++lastLineKey}`;

export function newLine(kind: LineKind): DraftLine {
  const base = { key: newLineKey(), kind, productId: null, code: '', name: '', quantity: '1', unit: '', unitPrice: '', date: '' };
  const rest = { taxCategory: 'standard' as const, isWithholding: false };
  if (kind === 'heading') return { ...base, ...rest, quantity: '' };
  if (kind === 'discount') return { ...base, ...rest, name: '値引き' };
  return { ...base, ...rest };
}

let lastMaterialKey = 0;

/** An empty 有償支給原材料 row: settled by 相殺 on the order's 支払期日 unless changed. */
export function newMaterial(dueDate: string): DraftMaterial {
  lastMaterialKey += 1;
  const key = `material-${lastMaterialKey}`;
  return { key, name: '', quantity: '1', unit: '', unitPrice: '', suppliedDate: '', settlementMethod: 'offset', settlementDate: dueDate };
}

const grouping = new Intl.NumberFormat('ja-JP');

export const groupedYen = (n: number) => grouping.format(n);

export function emptyDraft(context: DocumentContext, kind: DocumentKind): Draft {
  const bank = kind === 'invoice' ? context.bankAccounts.find((b) => b.isDefault) : undefined;
  return {
    issueDate: context.today,
    customerId: null,
    counterpartyName: '',
    paymentTerms: null,
    honorific: '',
    addressee: '',
    subject: '',
    personInCharge: '',
    validUntil: '',
    deliveryDate: '',
    dueDate: '',
    deliveryPlace: '',
    receivedDate: '',
    inspectionDueDate: '',
    paymentMethod: '',
    // Every invoice carries a 取引年月日 (消費税法57条の4): the issue date unless the user says otherwise.
    transactionMode: 'date',
    transactionDate: kind === 'invoice' ? context.today : '',
    periodFrom: '',
    periodTo: '',
    bankAccountId: bank?.id ?? '',
    notes: context.defaultNotes,
    memo: '',
    priceMode: 'exclusive',
    lines: [newLine('item')],
    pdfLanguage: '',
    suppliedMaterials: [],
  };
}

export function draftFromDocument(doc: SalesDocument): Draft {
  return {
    issueDate: doc.issueDate,
    customerId: doc.customerId,
    counterpartyName: doc.counterpartyName,
    paymentTerms: null,
    honorific: doc.honorific ?? '',
    addressee: doc.customerId ? '' : doc.counterpartyName,
    subject: doc.subject,
    personInCharge: doc.personInCharge,
    validUntil: doc.validUntil ?? '',
    deliveryDate: doc.deliveryDate ?? '',
    dueDate: doc.dueDate ?? '',
    deliveryPlace: doc.deliveryPlace,
    receivedDate: doc.receivedDate ?? '',
    inspectionDueDate: doc.inspectionDueDate ?? '',
    paymentMethod: doc.paymentMethod,
    transactionMode: doc.periodFrom || doc.periodTo ? 'period' : 'date',
    transactionDate: doc.transactionDate ?? '',
    periodFrom: doc.periodFrom ?? '',
    periodTo: doc.periodTo ?? '',
    bankAccountId: doc.bankAccountId ?? '',
    notes: doc.notes,
    memo: doc.memo,
    priceMode: doc.priceMode,
    lines: doc.lines.map((l) => ({
      key: newLineKey(),
      kind: l.kind,
      productId: l.productId,
      code: l.code,
      name: l.name,
      quantity: l.kind === 'heading' ? '' : l.quantity,
      unit: l.unit,
      unitPrice: l.kind === 'heading' ? '' : groupedYen(l.unitPrice),
      taxCategory: l.taxCategory,
      isWithholding: l.isWithholding,
      date: l.date ?? '',
    })),
    pdfLanguage: doc.pdfLanguage ?? '',
    suppliedMaterials: doc.suppliedMaterials.map((m) => ({
      ...newMaterial(m.settlementDate),
      name: m.name,
      quantity: m.quantity,
      unit: m.unit,
      unitPrice: groupedYen(m.unitPrice),
      suppliedDate: m.suppliedDate,
      settlementMethod: m.settlementMethod,
    })),
  };
}
