/**
 * The sales documents as one model, parameterised by kind: labels, statuses, the
 * allowed moves between them, conversions and the numbering template. Pure; used by the
 * server, the screens and the PDF alike.
 */
import { addDays, addMonths, dateParts, endOfMonth, japanToday, type PlainDate, plainDate, startOfMonth } from './calendar';
import { normalizeForSearch } from './japanese';
import type { AreaKey } from './permissions';

export const documentKinds = ['quotation', 'invoice', 'purchase_order', 'delivery_note', 'credit_note', 'receipt', 'statement'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentStatuses = ['draft', 'issued', 'sent', 'accepted', 'lost', 'partially_paid', 'paid', 'delivered', 'settled'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** 期限超過 is not stored: an issued or sent invoice whose due date has passed. */
export type DisplayStatus = DocumentStatus | 'overdue';

export const statusLabels: Record<DisplayStatus, string> = {
  draft: '下書き',
  issued: '発行済',
  sent: '送付済',
  accepted: '受注',
  lost: '失注',
  partially_paid: '一部入金',
  paid: '入金済',
  delivered: '納品済',
  settled: '精算済',
  overdue: '期限超過',
};

type KindInfo = {
  /** Printed title. */
  title: string;
  /** Printed instead of `title` when the issuer has a 登録番号 (適格返還請求書). */
  qualifiedTitle?: string;
  /** Screen name (the sidebar's). */
  label: string;
  area: AreaKey;
  path: string;
  statuses: readonly DocumentStatus[];
  /** Statuses a user may set by hand once issued (besides 発行済 by issuing and 送付済 by sending). */
  outcomes: readonly DocumentStatus[];
  /** Boxed total caption on the printed document. */
  totalCaption: string;
  defaultTemplate: string;
  counterpartyLabel: string;
  /** The sentence under the addressee on the printed document. */
  greeting: string;
  /** A 領収書 may be issued to 上様 (no customer); every other kind names its counterparty. */
  isCounterpartyOptional?: boolean;
  /** Created and issued only by its own batch (合計請求書): no 新規作成, 編集, 修正 or 複製. */
  isBatchOnly?: boolean;
};

export const kindInfo: Record<DocumentKind, KindInfo> = {
  quotation: {
    title: '見積書',
    label: '見積書管理',
    area: 'quotation',
    path: '/quotation',
    statuses: ['draft', 'issued', 'sent', 'accepted', 'lost'],
    outcomes: ['accepted', 'lost'],
    totalCaption: '御見積金額',
    defaultTemplate: 'Q-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '宛先',
    greeting: '下記のとおり御見積申し上げます。',
  },
  invoice: {
    title: '請求書',
    label: '請求書管理',
    area: 'sales',
    path: '/sales',
    // 一部入金 and 入金済 follow from recorded payments (core/payments.ts); 入金済 by hand stays
    // for an invoice no payment was recorded against.
    statuses: ['draft', 'issued', 'sent', 'partially_paid', 'paid'],
    outcomes: ['paid'],
    totalCaption: 'ご請求金額',
    defaultTemplate: 'INV-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '請求先',
    greeting: '下記のとおりご請求申し上げます。',
  },
  purchase_order: {
    title: '発注書',
    label: '発注書管理',
    area: 'purchase',
    path: '/purchase',
    statuses: ['draft', 'issued', 'sent', 'delivered'],
    outcomes: ['delivered'],
    totalCaption: '発注金額',
    defaultTemplate: 'PO-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '発注先',
    greeting: '下記のとおり発注いたします。',
  },
  delivery_note: {
    title: '納品書',
    label: '納品書管理',
    area: 'delivery',
    path: '/delivery',
    statuses: ['draft', 'issued', 'sent'],
    outcomes: [],
    totalCaption: '納品金額',
    defaultTemplate: 'D-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '納品先',
    greeting: '下記のとおり納品いたしました。',
  },
  // 適格返還請求書 (消費税法57条の4第3項): money going back, so its amounts are positive.
  credit_note: {
    title: '返還請求書',
    qualifiedTitle: '適格返還請求書',
    label: '返品・値引き',
    area: 'creditNote',
    path: '/credit-note',
    statuses: ['draft', 'issued', 'sent', 'settled'],
    outcomes: ['settled'],
    totalCaption: '返還金額',
    defaultTemplate: 'CN-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '返還先',
    greeting: '下記のとおり返品・値引きいたします。',
  },
  // 適格簡易請求書: a shop's or restaurant's receipt; the 宛名 may be left to 上様.
  receipt: {
    title: '領収書',
    label: '領収書管理',
    area: 'receipt',
    path: '/receipt',
    statuses: ['draft', 'issued', 'sent'],
    outcomes: [],
    totalCaption: '領収金額',
    defaultTemplate: 'R-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '宛名',
    greeting: '上記正に領収いたしました。',
    isCounterpartyOptional: true,
  },
  // 合計請求書: made only by the closing batch (締め日ごと), never drafted or edited by hand.
  statement: {
    title: '合計請求書',
    label: '合計請求書',
    area: 'statement',
    path: '/statement',
    statuses: ['issued', 'sent', 'partially_paid', 'paid'],
    outcomes: [],
    totalCaption: '今回ご請求額',
    defaultTemplate: 'ST-{YYYY}{MM}-{seq:4}',
    counterpartyLabel: '請求先',
    greeting: '下記のとおりご請求申し上げます。',
    isBatchOnly: true,
  },
};

/** 宛名 of a receipt issued without one. */
export const defaultReceiptAddressee = '上様';
/** 但し書き of a receipt: what the money was for. */
export const defaultReceiptPurpose = 'お品代として';
export const restaurantReceiptPurpose = 'お食事代として';

/** The title as printed: a credit note of a registered issuer is a 適格返還請求書. */
export function printedTitle(kind: DocumentKind, registrationNumber: string | null | undefined): string {
  const info = kindInfo[kind];
  return registrationNumber && info.qualifiedTitle ? info.qualifiedTitle : info.title;
}

/**
 * 取引年月日 of an original invoice as a credit note prints it: the transaction date when the
 * document has one, else its issue date. The one place that decides it.
 */
export function originalTransactionDate(doc: { issueDate: string; transactionDate?: string | null }): string {
  return doc.transactionDate || doc.issueDate;
}

/**
 * Conversions that keep lineage: 見積書 → 請求書 / 納品書 / 発注書, 納品書 → 請求書. A credit note
 * and a receipt are made from an invoice by their own actions (lines chosen; paid only).
 */
export const conversions: Record<DocumentKind, readonly DocumentKind[]> = {
  quotation: ['invoice', 'delivery_note', 'purchase_order'],
  invoice: [],
  purchase_order: [],
  delivery_note: ['invoice'],
  credit_note: [],
  receipt: [],
  statement: [],
};

export function isDocumentKind(value: string): value is DocumentKind {
  return (documentKinds as readonly string[]).includes(value);
}

/** 期限超過: an invoice issued or sent whose due date (YYYY-MM-DD) is before today (JST). */
export function displayStatus(doc: { kind: DocumentKind; status: DocumentStatus; dueDate: string | null }, today: string): DisplayStatus {
  if (
    (doc.kind === 'invoice' || doc.kind === 'statement') &&
    (doc.status === 'issued' || doc.status === 'sent') &&
    doc.dueDate &&
    doc.dueDate < today
  ) {
    return 'overdue';
  }
  return doc.status;
}

/** The statuses a list can filter by for a kind (期限超過 included for invoices and 合計請求書). */
export function filterStatuses(kind: DocumentKind): DisplayStatus[] {
  return kind === 'invoice' || kind === 'statement' ? [...kindInfo[kind].statuses, 'overdue'] : [...kindInfo[kind].statuses];
}

/** Whether a user may move an issued document from one status to another by hand. */
export function canSetStatus(kind: DocumentKind, from: DocumentStatus, to: DocumentStatus): boolean {
  if (from === 'draft' || to === 'draft' || from === to) return false;
  const outcomes = kindInfo[kind].outcomes;
  // Forward: 発行済 → 送付済, or an outcome from 発行済/送付済. Back: an outcome undone to 送付済/発行済.
  if (to === 'sent') return from === 'issued' || outcomes.includes(from);
  if (to === 'issued') return outcomes.includes(from);
  return outcomes.includes(to) && (from === 'issued' || from === 'sent' || outcomes.includes(from));
}

/** Today's date in Japan as YYYY-MM-DD. */
export function todayInJapan(now: Date = new Date()): string {
  return japanToday(now);
}

export const numberResets = ['yearly', 'monthly', 'never'] as const;
export type NumberReset = (typeof numberResets)[number];
export const numberResetLabels: Record<NumberReset, string> = { yearly: '毎年', monthly: '毎月', never: 'リセットしない' };

const templateToken = /\{(YYYY|YY|MM|DD|seq(?::(\d))?)\}/g;

/** A template is valid when it has exactly one {seq} or {seq:N} and only known placeholders. */
export function templateProblem(template: string): string | null {
  if (template.trim() === '') return '採番形式を入力してください';
  if (template.length > 40) return '採番形式は40文字以内で入力してください';
  const seqCount = (template.match(/\{seq(?::\d)?\}/g) ?? []).length;
  if (seqCount !== 1) return '採番形式には連番 {seq} または {seq:4} を1つだけ含めてください';
  const unknown = template.replace(templateToken, '').match(/\{[^}]*\}/);
  if (unknown) return `採番形式に使えない記号があります: ${unknown[0]}`;
  return null;
}

/** The sequence a document issued on `date` (YYYY-MM-DD) counts in: '2026', '202611' or 'all'. */
export function numberPeriod(reset: NumberReset, date: string): string {
  if (reset === 'yearly') return date.slice(0, 4);
  if (reset === 'monthly') return date.slice(0, 4) + date.slice(5, 7);
  return 'all';
}

/** Q-{YYYY}{MM}-{seq:4} on 2026-11-03 with 7 → Q-202611-0007. */
export function formatDocumentNumber(template: string, date: string, seq: number): string {
  return template.replace(templateToken, (_, token: string, width?: string) => {
    if (token === 'YYYY') return date.slice(0, 4);
    if (token === 'YY') return date.slice(2, 4);
    if (token === 'MM') return date.slice(5, 7);
    if (token === 'DD') return date.slice(8, 10);
    return String(seq).padStart(Number(width ?? 1), '0');
  });
}

/** "Q-202611-0007" with revision 2 → "Q-202611-0007-2" (修正版). */
export function documentNumberLabel(number: string | null, revision: number): string {
  if (!number) return '(未採番)';
  return revision > 1 ? `${number}-${revision}` : number;
}

/** What a document is found by in its list: number, counterparty and subject, each normalised for search. */
export const documentSearchText = (number: string | null, revision: number, counterpartyName: string, subject: string) =>
  [number ? documentNumberLabel(number, revision) : '', counterpartyName, subject].map(normalizeForSearch).join('\n');

/**
 * 支払期限 from a customer's terms (締め日, 支払月, 支払日) and the issue date: the closing on or
 * after the issue date, then the payment day that many months later (31 = month end).
 */
export function dueDateFromTerms(issueDate: string, terms: { closingDay: number; paymentMonthOffset: number; paymentDay: number }): string {
  const issue = plainDate(issueDate);
  const lastDay = (date: PlainDate) => dateParts(endOfMonth(date)).day;
  const isAfterClosing = dateParts(issue).day > Math.min(terms.closingDay, lastDay(issue));
  const paymentMonth = addMonths(startOfMonth(issue), (isAfterClosing ? 1 : 0) + terms.paymentMonthOffset);
  return addDays(paymentMonth, Math.min(terms.paymentDay, lastDay(paymentMonth)) - 1);
}
