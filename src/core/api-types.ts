import type { Allergen } from './allergens';
import type { CategoryTranslations, ItemTranslations } from './diner-languages';
import type { DisplayStatus, DocumentKind, DocumentStatus, NumberReset } from './documents';
import type { DateStyle } from './format';
import type { ChosenOption, MenuOptionGroup } from './item-options';
import type { DocumentTotals, PriceMode, RoundingMode, TaxCategory } from './money';
import type { OrderStatus } from './order-rules';
import type { OemType, Permissions } from './permissions';
import type { honorifics, PaymentTerms } from './schemas/customers';
import type { CodePrefixes } from './schemas/document-settings';
import type { StatementFigures } from './statements';

/** Shapes the API returns and the web app reads; kept here so both sides agree. */

export const defaultOemColour = '#4a5565';

export type Oem = {
  id: string;
  name: string;
  type: OemType;
  bg: string;
  text: string;
  showHistory: boolean;
};

export type HostInfo = {
  mainHost: string;
  isMainHost: boolean;
  /** The subdomain of the request, when it is one of MAIN_HOST. */
  subdomain: string | null;
  /** The partner of that subdomain, or null when there is none of that id. */
  oem: Oem | null;
};

export type Profile = {
  id: string;
  email: string;
  name: string;
  role: string;
  isManager: boolean;
  permissions: Permissions;
  companyId: string | null;
  oemId: string | null;
};

export type Company = { id: string; name: string; storeName: string };

export type Me = { user: Profile; company: Company | null; oem: Oem | null };

/** One address of a 郵便番号 (a code may cover several 町域). `GET /api/postal-codes/:code` → { addresses }. */
export type PostalAddress = { postalCode: string; prefecture: string; city: string; town: string };

/**
 * Where a signed-in user belongs, as far as hosts go: a manager on the main host, anyone
 * else on their partner's. /api/me answers it, in its 403 WRONG_HOST, on any other host.
 */
/** Where a signed-in user belongs, told when they open another partner's site: the partner's id and name. */
export type UserHome = { isManager: boolean; oemId: string | null; oemName: string | null };

export type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

/** A product as /api/products returns it; prices in integer yen, tax-inclusive when isTaxIncluded. */
export type Product = {
  id: string;
  code: string;
  name: string;
  kana: string;
  unit: string;
  unitPrice: number;
  taxCategory: TaxCategory;
  isTaxIncluded: boolean;
  costPrice: number | null;
  description: string;
  imageFileId: string | null;
  imageUrl: string | null;
  isActive: boolean;
  updatedAt: string;
};

/** A customer as /api/customers returns it. An empty registration number: not a registered issuer. */
export type Customer = {
  id: string;
  code: string;
  name: string;
  kana: string;
  honorific: (typeof honorifics)[number];
  department: string;
  contactPerson: string;
  postalCode: string;
  address: string;
  phone: string;
  email: string;
  registrationNumber: string;
  isRegisteredIssuer: boolean;
  paymentTerms: PaymentTerms | null;
  notes: string;
  isActive: boolean;
  /** Set once the customer's personal data was erased on request: the row is then read-only and no longer chosen. */
  erasedAt: string | null;
  updatedAt: string;
};

/** Ordering: the menu as diners and staff read it, and a placed order. */
export type MenuCategory = {
  id: string;
  name: string;
  sortOrder: number;
  /** Staff menu only: the name in the diners' other languages. */
  translations?: CategoryTranslations;
};

export type MenuItem = {
  id: string;
  categoryId: string | null;
  name: string;
  price: number;
  description: string;
  imageUrl: string | null;
  /** Staff menu only: the uploaded image behind imageUrl. */
  imageFileId?: string | null;
  isSoldOut: boolean;
  sortOrder: number;
  /** 特定原材料等, as the store entered them. */
  allergens: Allergen[];
  /** Staff menu only: name and description in the diners' other languages. */
  translations?: ItemTranslations;
  /** Option groups (サイズ, トッピング …); none for a plain item. */
  optionGroups?: MenuOptionGroup[];
};

export type Menu = { categories: MenuCategory[]; items: MenuItem[] };

/** `price` is the unit price with the chosen options' differences. */
export type OrderLine = { itemId: string; name: string; price: number; quantity: number; options?: ChosenOption[] };

export type Order = {
  id: string;
  orderNo: string;
  seatId?: string | null;
  seatName: string;
  items: OrderLine[];
  totalAmount: number;
  note: string;
  status: OrderStatus;
  createdAt: number;
};

