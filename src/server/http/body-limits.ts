import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const megabytes = (n: number) => n * 1024 * 1024;
export const maxImportMegabytes = 50;

/** The CSV imports, matched exactly: `PATCH /api/products/import` is a JSON edit of a row and gets 1 MB. */
const csvImport = /^\/api\/(products|customers)\/imports?$/;
/** A received invoice or receipt (PDF, PNG or JPEG) as it came: up to 10 MB, refused above with its own message. */
const receivedUpload = '/api/received/files';

/**
 * The largest request body a route takes. Upload chunks (tus, under /api/files) up to 32 MB
 * (the client sends 256 KiB), a CSV import 50 MB (50,000 rows of up to 1 KB: a customer row
 * with a long address and notes is 500+ bytes in UTF-8), a received file 10 MB (with room for
 * the route to say so itself), and every JSON body 1 MB. The limit is
 * decided by method and exact route, so no JSON route inherits a file route's allowance.
 */
export function bodyLimitOf(method: string, path: string): number {
  if (path === '/api/files' || path.startsWith('/api/files/')) return megabytes(32);
  if (method === 'POST' && csvImport.test(path)) return megabytes(maxImportMegabytes);
  if (method === 'POST' && path === receivedUpload) return megabytes(11);
  return megabytes(1);
}

/**
 * Refuses a request body over `bodyLimitOf` before a route reads it. Served by Node, a body
 * that states its length is judged by the header alone, and a request with neither
 * Content-Length nor Transfer-Encoding has no body (HTTP/1.1 framing), so the request is never
 * turned into a web Request with a body stream (~0.1 ms and a few KiB of garbage each); a
 * chunked body, or a request made in-process, is counted as it streams.
 */
export function limitRequestBodies(onTooLarge: (c: Context) => Response): MiddlewareHandler {
  return (c, next) => {
    const maxSize = bodyLimitOf(c.req.method, c.req.path);
    const isServedByNode = (c.env as { incoming?: unknown } | undefined)?.incoming instanceof IncomingMessage;
    if (isServedByNode && c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      return length !== undefined && Number.parseInt(length, 10) > maxSize ? Promise.resolve(onTooLarge(c)) : next();
    }
    return bodyLimit({ maxSize, onError: onTooLarge })(c, next);
  };
}
