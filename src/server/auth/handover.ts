import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { AppError, unauthorized } from '../http/errors';
import type { Auth } from './auth';
import { isOnOwnHost, loadSignedInUser } from './session';

/**
 * One sign-in is enough: a user who signed in on another partner's host (or on the main host) is
 * carried to their own, where cookies of the first host are never sent. The first host gives a
 * one-time token of better-auth's one-time-token plugin (hashed in the database, two minutes,
 * spent once) and drops its own cookie, so the session no longer answers there; the user's host
 * spends the token and sets its cookie for the same session. The token travels in the fragment of
 * the login page's address, which no server and no Referer sees.
 */

/** better-auth's cookies of this host, expired: the session is carried away, not kept here too. */
async function expireSessionCookies(c: Context<AppEnv>, auth: Auth) {
  const { authCookies } = await auth.$context;
  const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    c.header('Set-Cookie', `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
  }
}

export async function handOverSession(c: Context<AppEnv>, auth: Auth, db: Db) {
  const headers = c.req.raw.headers;
  const session = await auth.api.getSession({ headers });
  const user = session ? await loadSignedInUser(db, session.user.id) : null;
  if (!user) throw unauthorized();
  if (isOnOwnHost(user, c.get('host'))) throw new AppError(400, 'VALIDATION_FAILED', 'このサイトでそのままご利用いただけます');
  const { token } = await auth.api.generateOneTimeToken({ headers });
  await expireSessionCookies(c, auth);
  return token;
}

const refused = () => new AppError(400, 'INVALID_TOKEN', 'ログインを引き継げませんでした。もう一度ログインしてください。');

/** Spends the token; the answer carries this host's session cookie, or nothing when the session is not for this host. */
export async function takeOverSession(c: Context<AppEnv>, auth: Auth, db: Db, token: string): Promise<Headers> {
  const response = await auth.api.verifyOneTimeToken({ body: { token }, headers: c.req.raw.headers, asResponse: true }).catch(() => null);
  if (!response?.ok) throw refused();
  const { user: sessionUser } = (await response.json()) as { user?: { id?: string } };
  const user = sessionUser?.id ? await loadSignedInUser(db, sessionUser.id) : null;
  if (!user) throw refused();
  if (!isOnOwnHost(user, c.get('host'))) throw new AppError(403, 'WRONG_HOST', 'URLを確認してください');
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
  return cookies;
}
