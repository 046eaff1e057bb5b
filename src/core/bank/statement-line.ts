/** One credit (入金) of a bank statement, as every format is read into. */
export type StatementLine = {
  /** The record or CSV row it came from (1 = the first), for messages. */
  row: number;
  date: string;
  amount: number;
  /** 振込依頼人名 as the bank printed it. */
  payerName: string;
  /**
   * Names this line the same way every time the statement is read (see bank_statement_lines), and
   * no other: date, amount, payer name, the bank's reference when it has one, and which of the
   * file's identical lines it is.
   */
  lineKey: string;
};

/** Which columns (0-based) of a CSV hold 日付, 入金額 and 振込依頼人名. */
export type ColumnMapping = { dateColumn: number; amountColumn: number; payerColumn: number; hasHeader: boolean };
