import type { Customer } from './contracts/customers';
import type { CompanyProfile } from './contracts/settings';

/** Shapes the API returns and the web app reads; kept here so both sides agree. */

export const defaultOemColour = '#4a5565';

export type ApiError = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

export type { CountAmount, Dashboard } from './contracts/dashboard';
export type { BankAccount, DocumentSettings, NumberingSetting } from './contracts/document-settings';
/** Documents, 合計請求書, 振込先 and 帳票設定 as their endpoints answer them (declared with those endpoints). */
export type {
  Counterparty,
  DocumentContext,
  DocumentHistoryEntry,
  DocumentLine,
  DocumentLink,
  DocumentList,
  DocumentParty,
  DocumentSummary,
  DocumentWarning,
  RevisionRef,
  SalesDocument,
  StatementDetail,
  SuppliedMaterial,
} from './contracts/documents';
/** Ordering: the menu as diners and staff read it, and a placed order (declared with their endpoints). */
export type { Menu, MenuCategory, MenuItem } from './contracts/menu';
export type { BoardOrders, HiddenSeatOrders, Order, OrderLine } from './contracts/orders';
/** A product and a customer as /api/products and /api/customers answer them (declared with their endpoints). */
export type { Product } from './contracts/products';
export type { StatementBatch, StatementCandidate } from './contracts/statements';
/** 自社情報 as 設定 edits it (and documents print it as the issuer). */
export type { CompanyProfile, Customer };
