import type { MiddlewareHandler } from 'hono';
import { documentEndpoints as endpoints } from '@/core/contracts/documents';
import { documentMailEndpoints } from '@/core/contracts/mail-templates';
import { type DocumentKind, documentNumberLabel, isDocumentKind, kindInfo, todayInJapan } from '@/core/documents';
import { billedKinds } from '@/core/payments';
import { areaByKey, deniedMessage, hasFlag } from '@/core/permissions';
import { actorOf, recordOperation } from '../../audit/record-operation';
import { companyUserOf } from '../../auth/session';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { attachment } from '../../http/attachment';
import { contractRouter } from '../../http/contract-router';
import { csvBody } from '../../http/csv-body';
import type { AppEnv } from '../../http/env';
import { AppError, forbidden, notFound } from '../../http/errors';
import { idempotencyKeyOf } from '../../mail/delivery-routes';
import type { MailOutbox } from '../../mail/outbox';
import { createPdfRenderer } from '../../pdf/pool';
import type { ApprovalPush } from './approvals/approval-push';
import { registerApprovalRoutes } from './approvals/approval-routes';
import { copyDocument } from './copy-document';
import { createDocument, deleteDocument, updateDocument } from './document-change';
import { documentHistory } from './document-history';
import { documentMailDraft } from './document-mail';
import { exportCsv } from './exports/documents-csv';
import { issueDocument } from './issue-document';
import { registerDocumentLinkRoutes } from './links/link-routes';
import { listDocuments } from './list-documents';
import { documentContext, findCounterparties, findProducts } from './lookups';
import { documentPdf, pdfFileName } from './pdf/document-pdf';
import type { PdfOutput } from './pdf/issued-pdf';
import { createCreditNote } from './returns/create-credit-note';
import { issueInvoiceReceipt } from './returns/issue-receipt';
import { sendDocument } from './send-document';
import { setDocumentStatus } from './set-document-status';
import { settleSuppliedMaterial } from './supplied-settlement';
import { findDocument, toDocument } from './view';

type Deps = { db: Db; outbox: MailOutbox; config: Config; output?: PdfOutput; push?: ApprovalPush };
type DocumentsEnv = AppEnv & { Variables: { kind: DocumentKind } };

/**
 * /api/documents/{kind}: one router for the four kinds. The API guard has already checked
 * the flag of the kind's area (quote, invoice, order, delivery); a conversion also needs
 * the flag of the kind it creates.
 */
