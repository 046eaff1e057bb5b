import { z } from 'zod';
import { emailSchema, passwordSchema } from '../schemas/auth';
import { strictKeys } from '../schemas/common';
import { endpoint } from './endpoint';

/**
 * The better-auth endpoints the product calls (the sign-in form, マイページ, the reset mail, the
 * sign-out button), each with the body it may send, under the same rules as the rest of the API.
 * better-auth serves many more (update-user, get-session, list-accounts …); the product changes a
 * name or an address through /api/account, where it is checked and logged, so the others are not
 * reachable at all. The answers are better-auth's own, without their session tokens.
 */

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

/** The user as better-auth tells it (the product's own profile is /api/me). */
const authUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const authEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    summary: 'メールアドレスとパスワードでログインする',
    body: z.strictObject({ email: emailSchema, password: typedPassword('パスワード'), rememberMe: z.boolean().optional() }, strictKeys),
    response: z.object({ redirect: z.boolean(), user: authUser }),
    errors: ['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_DISABLED', 'AUTH_ERROR'],
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: 'ログアウトする',
    body: z.strictObject({}, strictKeys),
    bodyKind: 'optional',
    response: z.object({ success: z.boolean() }),
    errors: ['AUTH_ERROR'],
  }),
  /** Answers the same whether or not the address exists, so nobody can probe accounts. */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    summary: 'パスワード再設定のメールを送る',
    body: z.strictObject({ email: emailSchema, redirectTo: ownPath.optional() }, strictKeys),
    response: z.object({ status: z.boolean(), message: z.string() }),
    errors: ['AUTH_ERROR'],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'メールのリンクからパスワードを再設定する',
    body: z.strictObject({ token: linkToken, newPassword: passwordSchema }, strictKeys),
    response: z.object({ status: z.boolean() }),
    errors: ['INVALID_TOKEN', 'INVALID_EMAIL_OR_PASSWORD', 'AUTH_ERROR'],
  }),
  /** Every other session of the user ends, whatever `revokeOtherSessions` says (see server/auth/auth.ts). */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'パスワードを変更する',
    body: z.strictObject(
      {
        currentPassword: typedPassword('現在のパスワード'),
        newPassword: passwordSchema,
        revokeOtherSessions: z.boolean({ error: 'ほかの端末をログアウトするかを選んでください' }).optional(),
      },
      strictKeys,
    ),
    response: z.object({ user: authUser }),
    errors: ['INVALID_PASSWORD', 'AUTH_ERROR'],
  }),
  /**
   * A session signed in on a host that is not the user's (another partner's, or the main host):
   * a one-time token to carry it to the user's own host, and this host's cookie removed. The page
   * takes the token to `<own host>/login#handover=…` itself, so one sign-in is enough.
   */
  handOver: endpoint({
    method: 'POST',
    path: '/api/auth/handover',
    summary: 'ログインを利用者のサイトへ引き継ぐ',
    body: z.strictObject({}, strictKeys),
    bodyKind: 'optional',
    response: z.object({ token: z.string() }),
    errors: ['UNAUTHORIZED', 'VALIDATION_FAILED'],
  }),
  /** The user's own host takes the session over: the token is spent, the cookie set here. */
  takeOver: endpoint({
    method: 'POST',
    path: '/api/auth/handover/redeem',
    summary: '引き継いだログインを受け取る',
    body: z.strictObject({ token: linkToken }, strictKeys),
    response: z.object({ success: z.boolean() }),
    errors: ['INVALID_TOKEN', 'WRONG_HOST'],
  }),
};
