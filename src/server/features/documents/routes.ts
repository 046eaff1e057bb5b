import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { viewableDocumentKinds } from '@/core/document-access';
import { type DocumentKind, documentNumberLabel, isDocumentKind, kindInfo, todayInJapan } from '@/core/documents';
import { billedKinds } from '@/core/payments';
import { accessSubjectOf, areaByKey, deniedMessage, hasFlag } from '@/core/permissions';
import {
  convertDocumentInput,
  creditNoteInput,
  dateField,
  documentInput,
  documentStatusInput,
  issueDocumentInput,
  receiptInput,
  sendDocumentInput,
} from '@/core/schemas/documents';
import { actorOf, recordOperation } from '../../audit/record-operation';
import { companyUserOf } from '../../auth/session';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { csvBody, setReplacedHeaders } from '../../http/csv-body';
import type { AppEnv } from '../../http/env';
import { AppError, forbidden, notFound } from '../../http/errors';
import { jsonBody, queryParams } from '../../http/validate';
import { zipStream } from '../../http/zip-stream';
import { idempotencyKeyOf } from '../../mail/delivery-routes';
import type { MailOutbox } from '../../mail/outbox';
import { createPdfRenderer } from '../../pdf/pool';
import { copyDocument } from './copy-document';
import { createCreditNote } from './create-credit-note';
import { createDocument, deleteDocument, updateDocument } from './document-change';
import { documentHistory } from './document-history';
import { documentPdf, pdfFileName } from './document-pdf';
import { exportCsv } from './documents-csv';
import { issueDocument } from './issue-document';
import { issueInvoiceReceipt } from './issue-receipt';
import type { PdfOutput } from './issued-pdf';
import { listDocuments } from './list-documents';
import { documentContext, findCounterparties, findProducts } from './lookups';
import { preparePeriodArchive } from './period-archive';
import { sendDocument } from './send-document';
import { setDocumentStatus } from './set-document-status';
import { findDocument, toDocument } from './view';

type Deps = { db: Db; outbox: MailOutbox; config: Config; output?: PdfOutput };
type DocumentsEnv = AppEnv & { Variables: { kind: DocumentKind } };

const encodingField = z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8');
const exportQuery = z.object({ encoding: encodingField });
const archiveQuery = z
  .object({ from: dateField('開始日'), to: dateField('終了日'), encoding: encodingField })
  .refine((q) => q.from <= q.to, { message: '終了日は開始日以降の日付にしてください', path: ['to'] });

