import { type Context, Hono } from 'hono';
import type { Config } from '../config';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { errorJson } from '../http/errors';
import { jsonBody } from '../http/validate';
import { type Auth, clientIpHeader } from './auth';
import { authEndpoints } from './endpoints';
import { stripTokens } from './strip-tokens';

/** better-auth's codes, told in Japanese. */
const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'メールアドレスまたはパスワードが正しくありません',
  INVALID_EMAIL: 'メールアドレスの形式が正しくありません',
  INVALID_PASSWORD: 'パスワードが正しくありません',
  PASSWORD_TOO_SHORT: 'パスワードは8文字以上で入力してください',
  PASSWORD_TOO_LONG: 'パスワードは128文字以内で入力してください',
  INVALID_TOKEN: 'リンクの有効期限が切れているか、すでに使用されています。もう一度お手続きください。',
  USER_NOT_FOUND: 'メールアドレスまたはパスワードが正しくありません',
  EMAIL_NOT_VERIFIED: 'メールアドレスの確認が完了していません。確認メールのリンクを開いてからログインしてください。',
  ACCOUNT_DISABLED: 'このアカウントは利用できません。管理者にお問い合わせください。',
  TOO_MANY_REQUESTS: '試行回数が多すぎます。しばらく待ってから再度お試しください。',
  MISSING_OR_NULL_ORIGIN: 'リクエストの送信元を確認できません',
  INVALID_ORIGIN: 'URLを確認してください',
  VALIDATION_ERROR: '入力内容を確認してください',
};
const fallback = '処理に失敗しました。入力内容を確認して再度お試しください。';

/**
 * better-auth behind the API's own input rules: only the endpoints of authEndpoints are
 * forwarded, each with its body read and validated like any other route's (bad JSON, control
 * characters, lengths, types: a 400 in Japanese), and better-auth gets the validated body.
 * Every other path under /api/auth is an unknown API.
 */
export function authRoutes(auth: Auth, config: Config) {
  const app = new Hono<AppEnv>();
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
  for (const [path, schema] of Object.entries(authEndpoints)) {
    app.post(path, jsonBody(schema, { optional: path === '/sign-out' }), (c) => forward(c, c.req.valid('json')));
  }
  app.all('*', (c) => errorJson(c, 404, 'NOT_FOUND', 'APIが見つかりません'));
  return app;
}

async function translateError(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = response.status === 429 ? 'TOO_MANY_REQUESTS' : (body.code ?? 'AUTH_ERROR');
  const message = code === 'PASSWORD_RULES' ? (body.message ?? fallback) : (messages[code] ?? fallback);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}
