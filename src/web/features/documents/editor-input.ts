import { kindFields } from '@/core/document-fields';
import { type DocumentKind, kindInfo } from '@/core/documents';
import { toHalfWidth } from '@/core/format';
import { type MoneyLine, parseQuantity, parseYenText } from '@/core/money';
import type { Draft, DraftLine, DraftMaterial } from './editor-draft';

/** The optional fields the editor shows for a kind: its own header fields and a receipt's free 宛名; the others are sent empty. */
export function editorFieldsOf(kind: DocumentKind): readonly string[] {
  return kindInfo[kind].isCounterpartyOptional ? [...kindFields[kind], 'addressee'] : kindFields[kind];
}

const hasField = (kind: DocumentKind, field: keyof Draft) => editorFieldsOf(kind).includes(field);

function lineInput(line: DraftLine, kind: DocumentKind) {
  if (line.kind === 'heading') {
    return {
      kind: line.kind,
      productId: null,
      code: '',
      name: line.name,
      quantity: '0',
      unit: '',
      unitPrice: 0,
      taxCategory: 'standard',
      date: null,
    };
  }
  // An empty unit price reads as ¥0 (its placeholder); anything else unparsable goes to the schema to be named.
  const price = line.unitPrice.trim() === '' ? 0 : (parseYenText(line.unitPrice) ?? line.unitPrice);
  return {
    kind: line.kind,
    productId: line.productId,
    code: line.code,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: price,
    taxCategory: line.taxCategory,
    isWithholding: kind === 'invoice' && line.isWithholding,
    date: line.date,
  };
}

function materialInput({ key: _key, unitPrice, ...material }: DraftMaterial) {
  return { ...material, unitPrice: unitPrice.trim() === '' ? 0 : (parseYenText(unitPrice) ?? unitPrice) };
}

/** What documentInput.safeParse receives: the whole draft, as the API expects it on every save. */
export function rawDocumentInput(draft: Draft, kind: DocumentKind) {
  const optional = <K extends keyof Draft>(field: K) => (hasField(kind, field) ? draft[field] : '');
  return {
    issueDate: draft.issueDate,
    customerId: draft.customerId,
    honorific: draft.honorific || null,
    addressee: optional('addressee'),
    subject: draft.subject,
    personInCharge: draft.personInCharge,
    validUntil: optional('validUntil'),
    deliveryDate: optional('deliveryDate'),
    dueDate: optional('dueDate'),
    deliveryPlace: optional('deliveryPlace'),
    receivedDate: optional('receivedDate'),
    inspectionDueDate: optional('inspectionDueDate'),
    paymentMethod: optional('paymentMethod'),
    // Only the chosen form is sent: 対象期間 chosen means no 取引日, and the reverse.
    transactionDate: draft.transactionMode === 'date' ? draft.transactionDate : '',
    periodFrom: draft.transactionMode === 'period' ? draft.periodFrom : '',
    periodTo: draft.transactionMode === 'period' ? draft.periodTo : '',
    priceMode: draft.priceMode,
    bankAccountId: optional('bankAccountId') || null,
    notes: draft.notes,
    memo: draft.memo,
    lines: draft.lines.map((line) => lineInput(line, kind)),
    pdfLanguage: draft.pdfLanguage || null,
    suppliedMaterials: kind === 'purchase_order' ? draft.suppliedMaterials.map(materialInput) : [],
  };
}

/** A quantity the money module can read, or 0 while the typed text is not one yet. */
function liveQuantity(text: string): string | number {
  const plain = toHalfWidth(text).replace(/,/g, '').trim();
  try {
    parseQuantity(plain);
    return plain;
  } catch {
    return 0;
  }
}

/** The draft's lines for documentTotals while typing: unparsable numbers count as 0. */
export function liveMoneyLines(lines: readonly DraftLine[], kind: DocumentKind): MoneyLine[] {
  return lines.map((line) => ({
    kind: line.kind,
    quantity: line.kind === 'heading' ? 0 : liveQuantity(line.quantity),
    unitPrice: line.kind === 'heading' ? 0 : (parseYenText(line.unitPrice) ?? 0),
    taxCategory: line.taxCategory,
    isWithholding: kind === 'invoice' && line.isWithholding,
  }));
}
