import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BankAccount, CompanyProfile, DocumentParty, SuppliedMaterial } from '@/core/api-types';
import type { ApprovalRecord, ApprovalRules, ApprovalStatus } from '@/core/approvals';
import type { DocumentKind, DocumentStatus, NumberReset } from '@/core/documents';
import type { DateStyle } from '@/core/format';
import type { MailTemplate, MailTemplateKind } from '@/core/mail-templates';
import type { PriceMode, RateBreakdown, RoundingMode, TaxCategory } from '@/core/money';
import type { PdfLanguage } from '@/core/pdf-languages';
import type { PaymentTerms } from '@/core/schemas/customers';
import type { CodePrefixes } from '@/core/schemas/document-settings';
import type { SuppliedSettlement } from '@/core/supplied-materials';
import { customers, products } from './master-data';
import { companies } from './tenancy';
import { timestamps } from './timestamps';

/**
 * 見積書・請求書・発注書・納品書 in one table. Totals are computed by the money module on every
 * write and stored, so lists, filters and the dashboard aggregate without reading lines.
 * Issued rows are frozen: `issuer`, `counterparty` and `bankAccount` are snapshots.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('draft'),
    number: text('number'),
    revision: integer('revision').notNull().default(1),
    isLatest: boolean('is_latest').notNull().default(true),
    /** 修正: the revision this one corrects. */
    previousId: text('previous_id'),
    /** 変換: the document this one was made from. */
    sourceId: text('source_id'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    customerId: text('customer_id').references(() => customers.id),
    honorific: text('honorific').$type<'御中' | '様'>(),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterparty: jsonb('counterparty').$type<DocumentParty | null>(),
    subject: text('subject').notNull().default(''),
    personInCharge: text('person_in_charge').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    deliveryPlace: text('delivery_place').notNull().default(''),
    /** 発注書: 受領日, 検査完了期日 and 支払方法 (取適法 / 下請法's written terms). */
    receivedDate: date('received_date', { mode: 'string' }),
    inspectionDueDate: date('inspection_due_date', { mode: 'string' }),
    paymentMethod: text('payment_method').notNull().default(''),
    /** 取引年月日 (消費税法57条の4): one date, or the period 対象期間 from–to; never both. */
    transactionDate: date('transaction_date', { mode: 'string' }),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    bankAccountId: text('bank_account_id'),
    bankAccount: jsonb('bank_account').$type<BankAccount | null>(),
    paidDate: date('paid_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    memo: text('memo').notNull().default(''),
    roundingMode: text('rounding_mode').$type<RoundingMode>().notNull().default('floor'),
    /** 税抜 or 税込: how the lines' unit prices are to be read. */
    priceMode: text('price_mode').$type<PriceMode>().notNull().default('exclusive'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    withholding: bigint('withholding', { mode: 'number' }).notNull().default(0),
    amountDue: bigint('amount_due', { mode: 'number' }).notNull().default(0),
    byRate: jsonb('by_rate').$type<RateBreakdown[]>().notNull().default([]),
    issuer: jsonb('issuer').$type<CompanyProfile | null>(),
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** SHA-256 (hex) of the PDF rendered at issue and kept under DATA_DIR/documents: proof it never changed. */
    pdfSha256: text('pdf_sha256'),
    /** 承認フロー: where the draft stands, the step (0-based) it waits at, and its application. */
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('none'),
    approvalStep: integer('approval_step').notNull().default(0),
    approval: jsonb('approval').$type<ApprovalRecord | null>(),
    /** PDFの言語 chosen on the document; null prints in the customer's (see counterparty.pdfLanguage). */
    pdfLanguage: text('pdf_language').$type<PdfLanguage>(),
    /** 発注書: 有償支給原材料 with their amounts and settlement (取適法); [] for every other kind. */
    suppliedMaterials: jsonb('supplied_materials').$type<Omit<SuppliedMaterial, 'settledOn'>[]>().notNull().default([]),
    /** 発注書: which supplied materials are 決済済み and when (the order's state, not its content). */
    suppliedSettlements: jsonb('supplied_settlements').$type<SuppliedSettlement[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('documents_number_idx').on(t.companyId, t.kind, t.number, t.revision).where(sql`${t.number} is not null`),
    index('documents_list_idx').on(t.companyId, t.kind, t.isLatest, t.issueDate, t.id),
    // One per sortable column, so the first page of any sort is read from an index.
    index('documents_total_idx').on(t.companyId, t.kind, t.isLatest, t.total, t.id),
    index('documents_number_sort_idx').on(t.companyId, t.kind, t.isLatest, t.number, t.id),
    index('documents_counterparty_idx').on(t.companyId, t.kind, t.isLatest, t.counterpartyName, t.id),
    index('documents_due_idx').on(t.companyId, t.kind, t.isLatest, t.dueDate, t.id),
    index('documents_updated_idx').on(t.companyId, t.kind, t.isLatest, t.updatedAt, t.id),
    index('documents_status_idx').on(t.companyId, t.kind, t.status, t.issueDate),
    index('documents_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('documents_source_idx').on(t.sourceId),
    index('documents_previous_idx').on(t.previousId),
    index('documents_customer_idx').on(t.customerId),
    index('documents_approval_idx').on(t.companyId, t.approvalStatus).where(sql`${t.approvalStatus} <> 'none'`),
  ],
);

export const documentLines = pgTable(
  'document_lines',
  {
    id: text('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<'item' | 'heading' | 'discount'>().notNull().default('item'),
    productId: text('product_id').references(() => products.id),
    code: text('code').notNull().default(''),
    name: text('name').notNull().default(''),
    /** Decimal text ("1.5"); arithmetic is exact in the money module. */
    quantity: text('quantity').notNull().default('1'),
    unit: text('unit').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull().default(0),
    taxCategory: text('tax_category').$type<TaxCategory>().notNull().default('standard'),
    isWithholding: boolean('is_withholding').notNull().default(false),
    /** 納品日 / 日付 of this line, printed in a 日付 column when any line has one. */
    date: date('date', { mode: 'string' }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('document_lines_document_idx').on(t.documentId, t.position), index('document_lines_product_idx').on(t.productId)],
);

/** Gap-free numbering: one row per company, kind and period, bumped in the issuing transaction. */
export const documentNumberSequences = pgTable(
  'document_number_sequences',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    period: text('period').notNull(),
    nextSeq: integer('next_seq').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.period] })],
);

export type NumberingRule = { template: string; reset: NumberReset };

/** 帳票設定 */
export const documentSettings = pgTable('document_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  roundingMode: text('rounding_mode').$type<RoundingMode>().notNull().default('floor'),
  numbering: jsonb('numbering').$type<Partial<Record<DocumentKind, NumberingRule>>>().notNull().default({}),
  defaultNotes: jsonb('default_notes').$type<Partial<Record<DocumentKind, string>>>().notNull().default({}),
  defaultPaymentTerms: jsonb('default_payment_terms').$type<PaymentTerms | null>(),
  /** Dates on PDFs in 和暦 (令和8年11月23日) or 西暦 (2026年11月23日). */
  dateStyle: text('date_style').$type<DateStyle>().notNull().default('gregorian'),
  /** 接頭辞 of automatic 顧客コード / 商品コード (C-0001, P-0001). */
  codePrefixes: jsonb('code_prefixes').$type<CodePrefixes>().notNull().default({ customer: 'C-', product: 'P-' }),
  /** 送信メールの文面 a company changed, per kind; a kind missing here mails with its default. */
  mailTemplates: jsonb('mail_templates').$type<Partial<Record<MailTemplateKind, MailTemplate>>>().notNull().default({}),
  /** 承認フロー per kind; a kind missing here issues without approval. */
  approvalRules: jsonb('approval_rules').$type<ApprovalRules>().notNull().default({}),
  ...timestamps,
});

/** 振込先 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    accountType: text('account_type').$type<BankAccount['accountType']>().notNull().default('普通'),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('bank_accounts_company_idx').on(t.companyId)],
);
