import { z } from 'zod';
import { isValidDay } from './common';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日付は YYYY-MM-DD の形式で指定してください')
  .refine(isValidDay, '日付が正しくありません');

/** Query of the operation log: by type and date range (limit ≤ 1000), or the last N entries. */
export const historyQuery = z
  .object({
    type: z.string().max(100).optional(),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce
      .number({ error: '件数は数値で指定してください' })
      .int()
      .min(1, '件数は1以上で指定してください')
      .max(1000, '件数は1000件までです')
      .optional(),
    last: z.coerce
      .number({ error: '件数は数値で指定してください' })
      .int()
      .min(1, '件数は1以上で指定してください')
      .max(1000, '件数は1000件までです')
      .optional(),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { path: ['to'], message: '期間の終了日は開始日以降にしてください' });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const historyDefaults = { limit: 1000, last: 100 } as const;
