import { Readable } from 'node:stream';
import { documentArchiveEndpoints as endpoints } from '@/core/contracts/documents';
import { viewableDocumentKinds } from '@/core/document-access';
import { accessSubjectOf } from '@/core/permissions';
import { companyUserOf } from '../../../auth/session';
import type { Db } from '../../../db/client';
import { openFile } from '../../../files/file-store';
import { attachment } from '../../../http/attachment';
import { contractRouter } from '../../../http/contract-router';
import { setReplacedHeaders } from '../../../http/csv-body';
import type { AppEnv } from '../../../http/env';
import { AppError, forbidden } from '../../../http/errors';
import type { JobQueue } from '../../../jobs/engine';
import { idempotencyKeyOf } from '../../../mail/delivery-routes';
import { archiveFileNames, archiveView, findDocumentArchive, listDocumentArchives, queueDocumentArchive } from './archive-store';

const expired = () =>
  new AppError(404, 'ARCHIVE_EXPIRED', 'このZIPは保存期間（作成から24時間）が過ぎたため削除しました。もう一度作成してください');

/**
 * /api/documents/archives: 期間エクスポート of every kind the member may read (the same gate as
 * each kind's API), written by a job (archive-job.ts) and downloaded once done, for 24 hours.
 * Mounted before the documents router, whose /:kind would take `archives` for a kind.
 */
export function documentArchiveRoutes({ db, queue }: { db: Db; queue: JobQueue }) {
  const { app, on } = contractRouter<AppEnv>('/api/documents/archives');
  const readableKinds = (user: ReturnType<typeof companyUserOf>) => viewableDocumentKinds(accessSubjectOf(user, user.oem));

  on(endpoints.create, async (c) => {
    const user = companyUserOf(c);
    const kinds = readableKinds(user);
    if (kinds.length === 0) throw forbidden('帳票を閲覧する権限がありません');
    return c.json(await queueDocumentArchive(db, queue, user, kinds, c.req.valid('json'), idempotencyKeyOf(c)), 202);
  });
  on(endpoints.list, async (c) => c.json(await listDocumentArchives(db, companyUserOf(c))));
  on(endpoints.status, async (c) => c.json(archiveView(await findDocumentArchive(db, companyUserOf(c), c.req.param('id')))));

  on(endpoints.download, async (c) => {
    const user = companyUserOf(c);
    const archive = await findDocumentArchive(db, user, c.req.param('id'));
    if (archive.state === 'expired' || (archive.expiresAt && archive.expiresAt <= new Date())) throw expired();
    if (archive.state !== 'done' || !archive.fileKey)
      throw new AppError(
        409,
        'ARCHIVE_NOT_READY',
        archive.state === 'failed'
          ? 'このZIPは作成できませんでした。もう一度作成してください'
          : 'ZIPを作成しています。できあがってからダウンロードしてください',
      );
    // A flag taken away since it was asked for: its documents are no longer the member's to read.
    const readable = readableKinds(user);
    if (!archive.kinds.every((kind) => readable.includes(kind)))
      throw forbidden('このZIPには閲覧する権限がない帳票が含まれるため、ダウンロードできません');
    const file = await openFile(db, archive.fileKey);
    if (!file) throw expired();
    const { ascii, name } = archiveFileNames(archive);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', attachment(ascii, name));
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Document-Count', String(archive.total ?? 0));
    // Three CSV files: the count and the characters are told, not rows of one file.
    if (archive.replaced) setReplacedHeaders(c, archive.replaced, { withRows: false });
    return c.body(Readable.toWeb(Readable.from(file.chunks())) as ReadableStream);
  });
  return app;
}
