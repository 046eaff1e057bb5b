import { z } from 'zod';
import { maxApprovalSteps, maxApproversPerStep } from '../approvals';
import { maxYen, yenTextToNumber } from '../money';
import { optionalText, strictKeys } from './common';

const thresholdMessage = '承認が必要な金額は0円以上の整数で入力してください';

/** 承認フロー of one kind: on or off, from which 税込合計, and the route (steps in order, approvers of each). */
export const approvalRuleInput = z
  .strictObject(
    {
      isEnabled: z.boolean({ error: '承認フローを使うかどうかを選んでください' }),
      threshold: z
        .union([z.number(), z.string()], { error: thresholdMessage })
        .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? 0 : yenTextToNumber(v)))
        .pipe(z.number({ error: thresholdMessage }).int(thresholdMessage).min(0, thresholdMessage).max(maxYen, thresholdMessage)),
      steps: z
        .array(
          z.strictObject(
            {
              approverIds: z
                .array(z.string({ error: '承認者の指定が正しくありません' }).min(1, '承認者の指定が正しくありません'), {
                  error: '承認者の指定が正しくありません',
                })
                .min(1, '各段階に承認者を1人以上選んでください')
                .max(maxApproversPerStep, `1つの段階の承認者は${maxApproversPerStep}人までです`)
                .refine((ids) => new Set(ids).size === ids.length, '同じ段階に同じ承認者が重複しています'),
            },
            strictKeys,
          ),
          { error: '承認ルートの指定が正しくありません' },
        )
        .max(maxApprovalSteps, `承認ルートは${maxApprovalSteps}段階までです`),
    },
    strictKeys,
  )
  .refine((rule) => !rule.isEnabled || rule.steps.length > 0, {
    message: '承認ルートに段階を1つ以上追加してください',
    path: ['steps'],
  });
export type ApprovalRuleInput = z.infer<typeof approvalRuleInput>;

/** 承認を申請 / 承認: a comment is optional. */
export const approvalCommentInput = z.strictObject({ comment: optionalText('コメント', 500) }, strictKeys);
export type ApprovalCommentInput = z.infer<typeof approvalCommentInput>;

/** 差戻し: the applicant must be told why. */
export const approvalRejectInput = z.strictObject(
  {
    comment: z
      .string({ error: '差戻しの理由を入力してください' })
      .trim()
      .min(1, '差戻しの理由を入力してください')
      .max(500, '差戻しの理由は500文字以内で入力してください'),
  },
  strictKeys,
);
export type ApprovalRejectInput = z.infer<typeof approvalRejectInput>;