const attachment = (ascii: string, name: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * /api/documents/{kind}: one router for the four kinds. The API guard has already checked
 * the flag of the kind's area (quote, invoice, order, delivery); a conversion also needs
 * the flag of the kind it creates.
 */
export function documentsRoutes({ db, outbox, config, ...deps }: Deps) {
  const output = deps.output ?? { pdf: createPdfRenderer(config.pdf) };
  const app = new Hono<DocumentsEnv>();

  /**
   * 期間エクスポート of every kind the user may read (the same gate as each kind's API), streamed.
   * Registered before the kind routes, whose first segment it would otherwise be taken for.
   */
  app.get('/archive', queryParams(archiveQuery), async (c) => {
    const user = companyUserOf(c);
    const { from, to, encoding } = c.req.valid('query');
    const kinds = viewableDocumentKinds(accessSubjectOf(user, user.oem));
    if (kinds.length === 0) throw forbidden('帳票を閲覧する権限がありません');
    const archive = await preparePeriodArchive(db, output, user.companyId, kinds, { from, to }, encoding);
    try {
      await recordOperation(db, actorOf(user), {
        operationType: 'document.archive',
        targetType: 'documents',
        detail: { from, to, encoding, kinds: kinds.map((k) => kindInfo[k].title), count: archive.total, counts: archive.counts },
      });
    } catch (error) {
      await archive.discard();
      throw error;
    }
    const period = `${from.replace(/-/g, '')}-${to.replace(/-/g, '')}`;
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', attachment(`documents-${period}.zip`, `帳票_${period}.zip`));
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Document-Count', String(archive.total));
    // Three CSV files: the count and the characters are told, not rows of one file.
    if (archive.replaced) setReplacedHeaders(c, archive.replaced, { withRows: false });
    return c.body(zipStream(archive.entries()));
  });

  // An unknown kind is a 404 before anything else, its body included.
  const knownKind: MiddlewareHandler<DocumentsEnv> = async (c, next) => {
    const kind = c.req.param('kind');
    if (!kind || !isDocumentKind(kind)) throw notFound('APIが見つかりません');
    c.set('kind', kind);
    await next();
  };
  app.use('/:kind/*', knownKind);
  // 合計請求書 are made by the closing batch only: nothing drafts, edits, corrects or copies one.
  const batchOnly: MiddlewareHandler<DocumentsEnv> = async (c, next) => {
    const kind = c.req.param('kind');
    if (kind && isDocumentKind(kind) && kindInfo[kind].isBatchOnly)
      throw new AppError(
        409,
        'BATCH_ONLY',
        `${kindInfo[kind].title}は「${kindInfo[kind].label}」画面で締め日を選んで発行します。作成・編集・修正・複製はできません`,
      );
    await next();
  };
  app.post('/:kind', batchOnly);
  app.on(['PUT', 'DELETE'], '/:kind/:id', batchOnly);
  app.post('/:kind/:id/:action{issue|revise|duplicate|convert}', batchOnly);
  const kindOf = (c: { get: (key: 'kind') => DocumentKind }) => c.get('kind');

  app.get('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!isDocumentKind(kind)) throw notFound('APIが見つかりません');
    return c.json(await listDocuments(db, companyUserOf(c).companyId, kind, c.req.query()));
  });
  app.post('/:kind', knownKind, jsonBody(documentInput), async (c) =>
    c.json(await createDocument(db, companyUserOf(c), kindOf(c), c.req.valid('json')), 201),
  );
  app.get('/:kind/context', async (c) => c.json(await documentContext(db, companyUserOf(c).companyId, kindOf(c))));
  app.get('/:kind/counterparties', async (c) => c.json(await findCounterparties(db, companyUserOf(c).companyId, c.req.query('q') ?? '')));
  app.get('/:kind/products', async (c) => c.json(await findProducts(db, companyUserOf(c).companyId, c.req.query('q') ?? '')));

  app.get('/:kind/export', queryParams(exportQuery), async (c) => {
    const kind = kindOf(c);
    const csv = await exportCsv(db, companyUserOf(c).companyId, kind, c.req.query());
    const date = todayInJapan().replace(/-/g, '');
    c.header('Content-Disposition', attachment(`${kind}-${date}.csv`, `${kindInfo[kind].title}一覧-${date}.csv`));
    return c.body(csvBody(c, csv, c.req.valid('query').encoding));
  });

  app.get('/:kind/:id', async (c) => {
    const row = await findDocument(db, companyUserOf(c).companyId, kindOf(c), c.req.param('id'));
    return c.json(await toDocument(db, row));
  });
  /** 訂正削除の履歴: gated like the document (the kind's flag, this company), not by the partner's 操作履歴. */
  app.get('/:kind/:id/history', async (c) => c.json(await documentHistory(db, companyUserOf(c).companyId, kindOf(c), c.req.param('id'))));
  app.put('/:kind/:id', jsonBody(documentInput), async (c) =>
    c.json(await updateDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  app.delete('/:kind/:id', async (c) => {
    await deleteDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  // The body is optional: only a 発注書 past the 60-day payment limit needs the confirmation.
  app.post('/:kind/:id/issue', jsonBody(issueDocumentInput, { optional: true }), async (c) =>
    c.json(await issueDocument({ db, ...output }, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  app.post('/:kind/:id/revise', async (c) =>
    c.json(await copyDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), { mode: 'revise' }), 201),
  );
  app.post('/:kind/:id/duplicate', async (c) =>
    c.json(await copyDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), { mode: 'duplicate' }), 201),
  );
  app.post('/:kind/:id/convert', jsonBody(convertDocumentInput), async (c) => {
    const user = companyUserOf(c);
    const { to } = c.req.valid('json');
    const target = areaByKey(kindInfo[to].area);
    if (!hasFlag(user.permissions, target.flag)) throw forbidden(deniedMessage(target));
    return c.json(await copyDocument(db, user, kindOf(c), c.req.param('id'), { mode: 'convert', to }), 201);
  });
  /** 返品・値引き: a draft credit note from this invoice or 合計請求書 (the invoice flag gates all three). */
  for (const kind of billedKinds)
    app.post(`/${kind}/:id/credit-note`, jsonBody(creditNoteInput), async (c) =>
      c.json(await createCreditNote(db, companyUserOf(c), kind, c.req.param('id'), c.req.valid('json')), 201),
    );
  /** 領収書を発行 for a 入金済 invoice; the receipt is issued at once. */
  app.post('/invoice/:id/receipt', jsonBody(receiptInput), async (c) =>
    c.json(await issueInvoiceReceipt({ db, ...output }, companyUserOf(c), c.req.param('id'), c.req.valid('json')), 201),
  );
  app.post('/:kind/:id/status', jsonBody(documentStatusInput), async (c) =>
    c.json(await setDocumentStatus(db, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  /** Queued and answered at once (202, the delivery); 送付済 once the mail server accepted it. */
  app.post('/:kind/:id/send', jsonBody(sendDocumentInput), async (c) => {
    const input = c.req.valid('json');
    const options = { idempotencyKey: idempotencyKeyOf(c) };
    return c.json(await sendDocument({ db, outbox, ...output }, companyUserOf(c), kindOf(c), c.req.param('id'), input, options), 202);
  });

  /** Preview, print and download: each is logged (印刷・ダウンロード). */
  app.get('/:kind/:id/pdf', async (c) => {
    const user = companyUserOf(c);
    const kind = kindOf(c);
    const row = await findDocument(db, user.companyId, kind, c.req.param('id'));
    const { pdf, replaced } = await documentPdf(db, output, user.companyId, await toDocument(db, row));
    const isDownload = c.req.query('download') === '1';
    await recordOperation(db, actorOf(user), {
      operationType: 'document.pdf',
      targetType: kind,
      targetId: row.id,
      detail: { title: kindInfo[kind].title, number: documentNumberLabel(row.number, row.revision), download: isDownload },
    });
    const name = pdfFileName(row);
    c.header('Content-Type', 'application/pdf');
    c.header('Cache-Control', 'private, no-store');
    // Characters printed as 〓 (the font lacks them), space-separated, for the screen to name.
    if (replaced.length > 0) c.header('X-Replaced-Characters', encodeURIComponent(replaced.join(' ')));
    c.header(
      'Content-Disposition',
      isDownload ? attachment(`${kind}-${row.id}.pdf`, name) : `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>);
  });
  return app;
}
