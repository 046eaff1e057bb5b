import type { DocumentKind, DocumentStatus } from './documents';
import type { AgingAmounts, AgingBucket } from './payments';

/** Shapes of 入金管理 and 売掛金 as the API returns them. */

/** Part of a payment set against one invoice. */
export type PaymentAllocationView = {
  documentId: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  amountDue: number;
  amount: number;
  status: DocumentStatus;
};

export type Payment = {
  id: string;
  customerId: string;
  customerCode: string;
  customerName: string;
  paymentDate: string;
  amount: number;
  fee: number;
  payerName: string;
  memo: string;
  /** Settled against invoices; the rest of amount + fee is 前受金 (`unallocated`). */
  allocated: number;
  unallocated: number;
  allocations: PaymentAllocationView[];
  createdAt: string;
  updatedAt: string;
};

export type PaymentList = { rows: Payment[]; total: number; page: number; pageSize: number };

/** An issued invoice with what it still owes: the choices of the 消込 form and the 売掛金 drill-down. */
export type OpenInvoice = {
  id: string;
  /** 請求書 or 合計請求書: both are billed to the customer and take payments. */
  kind: DocumentKind;
  number: string;
  issueDate: string;
  dueDate: string | null;
  amountDue: number;
  paid: number;
  /** Given back by issued 返品・値引き: owed no more. */
  credited: number;
  outstanding: number;
  status: DocumentStatus;
  bucket: AgingBucket;
};

export type ReceivableTotals = {
  invoiced: number;
  /** 返品・値引き given back on the invoices (at most what payments left of each). */
  credited: number;
  paid: number;
  outstanding: number;
  /** 前受金: received and not yet set against an invoice. */
  advance: number;
  aging: AgingAmounts;
};

export type ReceivableRow = ReceivableTotals & { customerId: string; customerCode: string; customerName: string; openCount: number };

export type Receivables = { asOf: string; rows: ReceivableRow[]; totals: ReceivableTotals };

export type CustomerReceivable = {
  asOf: string;
  customer: { id: string; code: string; name: string; email: string };
  totals: ReceivableTotals;
  invoices: OpenInvoice[];
  /** Payments with 前受金 left, to be set against invoices later. */
  advances: { id: string; paymentDate: string; amount: number; fee: number; unallocated: number }[];
};