export function documentsRoutes({ db, outbox, config, ...deps }: Deps) {
  const output = deps.output ?? { pdf: createPdfRenderer(config.pdf) };
  const { app, on } = contractRouter<DocumentsEnv>('/api/documents');

  // An unknown kind is a 404 before anything else, its body and query included.
  const knownKind: MiddlewareHandler<DocumentsEnv> = async (c, next) => {
    const kind = c.req.param('kind');
    if (!kind || !isDocumentKind(kind)) throw notFound('APIが見つかりません');
    c.set('kind', kind);
    await next();
  };
  app.use('/:kind/*', knownKind);
  /**
   * 合計請求書 are made by the closing batch only: nothing drafts, edits, corrects or copies one.
   * Registered on its own before each route, so that it refuses before the body is read.
   */
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
  for (const action of ['issue', 'revise', 'duplicate', 'convert']) app.post(`/:kind/:id/${action}`, batchOnly);
  const kindOf = (c: { get: (key: 'kind') => DocumentKind }) => c.get('kind');

  on(endpoints.list, async (c) => c.json(await listDocuments(db, companyUserOf(c).companyId, kindOf(c), c.req.valid('query'))));
  on(endpoints.create, async (c) => c.json(await createDocument(db, companyUserOf(c), kindOf(c), c.req.valid('json')), 201));
  on(endpoints.context, async (c) => c.json(await documentContext(db, companyUserOf(c).companyId, kindOf(c))));
  on(endpoints.counterparties, async (c) => c.json(await findCounterparties(db, companyUserOf(c).companyId, c.req.valid('query').q ?? '')));
  on(endpoints.products, async (c) => c.json(await findProducts(db, companyUserOf(c).companyId, c.req.valid('query').q ?? '')));

  on(endpoints.export, async (c) => {
    const kind = kindOf(c);
    const csv = await exportCsv(db, companyUserOf(c).companyId, kind, c.req.query());
    const date = todayInJapan().replace(/-/g, '');
    c.header('Content-Disposition', attachment(`${kind}-${date}.csv`, `${kindInfo[kind].title}一覧-${date}.csv`));
    return c.body(csvBody(c, csv, c.req.valid('query').encoding));
  });

  on(endpoints.get, async (c) => {
    const row = await findDocument(db, companyUserOf(c).companyId, kindOf(c), c.req.param('id'));
    return c.json(await toDocument(db, row));
  });
  /** 訂正削除の履歴: gated like the document (the kind's flag, this company), not by the partner's 操作履歴. */
  on(endpoints.history, async (c) => c.json(await documentHistory(db, companyUserOf(c).companyId, kindOf(c), c.req.param('id'))));
  on(endpoints.update, async (c) => c.json(await updateDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.remove, async (c) => {
    await deleteDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'));
    return c.body(null, 204);
  });
  on(endpoints.issue, async (c) =>
    c.json(await issueDocument({ db, ...output }, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  on(endpoints.revise, async (c) =>
    c.json(await copyDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), { mode: 'revise' }), 201),
  );
  on(endpoints.duplicate, async (c) =>
    c.json(await copyDocument(db, companyUserOf(c), kindOf(c), c.req.param('id'), { mode: 'duplicate' }), 201),
  );
  on(endpoints.convert, async (c) => {
    const user = companyUserOf(c);
    const { to } = c.req.valid('json');
    const target = areaByKey(kindInfo[to].area);
    if (!hasFlag(user.permissions, target.flag)) throw forbidden(deniedMessage(target));
    return c.json(await copyDocument(db, user, kindOf(c), c.req.param('id'), { mode: 'convert', to }), 201);
  });
  /** 返品・値引き: a draft credit note from this invoice or 合計請求書 (the invoice flag gates all three). */
  for (const billed of billedKinds)
    on(endpoints.creditNote[billed], async (c) =>
      c.json(await createCreditNote(db, companyUserOf(c), billed, c.req.param('id'), c.req.valid('json')), 201),
    );
  /** 領収書を発行 for a 入金済 invoice; the receipt is issued at once. */
  on(endpoints.receipt, async (c) =>
    c.json(await issueInvoiceReceipt({ db, ...output }, companyUserOf(c), c.req.param('id'), c.req.valid('json')), 201),
  );
  on(endpoints.status, async (c) =>
    c.json(await setDocumentStatus(db, companyUserOf(c), kindOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  on(endpoints.suppliedSettlement, async (c) =>
    c.json(await settleSuppliedMaterial(db, companyUserOf(c), c.req.param('id'), Number(c.req.param('index')), c.req.valid('json'))),
  );
  registerApprovalRoutes(on, { db, outbox, config, push: deps.push });
  registerDocumentLinkRoutes(on, { db });
  /** The mail as it would go (the send form starts from it). */
  on(documentMailEndpoints.mailDraft, async (c) => {
    const user = companyUserOf(c);
    return c.json(await documentMailDraft(db, user, await findDocument(db, user.companyId, kindOf(c), c.req.param('id'))));
  });
  /** Queued and answered at once (202, the delivery); 送付済 once the mail server accepted it. */
  on(endpoints.send, async (c) => {
    const input = c.req.valid('json');
    const options = { idempotencyKey: idempotencyKeyOf(c) };
    const user = companyUserOf(c);
    const origin = originFor(config, user.oemId);
    return c.json(await sendDocument({ db, outbox, origin, ...output }, user, kindOf(c), c.req.param('id'), input, options), 202);
  });

  /** Print and download are logged (印刷・ダウンロード); the detail page's preview is only a look. */
  on(endpoints.pdf, async (c) => {
    const user = companyUserOf(c);
    const kind = kindOf(c);
    const row = await findDocument(db, user.companyId, kind, c.req.param('id'));
    const { pdf, replaced } = await documentPdf(db, output, user.companyId, await toDocument(db, row));
    const query = c.req.valid('query');
    const isDownload = query.download === '1';
    const isPrint = !isDownload && query.print === '1';
    if (isDownload || isPrint)
      await recordOperation(db, actorOf(user), {
        operationType: 'document.pdf',
        targetType: kind,
        targetId: row.id,
        detail: {
          title: kindInfo[kind].title,
          number: documentNumberLabel(row.number, row.revision),
          download: isDownload,
          print: isPrint,
        },
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
