import { z } from 'zod';
import { documentStatuses } from '../documents';
import { closingQuery, issueClosingInput, mailStatementInput } from '../schemas/statements';
import { endpoint } from './endpoint';
import { mailDelivery } from './mail-deliveries';

/** 合計請求書の締め処理 (/api/documents/statement/closing): the invoice flag, as for the statements themselves. */

/** What a statement says: 前回請求額, 入金額, 返品・値引き, 繰越額, 今回お買上額, 消費税, 今回請求額. */
export const statementFigures = z.object({
  previousBilled: z.number(),
  received: z.number(),
  /** 返品・値引き given back on earlier statements since the previous one. */
  credited: z.number(),
  carriedOver: z.number(),
  purchases: z.number(),
  tax: z.number(),
  billed: z.number(),
});

/** One customer of a closing batch (締め日): what its statement would say, or why there is none. */
export const statementCandidate = statementFigures.extend({
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  email: z.string(),
  paymentTerms: z.string(),
  dueDate: z.string(),
  sourceCount: z.number(),
  total: z.number(),
  /** Already issued for this closing (the document), or null. */
  statement: z.object({ id: z.string(), number: z.string(), status: z.enum(documentStatuses) }).nullable(),
  /** Why no statement is made: nothing to bill, or a later closing already billed. */
  skipReason: z.string().nullable(),
});
export type StatementCandidate = z.output<typeof statementCandidate>;

export const statementBatch = z.object({ closingDate: z.string(), candidates: z.array(statementCandidate) });
export type StatementBatch = z.output<typeof statementBatch>;

/** 一括発行's answer: the batch as it now is, the statements issued and how many of them got no PDF at issue. */
export const closingIssued = statementBatch.extend({ issued: z.number(), pdfPending: z.number() });
export type ClosingIssued = z.output<typeof closingIssued>;

export const statementEndpoints = {
  /** One row per customer closing that day. */
  closing: endpoint({
    method: 'GET',
    path: '/api/documents/statement/closing',
    summary: '締め日の合計請求書の一覧',
    query: closingQuery,
    response: statementBatch,
    errors: [],
  }),
  /** A 締め日 after today is refused unless confirmed. */
  issue: endpoint({
    method: 'POST',
    path: '/api/documents/statement/closing/issue',
    summary: '締め日の合計請求書を一括発行する',
    body: issueClosingInput,
    response: closingIssued,
    errors: ['FUTURE_CLOSING_UNCONFIRMED', 'STATEMENT_EXISTS', 'NOT_FOUND'],
  }),
  /** One statement's mail to its customer with the PDF, queued and answered at once. */
  mail: endpoint({
    method: 'POST',
    path: '/api/documents/statement/closing/mail',
    summary: '合計請求書をメールで送る',
    body: mailStatementInput,
    status: 202,
    response: mailDelivery,
    errors: [
      'NOT_FOUND',
      'NOT_ISSUED',
      'NO_EMAIL',
      'MAIL_LIMIT_REACHED',
      'TOO_MANY_RECIPIENTS',
      'PDF_BUSY',
      'PDF_TIMEOUT',
      'TOO_MANY_LINES',
    ],
  }),
};
