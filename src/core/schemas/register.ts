import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { requiredText, strictKeys } from './common';
import { personNameSchema } from './staff';

export const registerInput = z.strictObject(
  {
    companyName: requiredText('会社名', 100),
    storeName: z.string({ error: '店舗名は文字列で入力してください' }).trim().max(100, '店舗名は100文字以内で入力してください'),
    adminName: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    agreeTerms: z.literal(true, { error: '利用規約への同意が必要です' }),
  },
  strictKeys,
);
export type RegisterInput = z.infer<typeof registerInput>;

/**
 * The sign-up form: the same fields and a confirmation of the password, asked for only once the
 * password itself is acceptable (one message at a time). The confirmation is not sent.
 */
export const registerFormInput = registerInput.safeExtend({ confirmPassword: z.string() }).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'パスワードが一致しません',
  when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password'),
});