/**
 * A seat's open orders 注文確認 leaves out, older than the ones it shows: how many, and the order
 * (`before`, the oldest shown) from which /api/orders/older pages them. `seatId` null: deleted seats.
 */
export type HiddenSeatOrders = { seatId: string | null; seatName: string; count: number; before: string };

/** 注文確認: each seat's newest open orders, then today's finished ones; what each seat has more. */
export type BoardOrders = { items: Order[]; hiddenOpen: HiddenSeatOrders[] };

/** 自社情報 as 設定 edits it (and documents print it as the issuer). */
export type CompanyProfile = Company & {
  postalCode: string;
  address: string;
  phone: string;
  email: string;
  registrationNumber: string;
  logoFileId: string | null;
  logoUrl: string | null;
  sealFileId: string | null;
  sealUrl: string | null;
};

export type BankAccount = {
  id: string;
  bankName: string;
  branchName: string;
  accountType: '普通' | '当座' | '貯蓄';
  accountNumber: string;
  accountHolder: string;
  isDefault: boolean;
};

export type NumberingSetting = { template: string; reset: NumberReset; nextNumber: number; preview: string };

/** 帳票設定 */
export type DocumentSettings = {
  roundingMode: RoundingMode;
  numbering: Record<DocumentKind, NumberingSetting>;
  defaultNotes: Record<DocumentKind, string>;
  defaultPaymentTerms: PaymentTerms | null;
  /** 西暦 or 和暦 on the PDFs. */
  dateStyle: DateStyle;
  codePrefixes: CodePrefixes;
};

/** What the editor of a kind needs besides the document: GET /api/documents/{kind}/context */
export type DocumentContext = {
  roundingMode: RoundingMode;
  bankAccounts: BankAccount[];
  defaultNotes: string;
  /** 帳票設定's terms for customers without their own (invoices' 支払期限). */
  defaultPaymentTerms: PaymentTerms | null;
  /** Today in Japan, YYYY-MM-DD. */
  today: string;
  issuer: CompanyProfile;
};

/** A counterparty as the document editor picks it (GET /api/documents/{kind}/counterparties). */
export type Counterparty = Pick<
  Customer,
  | 'id'
  | 'code'
  | 'name'
  | 'honorific'
  | 'department'
  | 'contactPerson'
  | 'postalCode'
  | 'address'
  | 'email'
  | 'registrationNumber'
  | 'paymentTerms'
>;

export type DocumentLine = {
  id: string;
  kind: 'item' | 'heading' | 'discount';
  productId: string | null;
  code: string;
  name: string;
  /** Decimal text, e.g. "1.5". */
  quantity: string;
  unit: string;
  unitPrice: number;
  taxCategory: TaxCategory;
  isWithholding: boolean;
  /** 納品日 / 日付 of the line, YYYY-MM-DD. */
  date: string | null;
  amount: number;
};

export type DocumentLink = {
  id: string;
  kind: DocumentKind;
  number: string;
  status: DocumentStatus;
  issueDate: string;
  /** 取引年月日 (see originalTransactionDate): what a credit note prints for its original invoice. */
  transactionDate: string;
  /** 対象期間 of that invoice, when it was billed for a period rather than a day. */
  periodFrom: string | null;
  periodTo: string | null;
};

/** One row of a document list. */
export type DocumentSummary = {
  id: string;
  kind: DocumentKind;
  /** null until issued. */
  number: string | null;
  revision: number;
  /** number with the revision suffix, or (未採番). */
  numberLabel: string;
  status: DocumentStatus;
  displayStatus: DisplayStatus;
  issueDate: string;
  customerId: string | null;
  counterpartyName: string;
  subject: string;
  total: number;
  dueDate: string | null;
  updatedAt: string;
  /** false once an issued revision replaced it (修正済み); such rows are listed only with 旧版を含む. */
  isLatest: boolean;
  /** The revision that replaced it, when it is 修正済み. */
  supersededBy: RevisionRef | null;
};

export type RevisionRef = { id: string; numberLabel: string };

export type DocumentParty = {
  name: string;
  honorific: '御中' | '様';
  department: string;
  contactPerson: string;
  postalCode: string;
  address: string;
  registrationNumber: string;
};

