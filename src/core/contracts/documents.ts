import { z } from 'zod';
import { approvalStatuses } from '../approvals';
import { linkStates } from '../document-links';
import { documentKinds, documentStatuses } from '../documents';
import { priceModes, taxCategories } from '../money';
import type { BilledKind } from '../payments';
import { pdfLanguages } from '../pdf-languages';
import { honorifics } from '../schemas/customers';
import {
  choiceQuery,
  convertDocumentInput,
  creditNoteInput,
  documentArchiveInput,
  documentExportQuery,
  documentInput,
  documentListQuery,
  documentMailInput,
  documentPdfQuery,
  documentStatusInput,
  issueDocumentInput,
  receiptInput,
  suppliedSettlementInput,
} from '../schemas/documents';
import { settlementMethods } from '../supplied-materials';
import { customer } from './customers';
import { bankAccount, paymentTerms } from './document-settings';
import { endpoint, noContent } from './endpoint';
import { mailDelivery } from './mail-deliveries';
import { product } from './products';
import { companyProfile } from './settings';
import { statementFigures } from './statements';

/**
 * 帳票 (/api/documents/{kind}): one set of endpoints for every kind, the kind a path parameter the
 * server checks (an unknown one is 404). Each kind's area flag gates its endpoints.
 */

const kind = z.enum(documentKinds);
const status = z.enum(documentStatuses);
const roundingMode = z.enum(['floor', 'ceil', 'round']);

export const revisionRef = z.object({ id: z.string(), numberLabel: z.string() });
export type RevisionRef = z.output<typeof revisionRef>;

/** One row of a document list. */
export const documentSummary = z.object({
  id: z.string(),
  kind,
  /** null until issued. */
  number: z.string().nullable(),
  revision: z.number(),
  /** number with the revision suffix, or (未採番). */
  numberLabel: z.string(),
  status,
  displayStatus: z.enum([...documentStatuses, 'overdue']),
  issueDate: z.string(),
  customerId: z.string().nullable(),
  counterpartyName: z.string(),
  subject: z.string(),
  total: z.number(),
  dueDate: z.string().nullable(),
  updatedAt: z.string(),
  /** false once an issued revision replaced it (修正済み); such rows are listed only with 旧版を含む. */
  isLatest: z.boolean(),
  /** The revision that replaced it, when it is 修正済み. */
  supersededBy: revisionRef.nullable(),
  /** 承認フロー: 承認待ち, 差戻し, 承認済み, or none. */
  approvalStatus: z.enum(approvalStatuses),
  /** Web送付 (lists only): 送付済み, 開封済み or 受領済み as far as its links went; none without a link. */
  linkState: z.enum(linkStates).optional(),
});
export type DocumentSummary = z.output<typeof documentSummary>;

