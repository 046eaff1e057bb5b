import { Readable } from 'node:stream';
import { receivedEndpoints as endpoints } from '@/core/contracts/received';
import { actorOf, recordOperation } from '../../audit/record-operation';
import { companyUserOf } from '../../auth/session';
import type { Db } from '../../db/client';
import { openFile } from '../../files/file-store';
import { contractRouter } from '../../http/contract-router';
import type { AppEnv } from '../../http/env';
import { AppError } from '../../http/errors';
import { hit } from '../../http/rate-limit';
import { deleteReceived, discardReceived } from './delete-received';
import { listReceived, receivedCounterparties } from './list-received';
import { receivedHistory } from './received-history';
import { findReceived, logName, receivedDetail, receivedNotFound } from './received-view';
import { receivedRulesText } from './rules-template';
import { confirmReceived, correctReceived } from './save-received-version';
import { uploadReceived } from './upload-received';

/** Uploads a member may make a minute: a month's receipts dropped at once, but no flood. */
export const receivedUploadsPerMinute = 120;

const disposition = (type: 'attachment' | 'inline', name: string) =>
  `${type}; filename="${type === 'attachment' ? 'received' : 'preview'}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** /api/received: 受領書類 (the API guard has checked the 請求書 flag). */
export function receivedRoutes(db: Db) {
  const { app, on } = contractRouter<AppEnv>('/api/received');
  on(endpoints.upload, async (c) => {
    const user = companyUserOf(c);
    // Counted in the database: the limit holds across instances, as a sign-in's does.
    if (!(await hit(db, `received-upload:${user.id}`, 60_000, receivedUploadsPerMinute)))
      throw new AppError(429, 'TOO_MANY_REQUESTS', 'アップロードが多すぎます。少し待ってから再度お試しください。');
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const summary = await uploadReceived(db, user, {
      filename: c.req.valid('query').filename,
      contentType: c.req.header('content-type') ?? '',
      bytes,
    });
    return c.json(summary, 201);
  });
  on(endpoints.list, async (c) => c.json(await listReceived(db, companyUserOf(c).companyId, c.req.valid('query'))));
  on(endpoints.counterparties, async (c) => c.json(await receivedCounterparties(db, companyUserOf(c).companyId, c.req.valid('query').q)));
  on(endpoints.rules, (c) => {
    const user = companyUserOf(c);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Content-Disposition', disposition('attachment', '電子取引データの訂正及び削除の防止に関する事務処理規程.txt'));
    // With a BOM, so that Windows' メモ帳 and Word open it as UTF-8.
    return c.body(`\uFEFF${receivedRulesText(user.company.name).replace(/\n/g, '\r\n')}`);
  });
  on(endpoints.get, async (c) => c.json(await receivedDetail(db, companyUserOf(c).companyId, c.req.param('id'))));
  on(endpoints.confirm, async (c) => c.json(await confirmReceived(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.correct, async (c) => c.json(await correctReceived(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.remove, async (c) => c.json(await deleteReceived(db, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.discard, async (c) => {
    await discardReceived(db, companyUserOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  on(endpoints.history, async (c) => c.json(await receivedHistory(db, companyUserOf(c).companyId, c.req.param('id'))));
  /** The bytes as received (same SHA-256); a download is recorded, a preview in the page is not. */
  on(endpoints.file, async (c) => {
    const user = companyUserOf(c);
    const row = await findReceived(db, user.companyId, c.req.param('id'));
    const file = await openFile(db, row.fileKey);
    if (!file) throw receivedNotFound();
    const isDownload = c.req.valid('query').download === '1';
    if (isDownload)
      await recordOperation(db, actorOf(user), {
        operationType: 'received.download',
        targetType: 'received',
        targetId: row.id,
        detail: { name: logName(row.filename), version: row.currentVersion },
      });
    c.header('Content-Type', row.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-SHA256', row.sha256);
    c.header('Content-Disposition', disposition(isDownload ? 'attachment' : 'inline', row.filename));
    return c.body(Readable.toWeb(Readable.from(file.chunks())) as ReadableStream);
  });
  return app;
}
