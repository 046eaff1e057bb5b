import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'hono';
import { matchedRoutes } from 'hono/route';
import pino from 'pino';

/**
 * The server's log: one JSON object per line (pino), for an operator's log pipeline. Every line
 * written while a request is handled carries its request id, route and, once the session is
 * known, the company: the request's context travels with its async work (AsyncLocalStorage).
 * Nothing secret or personal is written: cookies, authorization headers, passwords and tokens
 * are redacted wherever they appear, and errors are logged by their driver's code and message
 * (a failed query's parameters, which hold what users typed, are left out).
 *
 * LOG_LEVEL (default info; `silent` turns it off), LOG_FILE (a file instead of stdout),
 * SLOW_REQUEST_MS (default 1000: a request slower than that is logged with its duration).
 */
type RequestContext = { reqId: string; route?: string; method?: string; companyId?: string };
const requestContext = new AsyncLocalStorage<RequestContext>();

const level = process.env.LOG_LEVEL ?? 'info';
const destination = process.env.LOG_FILE
  ? pino.destination({ dest: process.env.LOG_FILE, append: true, sync: false })
  : pino.destination(1);
const slowRequestMs = Number(process.env.SLOW_REQUEST_MS ?? 1000);
// Every line goes to the destination; a test may add a stream of its own to read what was written.
const streams = pino.multistream([{ level: 'trace', stream: destination }]);

export const log = pino(
  {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // The request's context on every line written inside it.
    mixin: () => ({ ...requestContext.getStore() }),
    redact: {
      paths: [
        'cookie',
        'authorization',
        'password',
        'newPassword',
        'currentPassword',
        'token',
        '*.cookie',
        '*.authorization',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: { err: errorOf, error: errorOf },
  },
  streams,
);

/** Also writes every line to `stream` (tests read the log this way). */
export function addLogStream(stream: { write: (line: string) => void }) {
  streams.add({ level: 'trace', stream });
}

/** An error as a log line may carry it: its class, code and the driver's own message, and where it was thrown. */
export function errorOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  let root: Error = error;
  for (let depth = 0; root.cause instanceof Error && depth < 5; depth++) root = root.cause;
  const code = (root as { code?: unknown }).code;
  // drizzle's "Failed query: <sql>\nparams: <values>": the values are what users typed.
  const message = root.message.replace(/\nparams: [\s\S]*$/, '\nparams: [omitted]');
  return { type: root.name, ...(code ? { code } : {}), message, stack: error.stack?.split('\n').slice(1, 8).join('\n') };
}

/** The request's id: the proxy's X-Request-Id when it looks like one, else a new one; answered back. */
function requestIdOf(c: Context): string {
  const given = c.req.header('x-request-id');
  return given && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : randomUUID();
}

/** First middleware: the request's log context, and a line for a slow request. */
export async function logRequests(c: Context, next: Next) {
  const context: RequestContext = { reqId: requestIdOf(c), method: c.req.method, route: routeOf(c) };
  c.header('X-Request-Id', context.reqId);
  const started = performance.now();
  await requestContext.run(context, async () => {
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      if (ms >= slowRequestMs) log.warn({ ms, status: c.res.status }, '遅いリクエスト');
      else log.debug({ ms, status: c.res.status }, 'リクエスト');
    }
  });
}

/** Names the company of the request once the session says it (every later line carries it). */
export function logCompany(companyId: string | null | undefined) {
  const context = requestContext.getStore();
  if (context && companyId) context.companyId = companyId;
}

/**
 * The route that will answer, as registered (`/api/documents/:kind/:id`), never the URL: routing
 * is done before the first middleware runs, and the answering route is the first matched one
 * registered for a method (middleware is registered for all of them).
 */
function routeOf(c: Context): string | undefined {
  const routes = matchedRoutes(c);
  const handler = routes.find((r) => r.method !== 'ALL') ?? routes.at(-1);
  return handler?.path;
}
