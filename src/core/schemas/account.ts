import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { strictKeys } from './common';
import { personNameSchema } from './staff';

export const updateAccountInput = z.strictObject({ name: personNameSchema }, strictKeys);
export type UpdateAccountInput = z.infer<typeof updateAccountInput>;

export const changeEmailInput = z.strictObject(
  {
    newEmail: emailSchema,
    currentPassword: z.string({ error: '現在のパスワードを入力してください' }).min(1, '現在のパスワードを入力してください'),
  },
  strictKeys,
);
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

export const confirmTokenInput = z.strictObject(
  { token: z.string({ error: 'リンクが無効です' }).min(1, 'リンクが無効です').max(200) },
  strictKeys,
);

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, '現在のパスワードを入力してください'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'パスワードが一致しません' });
