import { z } from 'zod';
import { maxYen, yenTextToNumber, yenTooLarge } from '../money';
import { optionalText, strictKeys } from './common';
import { dateField } from './documents';

export const maxAllocations = 200;

/** Whole yen from a number or text (全角, カンマ and ¥ allowed), at least `min`. */
const yenField = (label: string, min: number) =>
  z
    .union([z.number(), z.string()], { error: `${label}を入力してください` })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' && min === 0 ? 0 : yenTextToNumber(v)))
    .pipe(
      z
        .number({ error: `${label}は数字で入力してください` })
        .int(`${label}は1円単位の整数で入力してください`)
        .min(min, min > 0 ? `${label}は1円以上で入力してください` : `${label}は0円以上で入力してください`)
        .max(maxYen, yenTooLarge(label)),
    );

export const paymentAllocationInput = z.strictObject(
  {
    documentId: z.string({ error: '請求書を選んでください' }).min(1, '請求書を選んでください').max(200),
    amount: yenField('消込額', 1),
  },
  strictKeys,
);

/**
 * 入金: what arrived (`amount`), the 振込手数料 the bank deducted (`fee`, 先方負担) and the
 * invoices it settles. Together amount and fee settle at most their sum; the rest is 前受金.
 */
export const paymentInput = z
  .strictObject(
    {
      customerId: z.string({ error: '顧客を選んでください' }).min(1, '顧客を選んでください').max(200),
      paymentDate: dateField('入金日'),
      amount: yenField('入金額', 1),
      fee: yenField('振込手数料', 0).default(0),
      payerName: optionalText('振込名義', 100),
      memo: optionalText('メモ', 500),
      allocations: z
        .array(paymentAllocationInput, { error: '消込の形式が正しくありません' })
        .max(maxAllocations, `消込は${maxAllocations}件までです`)
        .default([]),
      /** Money left unallocated while the customer still owes is booked as 前受金 only when the user said so. */
      confirmAdvance: z.boolean({ error: '確認の指定が正しくありません' }).optional(),
    },
    strictKeys,
  )
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.allocations.forEach((a, i) => {
      if (seen.has(a.documentId))
        ctx.addIssue({ code: 'custom', message: '同じ請求書が2回選ばれています', path: ['allocations', i, 'documentId'] });
      seen.add(a.documentId);
    });
    // Together they settle invoices, each at most the ceiling; past it the 前受金 left would not be exact.
    if (input.amount <= maxYen && input.fee <= maxYen && input.amount + input.fee > maxYen)
      ctx.addIssue({ code: 'custom', message: yenTooLarge(), path: ['fee'] });
    const allocated = input.allocations.reduce((sum, a) => sum + a.amount, 0);
    if (allocated > input.amount + input.fee)
      ctx.addIssue({ code: 'custom', message: '消込額の合計が入金額と振込手数料の合計を超えています', path: ['allocations'] });
  });
export type PaymentInput = z.infer<typeof paymentInput>;

export const paymentListQuery = z.object({
  customerId: z.string().max(200).optional(),
  page: z.coerce.number({ error: 'ページは数字で指定してください' }).int().min(1).max(10_000).default(1),
});

/** The invoices a payment of the customer may settle; `paymentId`, when editing, keeps its own ones listed. */
export const openInvoicesQuery = z.object({
  customerId: z.string({ error: '顧客を選んでください' }).min(1, '顧客を選んでください').max(200),
  paymentId: z.string().max(200).optional(),
});

/** 基準日 of the receivables (default today in Japan). */
export const receivablesQuery = z.object({ asOf: dateField('基準日').optional() });
export const receivablesExportQuery = receivablesQuery.extend({
  encoding: z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8'),
});
