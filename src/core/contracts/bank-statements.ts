import { z } from 'zod';
import { billedKinds } from '../payments';
import { bankStatementConfirmInput } from '../schemas/bank-statements';
import { endpoint } from './endpoint';

/** 明細取込 (/api/payments/bank-statements), behind the 請求書 flag like every /api/payments route. */

/** Which columns (0-based) of a CSV hold 日付, 入金額 and 振込依頼人名. */
const columnMapping = z.object({ dateColumn: z.number(), amountColumn: z.number(), payerColumn: z.number(), hasHeader: z.boolean() });

/** A customer and the invoices a credit may settle: best first, the first being the proposed match. */
const proposal = z.object({
  customerId: z.string(),
  customerName: z.string(),
  fee: z.number(),
  allocations: z.array(
    z.object({ documentId: z.string(), kind: z.enum(billedKinds), number: z.string(), amount: z.number(), outstanding: z.number() }),
  ),
  reasons: z.array(z.string()),
  confidence: z.enum(['high', 'medium', 'low']),
  score: z.number(),
});

/** One credit (入金) of the statement, with what it may be. */
export const bankStatementLineView = z.object({
  /** The record or CSV row it came from (1 = the first), for messages. */
  row: z.number(),
  date: z.string(),
  amount: z.number(),
  payerName: z.string(),
  lineKey: z.string(),
  /** Taken by an earlier import: its payment exists and the line cannot be confirmed again. */
  importedPaymentId: z.string().nullable(),
  proposals: z.array(proposal),
});
export type BankStatementLineView = z.output<typeof bankStatementLineView>;

/** The statement's credits, or — a CSV the product does not know — its header and first rows to map. */
export const bankStatementPreview = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lines'),
    format: z.string(),
    formatLabel: z.string(),
    /** 出金 lines, not candidates. */
    debitCount: z.number(),
    lines: z.array(bankStatementLineView),
    mapping: columnMapping.nullable(),
  }),
  z.object({
    kind: z.literal('needs-mapping'),
    headers: z.array(z.string()),
    sample: z.array(z.array(z.string())),
    mapping: columnMapping.nullable(),
  }),
]);
export type BankStatementPreview = z.output<typeof bankStatementPreview>;

export const bankStatementConfirmResult = z.object({ created: z.number(), skipped: z.number(), paymentIds: z.array(z.string()) });
export type BankStatementConfirmResult = z.output<typeof bankStatementConfirmResult>;

export const bankStatementsEndpoints = {
  /**
   * The body is the statement file itself (全銀 or CSV, any encoding), not JSON. The query may give
   * a column mapping (dateColumn, amountColumn, payerColumn, hasHeader) for a CSV the product does
   * not know; the route reads it only when one of the columns is named, so it is not declared here.
   */
  import: endpoint({
    method: 'POST',
    path: '/api/payments/bank-statements/import',
    summary: '銀行の明細ファイルを読み、入金ごとに顧客と請求書を提案する',
    response: bankStatementPreview,
    errors: ['VALIDATION_FAILED', 'BAD_STATEMENT'],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/payments/bank-statements/confirm',
    summary: '選んだ明細を入金として一括登録する',
    body: bankStatementConfirmInput,
    response: bankStatementConfirmResult,
    errors: ['NOT_FOUND', 'NOT_ISSUED', 'NOT_LATEST', 'WRONG_CUSTOMER', 'OVER_ALLOCATED'],
  }),
};
