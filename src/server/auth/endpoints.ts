import { z } from 'zod';
import { emailSchema, passwordSchema } from '@/core/schemas/auth';
import { strictKeys } from '@/core/schemas/common';

/** A password as typed at sign-in: not checked against today's rules, which an older one may predate. */
const typedPassword = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .min(1, `${label}を入力してください`)
    .max(128, 'パスワードは128文字以内で入力してください');

/** The token of a mailed link (better-auth's are 24 characters). */
const linkToken = z.string({ error: 'リンクが無効です' }).min(1, 'リンクが無効です').max(200, 'リンクが無効です');

/** A page of our own host to come back to, never another site. */
const ownPath = z
  .string({ error: 'URLを確認してください' })
  .max(200, 'URLを確認してください')
  .regex(/^\/(?![/\\])/, 'URLを確認してください');

/**
 * The better-auth endpoints the product calls (the sign-in form, マイページ, the reset mail,
 * the sign-out button), each with the body it may send, under the same rules as the rest of
 * the API. better-auth serves many more (update-user, get-session, list-accounts …); the
 * product changes a name or an address through /api/account, where it is checked and logged,
 * so the others are not reachable at all.
 */
export const authEndpoints = {
  '/sign-in/email': z.strictObject(
    { email: emailSchema, password: typedPassword('パスワード'), rememberMe: z.boolean().optional() },
    strictKeys,
  ),
  '/sign-out': z.strictObject({}, strictKeys),
  '/request-password-reset': z.strictObject({ email: emailSchema, redirectTo: ownPath.optional() }, strictKeys),
  '/reset-password': z.strictObject({ token: linkToken, newPassword: passwordSchema }, strictKeys),
  '/change-password': z.strictObject(
    {
      currentPassword: typedPassword('現在のパスワード'),
      newPassword: passwordSchema,
      revokeOtherSessions: z.boolean({ error: 'ほかの端末をログアウトするかを選んでください' }).optional(),
    },
    strictKeys,
  ),
} satisfies Record<string, z.ZodType>;
