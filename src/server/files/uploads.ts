import { Readable } from 'node:stream';
import { Server } from '@tus/server';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { fileEndpoints as endpoints } from '@/core/contracts/files';
import type { ErrorCode } from '@/core/error-codes';
import { companyUserOf } from '../auth/session';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { contractRouter } from '../http/contract-router';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { isSafeText } from '../http/safe-text';
import { log } from '../log';
import { openFile, readStoredFile, removeFile, uploadKey } from './file-store';
import {
  ensureThumbnail,
  ensureVariant,
  makeVariants,
  normalizeOriginal,
  parseVariant,
  thumbnailKey,
  thumbnailName,
  variantContentTypes,
  variantKey,
} from './image-variants';
import { DatabaseUploadStore } from './tus-store';

/** Upload limits of the specification: 256 KiB chunks (client side), images up to 10 MB. */
export const maxUploadBytes = 10 * 1024 * 1024;
/** A Map, not an object: the type comes from the client, and `constructor` must not find Object. */
const imageTypes = new Map<string, (head: Buffer) => boolean>([
  ['image/jpeg', (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff],
  ['image/png', (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/gif', (h) => h.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP'],
]);
/** The kinds an upload may be: every stored file id must name one of these. */
export const imageContentTypes = [...imageTypes.keys()];
const companyHeader = 'x-kanri-upload-company';
const userHeader = 'x-kanri-upload-user';
const fail = (status: number, code: ErrorCode, message: string) => ({
  status_code: status,
  body: JSON.stringify({ error: { code, message } }),
});

/**
 * Resumable uploads (tus protocol) into the file store, so any instance may take any chunk.
 * The signed-in user's company is passed to the tus hooks by the server itself; an upload is
 * only visible to its company until it is complete, and its bytes must really be the image
 * type it claims.
 */
export function uploadRoutes(db: Db) {
  const tus = new Server({
    path: '/api/files',
    datastore: new DatabaseUploadStore(db),
    maxSize: maxUploadBytes,
    relativeLocation: true,
    namingFunction: () => crypto.randomUUID(),
    onUploadCreate: async (req, upload) => {
      const type = upload.metadata?.filetype ?? '';
      if (!imageTypes.has(type)) throw fail(415, 'UNSUPPORTED_TYPE', '画像ファイル (JPEG, PNG, GIF, WebP) を選んでください');
      const filename = upload.metadata?.filename ?? 'image';
      // The name is stored as text: PostgreSQL refuses NUL, and controls have no place in a file name.
      if (!isSafeText(filename) || /[\t\r\n]/.test(filename))
        throw fail(400, 'INVALID_CHARACTERS', 'ファイル名に使用できない文字が含まれています');
      await db.insert(files).values({
        id: upload.id,
        companyId: req.headers.get(companyHeader) ?? '',
        userId: req.headers.get(userHeader),
        filename: Array.from(filename).slice(0, 200).join(''), // by code point: no half surrogate pair
        contentType: type,
        size: upload.size ?? 0,
      });
      return {};
    },
    onIncomingRequest: async (req, uploadId) => {
      if (req.method === 'POST') return;
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, uploadId), eq(files.companyId, req.headers.get(companyHeader) ?? '')));
      if (!row) throw fail(404, 'NOT_FOUND', 'ファイルが見つかりません');
    },
    onUploadFinish: async (_req, upload) => {
      const [row] = await db.select({ contentType: files.contentType }).from(files).where(eq(files.id, upload.id));
      // At most 10 MB (maxUploadBytes): read whole, once, for sniffing, turning upright and resizing.
      const original = (await readStoredFile(db, uploadKey(upload.id))) ?? Buffer.alloc(0);
      // Bytes that are not the image they claim are not kept.
      const notImage = async () => {
        await removeFile(db, uploadKey(upload.id));
        return fail(415, 'UNSUPPORTED_TYPE', 'ファイルの中身が画像ではありません');
      };
      if (!row || !imageTypes.get(row.contentType)?.(original.subarray(0, 12))) throw await notImage();
      const upright = await normalizeOriginal(db, upload.id, original, row.contentType).catch(async () => {
        throw await notImage();
      });
      // Made now so the first phone gets them at once; a failure here only delays them to first use.
      await makeVariants(db, upload.id, upright).catch((error) =>
        log.error({ err: error, file: upload.id }, '画像の縮小版を作れませんでした'),
      );
      await db.update(files).set({ isComplete: true, size: upright.length }).where(eq(files.id, upload.id));
      return {};
    },
  });

  /** A finished upload: any public one, or with `companyId` any of that company's, private ones included. */
  const completeFile = (id: string, companyId?: string) =>
    db
      .select({ contentType: files.contentType })
      .from(files)
      .where(
        and(
          eq(files.id, id),
          eq(files.isComplete, true),
          companyId === undefined ? eq(files.isPrivate, false) : eq(files.companyId, companyId),
        ),
      );

  const serveOriginal = async (c: Context<AppEnv>, companyId: string | undefined, cacheControl: string) => {
    const id = c.req.param('id') ?? '';
    const [row] = /^[0-9a-f-]{36}$/.test(id) ? await completeFile(id, companyId) : [];
    const file = row && (await openFile(db, uploadKey(id)));
    if (!row || !file) throw notFound('ファイルが見つかりません');
    c.header('Content-Type', row.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', cacheControl);
    return c.body(Readable.toWeb(Readable.from(file.chunks())) as ReadableStream);
  };

  const publicRoutes = contractRouter<AppEnv>('/api/public/files');
  /** Public (diners see menu images, documents the logo); ids are random; browsers may cache for an hour. Never a seal. */
  publicRoutes.on(endpoints.publicFile, (c) => serveOriginal(c, undefined, 'public, max-age=3600'));
  /** A smaller copy (320/640/1280 px, WebP or JPEG) for srcset, or the 240 px square list thumbnail; its bytes never change, so cached for good. */
  publicRoutes.on(endpoints.publicVariant, async (c) => {
    const id = c.req.param('id');
    // The diners' list thumbnail (a square WebP) or one of the srcset widths.
    const isThumbnail = c.req.param('variant') === thumbnailName;
    const variant = isThumbnail ? null : parseVariant(c.req.param('variant'));
    const [row] = (variant || isThumbnail) && /^[0-9a-f-]{36}$/.test(id) ? await completeFile(id) : [];
    if (!row || !(variant || isThumbnail)) throw notFound('ファイルが見つかりません');
    // A GIF may be animated: its copies would stand still, so the original is served.
    const isGif = row.contentType === 'image/gif';
    const key = isGif ? uploadKey(id) : variant ? variantKey(id, variant.width, variant.format) : thumbnailKey(id);
    const ensure = () => (variant ? ensureVariant(db, id, variant.width, variant.format) : ensureThumbnail(db, id));
    // Made on first use when missing (see ensureVariant); a stored copy costs two queries.
    const file = (await openFile(db, key)) ?? (isGif ? null : await openFile(db, await ensure()));
    if (!file) throw notFound('ファイルが見つかりません');
    c.header('Content-Type', isGif ? row.contentType : variantContentTypes[variant?.format ?? 'webp']);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(Readable.toWeb(Readable.from(file.chunks())) as ReadableStream);
  });
  const forward = async (c: Parameters<typeof companyUserOf>[0] & { req: { raw: Request } }) => {
    const user = companyUserOf(c);
    const headers = new Headers(c.req.raw.headers);
    headers.set(companyHeader, user.companyId);
    headers.set(userHeader, user.id);
    // duplex: the chunk is streamed through, not buffered.
    return tus.handleWeb(new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit));
  };
  /**
   * Every finished upload of the signed-in member's own company, the seal included (mounted
   * behind the API guard: own host, company member). Another company's file is "not found".
   * No cache keeps it, the browser's included: a shared computer keeps no copy of a seal.
   */
  const privateRoutes = contractRouter<AppEnv>('/api/private/files');
  privateRoutes.on(endpoints.privateFile, (c) => serveOriginal(c, companyUserOf(c).companyId, 'private, no-store'));
  return { publicRoutes: publicRoutes.app, privateRoutes: privateRoutes.app, tusHandler: forward };
}
