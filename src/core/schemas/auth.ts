import { z } from 'zod';
import { toHalfWidth } from '../format';

export const passwordRules = ['8文字以上、128文字以内', '英字と数字をそれぞれ1文字以上含める'] as const;

export const passwordSchema = z
  .string({ error: 'パスワードを入力してください' })
  .min(1, 'パスワードを入力してください')
  .min(8, 'パスワードは8文字以上で入力してください')
  .max(128, 'パスワードは128文字以内で入力してください')
  .regex(/[A-Za-z]/, 'パスワードには英字を1文字以上含めてください')
  .regex(/[0-9]/, 'パスワードには数字を1文字以上含めてください');

export const emailSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .transform((s) => toHalfWidth(s).trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'メールアドレスを入力してください')
      .max(254, 'メールアドレスが長すぎます')
      .email('メールアドレスの形式が正しくありません'),
  );

export const signInInput = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.infer<typeof signInInput>;

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

export const resetPasswordInput = z
  .object({
    token: z.string().min(1, 'リンクが無効です'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'パスワードが一致しません',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
