import { z } from 'zod';
import { priceModes } from '../money';
import { optionalText, requiredText, strictKeys } from './common';
import { dateField, documentLineInput, maxDocumentLines } from './documents';

/** 支払期限 of each invoice: from the customer's 支払条件 (else the company's default), N days after issue, or none. */
export const dueRuleInput = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('terms') }),
    z.strictObject({
      kind: z.literal('days'),
      days: z.number().int().min(0, '日数は0以上で入力してください').max(365, '日数は365日以内で入力してください'),
    }),
    z.strictObject({ kind: z.literal('none') }),
  ],
  { error: '支払期限の決め方を選んでください' },
);

/** What each invoice of a template holds besides its customer and dates. */
export const recurringInvoiceContent = z.strictObject(
  {
    subject: optionalText('件名', 100),
    priceMode: z.enum(priceModes, { error: '金額の入力方法は「税抜」か「税込」を選んでください' }).default('exclusive'),
    /** 0: the month of the issue date (当月分), 1: the next month (翌月分), printed as 対象期間. */
    billedMonthOffset: z.union([z.literal(0), z.literal(1)], { error: '対象期間を選んでください' }).default(0),
    dueRule: dueRuleInput.default({ kind: 'terms' }),
    notes: optionalText('備考', 2000),
    lines: z
      .array(documentLineInput, { error: '明細が正しくありません' })
      .min(1, '明細を1行以上入力してください')
      .max(maxDocumentLines, `明細は${maxDocumentLines}行までです`),
  },
  strictKeys,
);
export type RecurringInvoiceContent = z.infer<typeof recurringInvoiceContent>;

export const recurringModes = ['draft', 'issue-and-mail'] as const;

export const recurringInvoiceInput = z
  .strictObject(
    {
      name: requiredText('定期請求の名前', 100),
      customerId: z.string({ error: '顧客を選んでください' }).min(1, '顧客を選んでください').max(200),
      /** 1–28, or null for the month's last day (月末). */
      dayOfMonth: z
        .number({ error: '作成日を選んでください' })
        .int()
        .min(1, '作成日は1〜28日か月末を選んでください')
        .max(28, '作成日は1〜28日か月末を選んでください')
        .nullable(),
      startDate: dateField('開始日'),
      endDate: z
        .union([z.literal(''), z.null(), dateField('終了日')])
        .transform((v) => v || null)
        .default(null),
      mode: z.enum(recurringModes, { error: '作成方法を選んでください' }).default('draft'),
      content: recurringInvoiceContent,
    },
    strictKeys,
  )
  .superRefine((input, ctx) => {
    if (input.endDate && input.endDate < input.startDate)
      ctx.addIssue({ code: 'custom', message: '終了日は開始日以降の日付を入力してください', path: ['endDate'] });
  });
export type RecurringInvoiceInput = z.infer<typeof recurringInvoiceInput>;
