import { z } from 'zod';
import { maxStatementLines } from '../bank/read-statement';
import { strictKeys } from './common';
import { paymentInput } from './payments';

const column = (label: string) =>
  z.coerce
    .number({ error: `${label}の列を選んでください` })
    .int(`${label}の列を選んでください`)
    .min(0, `${label}の列を選んでください`)
    .max(99, `${label}の列を選んでください`);

/** The column mapping of a CSV the product does not know (query parameters of the preview). */
export const columnMappingQuery = z
  .object({
    dateColumn: column('日付'),
    amountColumn: column('入金額'),
    payerColumn: column('振込依頼人名'),
    hasHeader: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .refine(
    (m) => new Set([m.dateColumn, m.amountColumn, m.payerColumn]).size === 3,
    '日付・入金額・振込依頼人名には別々の列を選んでください',
  );

/** 一括確定: each line of the statement the user kept, with the payment it becomes. */
export const bankStatementConfirmInput = z.strictObject(
  {
    lines: z
      .array(
        z.strictObject({ lineKey: z.string({ error: '明細の識別子がありません' }).min(1).max(400), payment: paymentInput }, strictKeys),
        { error: '確定する明細の形式が正しくありません' },
      )
      .min(1, '確定する明細を選んでください')
      .max(maxStatementLines, `一度に確定できる明細は${maxStatementLines}件までです`),
  },
  strictKeys,
);
export type BankStatementConfirmInput = z.infer<typeof bankStatementConfirmInput>;
