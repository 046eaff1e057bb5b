import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import { errorJson } from './errors';

/**
 * Cross-site request forgery: a page on another site (a sibling partner's subdomain
 * included; SameSite=Lax treats it as the same site) can make the browser send our
 * cookies with a form post or a no-cors fetch. Such requests carry the other page's
 * Origin, or a body type a form can send (text/plain, form data). So every write to the
 * API must come from the request's own origin and carry a type no form can produce.
 */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Body types a path accepts besides JSON: tus chunks for uploads, the CSV file for imports, a
 * received invoice as it came (other image types too, so that the route can say which it keeps). A bank
 * statement is often a .txt or .dat file sent as text/plain; that import writes no business data
 * (at most the CSV column mapping the user chose), so the Origin check alone guards it.
 */
function acceptedTypes(path: string): string[] {
  if (path === '/api/files' || path.startsWith('/api/files/')) return ['application/json', 'application/offset+octet-stream'];
  // A received file, typed as what it is: the route itself answers which types it keeps.
  if (path === '/api/received/files')
    return ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream'];
  if (path === '/api/payments/bank-statements/import') return ['application/json', 'text/csv', 'text/plain'];
  if (path.endsWith('/import') || /^\/api\/(products|customers)\/imports$/.test(path)) return ['application/json', 'text/csv'];
  return ['application/json'];
}

/** No body at all (a bodyless POST such as "issue" or a tus creation): there is nothing to type. */
function hasNoBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return !c.req.header('transfer-encoding') && (length === undefined || length.trim() === '0');
}

/** Scheme and host as the browser sees them: the Host header, and the scheme of BASE_URL (or a trusted proxy's). */
export function ownOrigin(c: Context, config: Pick<Config, 'baseUrl' | 'trustProxy'>): string | null {
  const host = c.req.header('host');
  if (!host) return null;
  const forwarded = config.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const scheme = forwarded === 'http' || forwarded === 'https' ? `${forwarded}:` : config.baseUrl.protocol;
  try {
    return new URL(`${scheme}//${host}`).origin;
  } catch {
    return null;
  }
}

export function sameOrigin(origin: string | undefined, own: string | null): boolean {
  if (!origin || !own) return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and garbage
  }
}

export function sameOriginWrites(config: Pick<Config, 'baseUrl' | 'trustProxy'>) {
  return createMiddleware(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    if (!sameOrigin(c.req.header('origin'), ownOrigin(c, config))) {
      return errorJson(c, 403, 'CROSS_ORIGIN', '別のサイトからの操作は受け付けられません。ページを再読み込みしてからお試しください。');
    }
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const isAccepted = type ? acceptedTypes(c.req.path).includes(type) : hasNoBody(c);
    if (!isAccepted) return errorJson(c, 403, 'UNSUPPORTED_CONTENT_TYPE', 'この形式のリクエストは受け付けられません');
    return next();
  });
}