export type SalesDocument = DocumentSummary & {
  honorific: '御中' | '様' | null;
  personInCharge: string;
  validUntil: string | null;
  deliveryDate: string | null;
  deliveryPlace: string;
  /** 発注書 only: 受領日, 検査完了期日, 支払方法. */
  receivedDate: string | null;
  inspectionDueDate: string | null;
  paymentMethod: string;
  /** 取引年月日, or the period 対象期間 (periodFrom–periodTo); an issued invoice always has one. */
  transactionDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  bankAccountId: string | null;
  paidDate: string | null;
  notes: string;
  memo: string;
  roundingMode: RoundingMode;
  /** 税抜 or 税込: how the unit prices and line amounts read. */
  priceMode: PriceMode;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** Frozen once issued: edits go through a revision. */
  isFrozen: boolean;
  /** The counterparty as printed (a snapshot once issued). */
  counterparty: DocumentParty | null;
  bankAccount: BankAccount | null;
  /** The issuer as printed when issued (null for drafts, which print the company as it is now). */
  issuer: CompanyProfile | null;
  source: DocumentLink | null;
  derived: DocumentLink[];
  previousRevision: DocumentLink | null;
  nextRevision: DocumentLink | null;
  /** 発行日時 and 送付日時 (the last mail sent). */
  issuedAt: string | null;
  sentAt: string | null;
  /** SHA-256 (hex) of the PDF kept at issue; null for drafts. */
  pdfSha256: string | null;
  createdAt: string;
  /** What the law asks to check and the user should see on saving (発注書: 支払期日 over 60 days). */
  warnings: DocumentWarning[];
  /** 合計請求書 only: its 締め日, the figures it prints and the 納品書 it bills. */
  statement?: StatementDetail | null;
};

export type StatementDetail = StatementFigures & {
  closingDate: string;
  sources: { id: string; number: string; date: string; total: number }[];
};

/** One customer of a closing batch (締め日): what its statement would say, or why there is none. */
export type StatementCandidate = StatementFigures & {
  customerId: string;
  customerCode: string;
  customerName: string;
  email: string;
  paymentTerms: string;
  dueDate: string;
  sourceCount: number;
  total: number;
  /** Already issued for this closing (the document), or null. */
  statement: { id: string; number: string; status: DocumentStatus } | null;
  /** Why no statement is made: nothing to bill, or a later closing already billed. */
  skipReason: string | null;
};

export type StatementBatch = { closingDate: string; candidates: StatementCandidate[] };

/** One entry of a document's own history (訂正削除の履歴): who did what to which version, when. */
export type DocumentHistoryEntry = {
  id: string;
  operationType: string;
  /** 作成, 更新, 発行, 送付, 印刷, 削除, 修正 … */
  action: string;
  timestamp: string;
  user: { id: string; name: string } | null;
  documentId: string;
  /** The version's number (INV-202611-0001-2), or (未採番) for a draft. */
  versionLabel: string;
  /** The detail worth a glance: the total saved, the status moved, the address mailed. */
  note: string;
};

export type DocumentWarning = { code: 'LATE_PAYMENT'; message: string };

/** `total` stops at 10,000 (isTotalCapped): counting every row of a long list would cost more than the page. */
export type DocumentList = { items: DocumentSummary[]; total: number; isTotalCapped: boolean; page: number; pageSize: number };

export type CountAmount = { count: number; amount: number };

/** GET /api/dashboard: each panel is present only when the user may see its area. */
export type Dashboard = {
  today: string;
  invoices: {
    thisMonth: number;
    lastMonth: number;
    /** 未入金: invoices and 合計請求書 still owing, less payments and 返品・値引き (as 売掛金 counts them). */
    unpaid: CountAmount;
    /** Of them, past their 支払期限: invoices, and 合計請求書 apart (each kind's list has its own 期限超過). */
    overdue: CountAmount;
    overdueStatements: CountAmount;
    /** The last 12 months, oldest first: YYYY-MM and the invoiced amount (tax included). */
    monthly: { month: string; amount: number }[];
  } | null;
  quotations: { open: CountAmount } | null;
  purchaseOrders: { awaitingDelivery: CountAmount } | null;
  orders: {
    count: number;
    takings: number;
    openSeats: number;
    seats: number;
    /** Every hour 0–23 (JST) with its order count. */
    byHour: { hour: number; count: number }[];
    topItems: { name: string; quantity: number; amount: number }[];
  } | null;
  activity: { id: string; label: string; timestamp: string; userName: string; targetLabel: string; link: string | null }[] | null;
  /** First steps of a new company, only those the user may take; `isDone` once there is data. */
  setup: { key: 'products' | 'customers' | 'quotation' | 'seats' | 'menu'; isDone: boolean }[];
};
