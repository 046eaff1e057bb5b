import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './compression';

type BuiltFile = { type: string; lastModified: string; plain: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * The built web app's files (scripts, styles, the service worker: about 3 MB with their .br and
 * .gz twins) read into memory once at start and answered from there. A first visit asks for some
 * forty of them; a file from disk cost three stat calls, an open, reads, a close and a stream each,
 * about a tenth of the server's CPU in the browser suite's profile.
 *
 * The pages themselves (*.html) are left to their routes, which read them per request. A file the
 * map does not hold (one built after start, a byte range) goes on to the next handler.
 */
export function builtFiles(webRoot: string): MiddlewareHandler {
  const files = new Map<string, BuiltFile>();
  for (const entry of readdirSync(webRoot, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.(html|br|gz)$/.test(entry.name)) continue;
    const twin = (suffix: string) => {
      try {
        return readFileSync(path + suffix);
      } catch {
        return undefined;
      }
    };
    files.set(`/${relative(webRoot, path).split(sep).join('/')}`, {
      type: getMimeType(path) ?? 'application/octet-stream',
      lastModified: statSync(path).mtime.toUTCString(),
      plain: readFileSync(path),
      br: twin('.br'),
      gzip: twin('.gz'),
    });
  }

  return async (c, next) => {
    const file = files.get(c.req.path);
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('Range')) return next();
    const hasTwins = Boolean(file.br || file.gzip);
    const encoding = hasTwins ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    const body = (encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined) ?? file.plain;
    c.header('Content-Type', file.type);
    c.header('Content-Length', String(body.length));
    c.header('Last-Modified', file.lastModified);
    // Either twin may be what a shared cache holds: it must ask by the client's Accept-Encoding.
    if (hasTwins) c.header('Vary', 'Accept-Encoding');
    if (body !== file.plain) c.header('Content-Encoding', encoding ?? '');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200);
  };
}
