import type { Proposal } from './bank/propose-match';
import type { ColumnMapping, StatementLine } from './bank/statement-line';

/** Shapes of 明細取込 (入金管理) as the API returns them. */

export type BankStatementLineView = StatementLine & {
  /** Taken by an earlier import: its payment exists and the line cannot be confirmed again. */
  importedPaymentId: string | null;
  /** Best first; the first is the proposed match. Empty: nobody fits. */
  proposals: Proposal[];
};

export type BankStatementPreview =
  | {
      kind: 'lines';
      format: string;
      formatLabel: string;
      /** 出金 lines, not candidates. */
      debitCount: number;
      lines: BankStatementLineView[];
      mapping: ColumnMapping | null;
    }
  | { kind: 'needs-mapping'; headers: string[]; sample: string[][]; mapping: ColumnMapping | null };

export type BankStatementConfirmResult = { created: number; skipped: number; paymentIds: string[] };
