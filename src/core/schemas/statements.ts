import { z } from 'zod';
import { closingDaysOf } from '../statements';
import { strictKeys } from './common';
import { dateField } from './documents';
import { mailBatchIdField } from './mail-deliveries';

/** A 締め日 some customer can have: the 1st–28th, or a month's last day (末日締め). */
const closingDateField = dateField('締め日').refine((d) => closingDaysOf(d).length > 0, '締め日は1〜28日か月末日を選んでください');

export const closingQuery = z.object({ closingDate: closingDateField });

export const issueClosingInput = z.strictObject(
  {
    closingDate: closingDateField,
    /** Only these customers of the batch (all that have something to bill when left out). */
    customerIds: z.array(z.string().min(1).max(200), { error: '顧客の指定が正しくありません' }).max(10_000).optional(),
    /** Issue for a 締め日 after today: refused without it, since deliveries up to that day may still come. */
    confirmFutureClosing: z.boolean({ error: '締め日の確認が正しくありません' }).default(false),
  },
  strictKeys,
);
export type IssueClosingInput = z.infer<typeof issueClosingInput>;

export const mailStatementInput = z.strictObject(
  {
    documentId: z.string({ error: '合計請求書を指定してください' }).min(1, '合計請求書を指定してください').max(200),
    /** The 一括送信 the statement's mail belongs to (its progress reads the batch's deliveries). */
    batchId: mailBatchIdField.optional(),
  },
  strictKeys,
);
