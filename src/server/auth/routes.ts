import type { Context } from 'hono';
import { authEndpoints as endpoints } from '@/core/contracts/auth';
import type { Endpoint } from '@/core/contracts/endpoint';
import { type ErrorCode, errorCodes } from '@/core/error-codes';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { clientIp } from '../http/client-ip';
import { contractRouter, type ReplyOf } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { errorJson } from '../http/errors';
import { type Auth, clientIpHeader } from './auth';
import { handOverSession, takeOverSession } from './handover';
import { stripTokens } from './strip-tokens';

/**
 * better-auth's codes, each told in Japanese under a code of the closed list: its own where the
 * product has none like it, else the product's (its input checks are ours, made before it runs).
 */
const refusals: Record<string, { code: ErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'メールアドレスまたはパスワードが正しくありません' },
  INVALID_EMAIL: { code: 'VALIDATION_FAILED', message: 'メールアドレスの形式が正しくありません' },
  INVALID_PASSWORD: { code: 'INVALID_PASSWORD', message: 'パスワードが正しくありません' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', message: 'パスワードは8文字以上で入力してください' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', message: 'パスワードは128文字以内で入力してください' },
  INVALID_TOKEN: {
    code: 'INVALID_TOKEN',
    message: 'リンクの有効期限が切れているか、すでに使用されています。もう一度お手続きください。',
  },
  // Told like a wrong password: the answer must not say whether an address has an account.
  USER_NOT_FOUND: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'メールアドレスまたはパスワードが正しくありません' },
  EMAIL_NOT_VERIFIED: {
    code: 'EMAIL_NOT_VERIFIED',
    message: 'メールアドレスの確認が完了していません。確認メールのリンクを開いてからログインしてください。',
  },
  ACCOUNT_DISABLED: { code: 'ACCOUNT_DISABLED', message: 'このアカウントは利用できません。管理者にお問い合わせください。' },
  TOO_MANY_REQUESTS: { code: 'TOO_MANY_REQUESTS', message: '試行回数が多すぎます。しばらく待ってから再度お試しください。' },
  MISSING_OR_NULL_ORIGIN: { code: 'CROSS_ORIGIN', message: 'リクエストの送信元を確認できません' },
  INVALID_ORIGIN: { code: 'CROSS_ORIGIN', message: 'URLを確認してください' },
  VALIDATION_ERROR: { code: 'VALIDATION_FAILED', message: '入力内容を確認してください' },
};
const fallback = '処理に失敗しました。入力内容を確認して再度お試しください。';

/**
 * better-auth behind the API's own input rules: only the endpoints of the auth contract are
 * forwarded, each with its body read and validated like any other route's (bad JSON, control
 * characters, lengths, types: a 400 in Japanese), and better-auth gets the validated body.
 * Every other path under /api/auth is an unknown API.
 */
export function authRoutes(auth: Auth, config: Config, db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/auth');
  const forward = async (c: Context<AppEnv>, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(clientIpHeader);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const ip = clientIp(c, config.trustProxy);
    if (ip) headers.set(clientIpHeader, ip);
    const response = await auth.handler(new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify(body) }));
    if (response.ok) return stripTokens(response);
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
    return translateError(response);
  };
  // better-auth's answer is passed on as it is: the compiler cannot see its shape, the tests check it against the contract.
  const passOn = <D extends Endpoint>(c: Context<AppEnv>, body: unknown) => forward(c, body) as Promise<ReplyOf<D>>;
  on(endpoints.signIn, (c) => passOn<typeof endpoints.signIn>(c, c.req.valid('json')));
  on(endpoints.signOut, (c) => passOn<typeof endpoints.signOut>(c, c.req.valid('json')));
  on(endpoints.requestPasswordReset, (c) => passOn<typeof endpoints.requestPasswordReset>(c, c.req.valid('json')));
  on(endpoints.resetPassword, (c) => passOn<typeof endpoints.resetPassword>(c, c.req.valid('json')));
  on(endpoints.changePassword, (c) => passOn<typeof endpoints.changePassword>(c, c.req.valid('json')));
  on(endpoints.handOver, async (c) => c.json({ token: await handOverSession(c, auth, db) }));
  on(endpoints.takeOver, async (c) => {
    const cookies = await takeOverSession(c, auth, db, c.req.valid('json').token);
    for (const cookie of cookies.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ success: true });
  });
  app.all('*', (c) => errorJson(c, 404, 'NOT_FOUND', 'APIが見つかりません'));
  return app;
}

const isErrorCode = (code: string | undefined): code is ErrorCode => (errorCodes as readonly string[]).includes(code ?? '');

/** A refusal of better-auth in the API's words: a code of the closed list and a Japanese message, its status kept. */
async function translateError(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const told = response.status === 429 ? refusals.TOO_MANY_REQUESTS : refusals[body.code ?? ''];
  // Our own password rules (server/auth/auth.ts) come with their Japanese message.
  const error =
    body.code === 'PASSWORD_RULES'
      ? { code: 'VALIDATION_FAILED', message: body.message ?? fallback }
      : (told ?? { code: isErrorCode(body.code) ? body.code : 'AUTH_ERROR', message: fallback });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error }), { status: response.status, headers });
}
