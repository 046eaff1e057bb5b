import type { DocumentKind } from './documents';

/** The header fields that only some kinds have; every other kind stores them empty. */
export type KindField =
  | 'validUntil'
  | 'deliveryDate'
  | 'dueDate'
  | 'deliveryPlace'
  | 'bankAccountId'
  | 'receivedDate'
  | 'inspectionDueDate'
  | 'paymentMethod';

/**
 * Which of them each kind shows, saves and prints. The 取適法 terms (受領日, 検査完了期日, 支払方法,
 * 納品場所) are a 発注書's alone: a 返品・値引き or a 領収書 records money, not an order.
 */
export const kindFields: Record<DocumentKind, readonly KindField[]> = {
  quotation: ['validUntil', 'deliveryDate'],
  invoice: ['dueDate', 'bankAccountId'],
  purchase_order: ['deliveryDate', 'deliveryPlace', 'dueDate', 'receivedDate', 'inspectionDueDate', 'paymentMethod'],
  delivery_note: ['deliveryDate'],
  credit_note: [],
  receipt: [],
  statement: ['dueDate'],
};

export const hasKindField = (kind: DocumentKind, field: string): boolean => (kindFields[kind] as readonly string[]).includes(field);

/** The text fields among them (stored '' rather than null when a kind has none). */
export const textKindFields: readonly KindField[] = ['deliveryPlace', 'paymentMethod'];