/** `total` stops at 10,000 (isTotalCapped): counting every row of a long list would cost more than the page. */
export const documentList = z.object({
  items: z.array(documentSummary),
  total: z.number(),
  isTotalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type DocumentList = z.output<typeof documentList>;

export const documentLine = z.object({
  id: z.string(),
  kind: z.enum(['item', 'heading', 'discount']),
  productId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  /** Decimal text, e.g. "1.5". */
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.number(),
  taxCategory: z.enum(taxCategories),
  isWithholding: z.boolean(),
  /** 納品日 / 日付 of the line, YYYY-MM-DD. */
  date: z.string().nullable(),
  amount: z.number(),
});
export type DocumentLine = z.output<typeof documentLine>;

/** The totals the money module computes; `base` of each rate is 税抜 in both modes. */
const documentTotals = z.object({
  lineAmounts: z.array(z.number()),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  byRate: z.array(z.object({ taxCategory: z.enum(taxCategories), rate: z.number(), base: z.number(), tax: z.number() })),
  withholdingBase: z.number(),
  withholding: z.number(),
  /** 差引請求額: total minus withholding. */
  amountDue: z.number(),
});

/** A related document: where this one came from, what was made of it, its revisions. */
export const documentLink = z.object({
  id: z.string(),
  kind,
  number: z.string(),
  status,
  issueDate: z.string(),
  /** 取引年月日 (see originalTransactionDate): what a credit note prints for its original invoice. */
  transactionDate: z.string(),
  /** 対象期間 of that invoice, when it was billed for a period rather than a day. */
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
});
export type DocumentLink = z.output<typeof documentLink>;

/** The counterparty as printed (a snapshot once issued). */
export const documentParty = z.object({
  name: z.string(),
  honorific: z.enum(honorifics),
  department: z.string(),
  contactPerson: z.string(),
  postalCode: z.string(),
  address: z.string(),
  registrationNumber: z.string(),
  /** The customer's PDF language when the snapshot was taken (older snapshots have none: 日本語). */
  pdfLanguage: z.enum(pdfLanguages).optional(),
});
export type DocumentParty = z.output<typeof documentParty>;

export const documentWarning = z.object({ code: z.literal('LATE_PAYMENT'), message: z.string() });
export type DocumentWarning = z.output<typeof documentWarning>;

/** 合計請求書 only: its 締め日, the figures it prints and the 納品書 it bills. */
export const statementDetail = statementFigures.extend({
  closingDate: z.string(),
  sources: z.array(z.object({ id: z.string(), number: z.string(), date: z.string(), total: z.number() })),
});
export type StatementDetail = z.output<typeof statementDetail>;

/** 有償支給原材料 of a 発注書, with its 金額 (数量 × 単価). */
export const suppliedMaterial = z.object({
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.number(),
  amount: z.number(),
  suppliedDate: z.string(),
  settlementMethod: z.enum(settlementMethods),
  settlementDate: z.string(),
  /** 決済済み: the day it was settled (issued orders only); null while unsettled. */
  settledOn: z.string().nullable(),
});
export type SuppliedMaterial = z.output<typeof suppliedMaterial>;

/** A whole document: its content, lines, totals and where it came from / what came of it. */
export const salesDocument = documentSummary.extend({
  honorific: z.enum(honorifics).nullable(),
  personInCharge: z.string(),
  validUntil: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryPlace: z.string(),
  /** 発注書 only: 受領日, 検査完了期日, 支払方法. */
  receivedDate: z.string().nullable(),
  inspectionDueDate: z.string().nullable(),
  paymentMethod: z.string(),
  /** 取引年月日, or the period 対象期間 (periodFrom–periodTo); an issued invoice always has one. */
  transactionDate: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  bankAccountId: z.string().nullable(),
  paidDate: z.string().nullable(),
  notes: z.string(),
  memo: z.string(),
  roundingMode,
  /** 税抜 or 税込: how the unit prices and line amounts read. */
  priceMode: z.enum(priceModes),
  lines: z.array(documentLine),
  totals: documentTotals,
  /** Frozen once issued: edits go through a revision. */
  isFrozen: z.boolean(),
  counterparty: documentParty.nullable(),
  bankAccount: bankAccount.nullable(),
  /** The issuer as printed when issued (null for drafts, which print the company as it is now). */
  issuer: companyProfile.nullable(),
  source: documentLink.nullable(),
  derived: z.array(documentLink),
  previousRevision: documentLink.nullable(),
  nextRevision: documentLink.nullable(),
  /** 発行日時 and 送付日時 (the last mail sent). */
  issuedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** SHA-256 (hex) of the PDF kept at issue; null for drafts. */
  pdfSha256: z.string().nullable(),
  createdAt: z.string(),
  /** What the law asks to check and the user should see on saving (発注書: 支払期日 over 60 days). */
  warnings: z.array(documentWarning),
  statement: statementDetail.nullable(),
  /** PDFの言語 chosen on the document; null follows the customer's. */
  pdfLanguage: z.enum(pdfLanguages).nullable(),
  /** The language its PDF prints in (the document's, else the customer's, else 日本語). */
  printLanguage: z.enum(pdfLanguages),
  /** 発注書 only (empty otherwise). */
  suppliedMaterials: z.array(suppliedMaterial),
});
export type SalesDocument = z.output<typeof salesDocument>;

/** One entry of a document's own history (訂正削除の履歴): who did what to which version, when. */
export const documentHistoryEntry = z.object({
  id: z.string(),
  operationType: z.string(),
  /** 作成, 更新, 発行, 送付, 印刷, 削除, 修正 … */
  action: z.string(),
  timestamp: z.string(),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  documentId: z.string(),
  /** The version's number (INV-202611-0001-2), or (未採番) for a draft. */
  versionLabel: z.string(),
  /** The detail worth a glance: the total saved, the status moved, the address mailed. */
  note: z.string(),
});
export type DocumentHistoryEntry = z.output<typeof documentHistoryEntry>;

/** What the editor of a kind needs besides the document. */
export const documentContext = z.object({
  roundingMode,
  bankAccounts: z.array(bankAccount),
  defaultNotes: z.string(),
  /** 帳票設定's terms for customers without their own (invoices' 支払期限). */
  defaultPaymentTerms: paymentTerms.nullable(),
  /** Today in Japan, YYYY-MM-DD. */
  today: z.string(),
  issuer: companyProfile,
});
export type DocumentContext = z.output<typeof documentContext>;

/** A counterparty as the document editor picks it: an active customer, without what documents do not print. */
export const counterparty = customer.pick({
  id: true,
  code: true,
  name: true,
  honorific: true,
  department: true,
  contactPerson: true,
  postalCode: true,
  address: true,
  email: true,
  registrationNumber: true,
  paymentTerms: true,
  pdfLanguage: true,
});
export type Counterparty = z.output<typeof counterparty>;

/** The PDF libraries' errors: busy, too slow, or too many lines to lay out. */
const pdfErrors = ['PDF_BUSY', 'PDF_TIMEOUT', 'TOO_MANY_LINES'] as const;
/** What saving a draft's content refuses: a customer, product or 振込先 that is not there, an erased customer. */
const contentErrors = ['VALIDATION_FAILED', 'CUSTOMER_ERASED'] as const;
/** 合計請求書 are made by the closing batch only. */
const batchOnly = 'BATCH_ONLY';

/** 返品・値引き of an invoice or a 合計請求書: a draft credit note linked to it. */
const creditNote = <K extends BilledKind>(billed: K) =>
  endpoint({
    method: 'POST',
    path: `/api/documents/${billed}/:id/credit-note`,
    summary: '返品・値引きの下書きを作成する',
    body: creditNoteInput,
    status: 201,
    response: salesDocument,
    errors: ['NOT_FOUND', 'NOT_ISSUED', 'NOT_LATEST', 'CREDIT_EXCEEDS_INVOICE', ...contentErrors],
  });

/** Where a 期間エクスポート stands: waiting for its job, being written, ready (24 hours), failed, or removed. */
export const documentArchiveStates = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type DocumentArchiveState = (typeof documentArchiveStates)[number];

/** A 期間エクスポート: what was asked, how far its job is, and once done the ZIP to download until `expiresAt`. */
export const documentArchive = z.object({
  id: z.string(),
  state: z.enum(documentArchiveStates),
  /** 対象期間 (issue dates, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  encoding: z.enum(['utf8', 'sjis']),
  /** The kinds the member could read when asking: the ZIP holds these. */
  kinds: z.array(kind),
  /** Documents in the period; null until the job has counted them. */
  total: z.number().nullable(),
  /** PDFs written into the ZIP so far. */
  written: z.number(),
  /** Bytes of the ZIP, once done. */
  size: z.number().nullable(),
  /** The name the download is saved under (帳票_20261101-20261130.zip). */
  fileName: z.string(),
  /** Characters the Shift_JIS CSV files wrote as 〓. */
  replaced: z.object({ count: z.number(), characters: z.array(z.string()) }).nullable(),
  /** Why it failed, in Japanese. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When the ZIP is removed (24 hours after it was made). */
  expiresAt: z.string().nullable(),
});
export type DocumentArchive = z.output<typeof documentArchive>;

/**
 * 期間エクスポート (電子帳簿保存法): one ZIP of the documents issued in the period, of every kind the
 * user may read — 索引簿, 帳票一覧 and 明細一覧 as CSV, and each PDF as kept at issue — written by a
 * background job and kept for 24 hours. A member sees and downloads only the ZIPs they asked for.
 */
export const documentArchiveEndpoints = {
  /** Queues the ZIP and answers at once; an Idempotency-Key header makes a repeated request answer the one it queued. */
  create: endpoint({
    method: 'POST',
    path: '/api/documents/archives',
    summary: '期間内の帳票のZIPの作成を始める',
    body: documentArchiveInput,
    status: 202,
    response: documentArchive,
    errors: [],
  }),
  /** The member's 20 most recent, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/api/documents/archives',
    summary: '作成した期間エクスポートの一覧',
    response: z.array(documentArchive),
    errors: [],
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/documents/archives/:id',
    summary: '期間エクスポートの状況',
    response: documentArchive,
    errors: ['NOT_FOUND'],
  }),
  /** The ZIP (X-Document-Count; X-Replaced-Count and X-Replaced-Characters when Shift_JIS lacked some). */
  download: endpoint({
    method: 'GET',
    path: '/api/documents/archives/:id/download',
    summary: '期間エクスポートのZIPをダウンロードする',
    response: { file: 'application/zip' },
    errors: ['NOT_FOUND', 'ARCHIVE_EXPIRED', 'ARCHIVE_NOT_READY'],
  }),
};

export const documentEndpoints = {
  /** Any combination of the filters, 50 a page. */
  list: endpoint({
    method: 'GET',
    path: '/api/documents/:kind',
    summary: '帳票の一覧',
    query: documentListQuery,
    response: documentList,
    errors: ['NOT_FOUND'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/documents/:kind',
    summary: '帳票の下書きを作成する',
    body: documentInput,
    status: 201,
    response: salesDocument,
    errors: ['NOT_FOUND', batchOnly, ...contentErrors],
  }),
  context: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/context',
    summary: '帳票の作成に使う設定（端数処理、振込先、備考、自社情報）',
    response: documentContext,
    errors: ['NOT_FOUND'],
  }),
  /** Active customers, 20 at most (no customer permission needed). */
  counterparties: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/counterparties',
    summary: '取引先の候補',
    query: choiceQuery,
    response: z.array(counterparty),
    errors: ['NOT_FOUND'],
  }),
  /** Active products, 20 at most, without their cost price (no product permission needed). */
  products: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/products',
    summary: '商品の候補',
    query: choiceQuery,
    response: z.array(product),
    errors: ['NOT_FOUND'],
  }),
  /** The rows the list's filters select (UTF-8 with BOM, or Shift_JIS). */
  export: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/export',
    summary: '帳票一覧のCSV出力',
    query: documentExportQuery,
    response: { file: 'text/csv' },
    errors: ['NOT_FOUND'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id',
    summary: '帳票の詳細',
    response: salesDocument,
    errors: ['NOT_FOUND'],
  }),
  /** 訂正削除の履歴 of every version of the document, oldest first. */
  history: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id/history',
    summary: '帳票の訂正削除の履歴',
    response: z.array(documentHistoryEntry),
    errors: ['NOT_FOUND'],
  }),
  /** Drafts only: an issued document is frozen. */
  update: endpoint({
    method: 'PUT',
    path: '/api/documents/:kind/:id',
    summary: '帳票の下書きを保存する',
    body: documentInput,
    response: salesDocument,
    errors: ['NOT_FOUND', batchOnly, 'DOCUMENT_FROZEN', 'APPROVAL_PENDING', 'CREDIT_EXCEEDS_INVOICE', ...contentErrors],
  }),
  /** Drafts only: an issued document is a record that must be kept. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/documents/:kind/:id',
    summary: '帳票の下書きを削除する',
    response: noContent,
    errors: ['NOT_FOUND', batchOnly, 'DOCUMENT_FROZEN', 'APPROVAL_PENDING'],
  }),
  /** The body is optional: only a 発注書 past the 60-day payment limit needs the confirmation. */
  issue: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/issue',
    summary: '帳票を発行する',
    body: issueDocumentInput,
    bodyKind: 'optional',
    response: salesDocument,
    errors: [
      'NOT_FOUND',
      batchOnly,
      'ALREADY_ISSUED',
      'LATE_PAYMENT_UNCONFIRMED',
      'APPROVAL_REQUIRED',
      'APPROVAL_PENDING',
      'NUMBER_TAKEN',
      'ISSUE_CHANGED',
      'CREDIT_EXCEEDS_INVOICE',
      ...contentErrors,
      ...pdfErrors,
    ],
  }),
  /** 修正: a draft of the next revision of an issued document, keeping its number. */
  revise: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/revise',
    summary: '帳票の修正版を作成する',
    status: 201,
    response: salesDocument,
    errors: [
      'NOT_FOUND',
      batchOnly,
      'NOT_ISSUED',
      'NOT_LATEST',
      'REVISION_EXISTS',
      'HAS_PAYMENTS',
      'BILLED_BY_STATEMENT',
      ...contentErrors,
    ],
  }),
  /** 複製: a new draft of the same kind, dated today. */
  duplicate: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/duplicate',
    summary: '帳票を複製する',
    status: 201,
    response: salesDocument,
    errors: ['NOT_FOUND', batchOnly, ...contentErrors],
  }),
  /** 変換: a draft of another kind made from an issued one (needs that kind's flag too). */
  convert: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/convert',
    summary: '帳票から別の帳票を作成する',
    body: convertDocumentInput,
    status: 201,
    response: salesDocument,
    errors: ['NOT_FOUND', batchOnly, 'NOT_ISSUED', 'BILLED_BY_STATEMENT', ...contentErrors],
  }),
  /** By kind: only invoices and 合計請求書 have 返品・値引き. */
  creditNote: { invoice: creditNote('invoice'), statement: creditNote('statement') } satisfies Record<BilledKind, unknown>,
  /** 領収書を発行 for a 入金済 invoice; the receipt is issued at once. */
  receipt: endpoint({
    method: 'POST',
    path: '/api/documents/invoice/:id/receipt',
    summary: '請求書の領収書を発行する',
    body: receiptInput,
    status: 201,
    response: salesDocument,
    errors: [
      'NOT_FOUND',
      'NOT_PAID',
      'RECEIPT_EXISTS',
      'NOTHING_RECEIVED',
      'NUMBER_TAKEN',
      'ISSUE_CHANGED',
      ...contentErrors,
      ...pdfErrors,
    ],
  }),
  /** 受注 / 失注 / 入金済 / 納品済 / 送付済 by hand. */
  status: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/status',
    summary: '帳票のステータスを変更する',
    body: documentStatusInput,
    response: salesDocument,
    errors: ['NOT_FOUND', 'NOT_ISSUED', 'HAS_PAYMENTS', 'INVALID_STATUS'],
  }),
  /** 有償支給原材料の決済: one material of an issued 発注書 決済済み on a day, or cleared (null). */
  suppliedSettlement: endpoint({
    method: 'PUT',
    path: '/api/documents/purchase_order/:id/supplied-materials/:index/settlement',
    summary: '発注書の有償支給原材料を決済済みにする・取り消す',
    body: suppliedSettlementInput,
    response: salesDocument,
    errors: ['NOT_FOUND', 'NOT_ISSUED', 'NOT_LATEST', 'VALIDATION_FAILED'],
  }),
  /** Queued and answered at once (the delivery); 送付済 once the mail server accepted it. */
  send: endpoint({
    method: 'POST',
    path: '/api/documents/:kind/:id/send',
    summary: '帳票をメールで送る',
    body: documentMailInput,
    status: 202,
    response: mailDelivery,
    errors: ['NOT_FOUND', 'NOT_ISSUED', 'MAIL_LIMIT_REACHED', 'TOO_MANY_RECIPIENTS', ...pdfErrors],
  }),
  /** Preview (not logged), print and download (logged as 印刷・ダウンロード); an issued document's PDF is the one kept at issue. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id/pdf',
    summary: '帳票のPDF',
    query: documentPdfQuery,
    response: { file: 'application/pdf' },
    errors: ['NOT_FOUND', ...pdfErrors],
  }),
};
