import { z } from 'zod';
import { documentKinds, documentStatuses } from '../documents';
import { agingBuckets } from '../payments';
import { openInvoicesQuery, paymentInput, paymentListQuery } from '../schemas/payments';
import { endpoint, noContent } from './endpoint';

/** 入金管理 (/api/payments): 入金 and their 消込, behind the 請求書 flag. */

/** Part of a payment set against one invoice. */
export const paymentAllocationView = z.object({
  documentId: z.string(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  amountDue: z.number(),
  amount: z.number(),
  status: z.enum(documentStatuses),
});
export type PaymentAllocationView = z.output<typeof paymentAllocationView>;

export const payment = z.object({
  id: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  paymentDate: z.string(),
  amount: z.number(),
  fee: z.number(),
  payerName: z.string(),
  memo: z.string(),
  /** Settled against invoices; the rest of amount + fee is 前受金 (`unallocated`). */
  allocated: z.number(),
  unallocated: z.number(),
  allocations: z.array(paymentAllocationView),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.output<typeof payment>;

export const paymentList = z.object({ rows: z.array(payment), total: z.number(), page: z.number(), pageSize: z.number() });
export type PaymentList = z.output<typeof paymentList>;

/** An issued invoice with what it still owes: the choices of the 消込 form and the 売掛金 drill-down. */
export const openInvoice = z.object({
  id: z.string(),
  /** 請求書 or 合計請求書: both are billed to the customer and take payments. */
  kind: z.enum(documentKinds),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  amountDue: z.number(),
  paid: z.number(),
  /** Given back by issued 返品・値引き: owed no more. */
  credited: z.number(),
  outstanding: z.number(),
  status: z.enum(documentStatuses),
  bucket: z.enum(agingBuckets),
});
export type OpenInvoice = z.output<typeof openInvoice>;

/** What saving a payment may refuse: each allocation's invoice and the 前受金 left over. */
const settlingErrors = ['NOT_FOUND', 'NOT_ISSUED', 'NOT_LATEST', 'WRONG_CUSTOMER', 'OVER_ALLOCATED', 'ADVANCE_UNCONFIRMED'] as const;

export const paymentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/payments',
    summary: '入金の一覧（新しい順）',
    query: paymentListQuery,
    response: paymentList,
    errors: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/payments',
    summary: '入金を登録して消し込む',
    body: paymentInput,
    status: 201,
    response: payment,
    errors: settlingErrors,
  }),
  openInvoices: endpoint({
    method: 'GET',
    path: '/api/payments/open-invoices',
    summary: '顧客の消込できる請求書',
    query: openInvoicesQuery,
    response: z.array(openInvoice),
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/payments/:id',
    summary: '入金',
    response: payment,
    errors: ['NOT_FOUND'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/payments/:id',
    summary: '入金と消込を変更する',
    body: paymentInput,
    response: payment,
    errors: settlingErrors,
  }),
  /** The invoices it settled owe that much again. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/payments/:id',
    summary: '入金を削除する',
    response: noContent,
    errors: ['NOT_FOUND'],
  }),
};
