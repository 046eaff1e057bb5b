import { z } from 'zod';
import { changeEmailInput, confirmTokenInput, updateAccountInput } from '../schemas/account';
import { endpoint, noContent } from './endpoint';

/** マイページ (/api/account): the signed-in user's own account. */

/** A device signed in as the user ("ログイン中の端末"); its token never leaves the server. */
export const accountSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.output<typeof accountSession>;

export const accountEndpoints = {
  update: endpoint({
    method: 'PATCH',
    path: '/api/account',
    summary: '自分の氏名を変更する',
    body: updateAccountInput,
    response: z.object({ name: z.string() }),
    errors: [],
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/account/email',
    summary: 'メールアドレス変更の確認メールを送る',
    body: changeEmailInput,
    response: z.object({ ok: z.literal(true) }),
    errors: ['INVALID_PASSWORD', 'SAME_EMAIL', 'EMAIL_TAKEN'],
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/api/account/email/confirm',
    summary: 'メールアドレスを変更する(確認メールのリンクから)',
    body: confirmTokenInput,
    response: z.object({ email: z.string() }),
    errors: ['INVALID_TOKEN', 'EMAIL_TAKEN'],
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'ログイン中の端末の一覧',
    response: z.object({ items: z.array(accountSession) }),
    errors: [],
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/api/account/sessions/revoke-others',
    summary: 'ほかの端末をすべてログアウトする',
    response: z.object({ revoked: z.number() }),
    errors: [],
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: 'ログイン中の端末をログアウトさせる',
    response: noContent,
    errors: ['NOT_FOUND'],
  }),
};
