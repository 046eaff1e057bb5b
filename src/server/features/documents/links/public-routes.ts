import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type DocumentKind, documentNumberLabel, isDocumentKind, kindInfo } from '@/core/documents';
import { parseHost } from '@/core/hosts';
import { portalMessageInput } from '@/core/schemas/document-links';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { issuedPdfKey, readStoredFile } from '../../../files/file-store';
import { attachment } from '../../../http/attachment';
import { clientIp } from '../../../http/client-ip';
import type { AppEnv } from '../../../http/env';
import { createMemoryRateLimit } from '../../../http/memory-rate-limit';
import type { MailOutbox } from '../../../mail/outbox';
import { pdfFileName } from '../pdf/document-pdf';
import { toDocument } from '../view';
import { queueOpenedNotice, queuePortalMessage } from './link-notices';
import { linkSettingsOf } from './link-store';
import { markOnce, type OpenLink, openLink, portalDocuments, portalLink, recordLinkEvent } from './public-link';
import { documentPageHtml, messagePageHtml, notFoundHtml, portalPageHtml, tooManyHtml } from './public-page';

type Deps = {
  db: Db;
  config: Pick<Config, 'mainHost' | 'trustProxy'>;
  outbox: MailOutbox;
  /** Requests per address and minute, every page and download together. */
  perMinute?: number;
};

type LinkEnv = AppEnv & { Variables: { open: OpenLink; ip: string } };

/**
 * Web送付's public pages (`/d/<token>…`, decision 025), answered without a session on the
 * partner's own host. Every refusal of a link is the one 404 page after the one look-up; each
 * address is held to `perMinute` requests, known links or not.
 */
export function documentLinkPages({ db, config, outbox, perMinute = 60 }: Deps) {
  const app = new Hono<LinkEnv>();
  const perAddress = createMemoryRateLimit({ windowMs: 60_000, max: perMinute, maxKeys: 50_000 });
  // 5 messages a link per 10 minutes: the form must not become a way to flood a member's mailbox.
  const messages = createMemoryRateLimit({ windowMs: 600_000, max: 5, maxKeys: 50_000 });

  app.use('*', async (c, next) => {
    // The token is in the URL: no other site may learn it from a referrer, no cache or index keep the page.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    const ip = clientIp(c, config.trustProxy) ?? '';
    if (!perAddress.hit(ip || 'unknown')) {
      c.header('Retry-After', '60');
      return c.html(tooManyHtml, 429);
    }
    c.set('ip', ip);
    await next();
  });
  app.use('/:token/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.html(notFoundHtml, 413) }));

  const gone = (c: Context<LinkEnv>) => c.html(notFoundHtml, 404);
  const withLink = async (c: Context<LinkEnv>, next: () => Promise<void>) => {
    const token = (c.req.param('token') ?? '').slice(0, 256);
    const host = parseHost(c.req.header('host') ?? '', config.mainHost);
    const open = await openLink(db, token, host.subdomain);
    if (!open) return gone(c);
    c.set('open', open);
    await next();
  };
  app.use('/:token', withLink);
  app.use('/:token/*', withLink);

  const homeOf = (c: Context<LinkEnv>) => `/d/${c.req.param('token')}`;
  /** The document a path names: the link's own, or (`/o/<ref>`) another of the same customer. */
  const targetOf = async (c: Context<LinkEnv>) => {
    const ref = c.req.param('ref');
    return ref ? portalLink(db, c.get('open'), ref) : c.get('open');
  };
  const pathOf = (c: Context<LinkEnv>, target: OpenLink) =>
    target.link.id === c.get('open').link.id ? homeOf(c) : `${homeOf(c)}/o/${target.link.id}`;

  const viewDocument = async (c: Context<LinkEnv>) => {
    const target = await targetOf(c);
    if (!target || !isDocumentKind(target.document.kind)) return gone(c);
    const kind = target.document.kind as DocumentKind;
    const now = new Date();
    let isFirst = false;
    await db.transaction(async (tx) => {
      isFirst = await markOnce(tx, target.link, 'firstOpenedAt');
      if (!isFirst) return;
      await recordLinkEvent(tx, target.link, 'open', c.get('ip'), kind);
      if ((await linkSettingsOf(tx, target.link.companyId)).notifyOnOpen) await queueOpenedNotice(tx, outbox, target, now, c.get('ip'));
    });
    if (isFirst) outbox.wake();
    const doc = await toDocument(db, target.document);
    return c.html(documentPageHtml({ doc, path: pathOf(c, target), home: homeOf(c), receivedAt: target.link.receivedAt }));
  };

  const downloadPdf = async (c: Context<LinkEnv>) => {
    const target = await targetOf(c);
    if (!target) return gone(c);
    const { document } = target;
    // Exactly the bytes kept at issue (the SHA-256 on the document is theirs).
    const pdf = await readStoredFile(db, issuedPdfKey(document.companyId, document.id));
    if (!pdf) return gone(c);
    await db.transaction((tx) => recordLinkEvent(tx, target.link, 'download', c.get('ip'), document.kind as DocumentKind));
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', attachment(`${document.kind}.pdf`, pdfFileName(document)));
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>);
  };

  const markReceived = async (c: Context<LinkEnv>) => {
    const target = await targetOf(c);
    if (!target) return gone(c);
    await db.transaction(async (tx) => {
      if (await markOnce(tx, target.link, 'receivedAt'))
        await recordLinkEvent(tx, target.link, 'received', c.get('ip'), target.document.kind as DocumentKind);
    });
    return c.redirect(pathOf(c, target), 303);
  };

  app.get('/:token', (c) => viewDocument(c));
  app.get('/:token/pdf', downloadPdf);
  app.post('/:token/received', markReceived);
  app.get('/:token/o/:ref', (c) => viewDocument(c));
  app.get('/:token/o/:ref/pdf', downloadPdf);
  app.post('/:token/o/:ref/received', markReceived);

  app.get('/:token/documents', async (c) => {
    const open = c.get('open');
    const entries = await portalDocuments(db, open);
    const rows = entries.map(({ linkId, document, receivedAt }) => ({
      ref: linkId === open.link.id ? '' : linkId,
      kindTitle: kindInfo[document.kind as DocumentKind].title,
      numberLabel: document.number ? documentNumberLabel(document.number, document.revision) : '',
      issueDate: document.issueDate,
      total: document.total,
      subject: document.subject,
      isReceived: Boolean(receivedAt),
    }));
    const issuer = (await toDocument(db, open.document)).issuer?.name ?? '';
    return c.html(portalPageHtml({ home: homeOf(c), issuer, counterparty: open.document.counterpartyName, rows }));
  });

  const issuerOf = async (open: OpenLink) => (await toDocument(db, open.document)).issuer?.name ?? '';
  app.get('/:token/message', async (c) => c.html(messagePageHtml({ home: homeOf(c), issuer: await issuerOf(c.get('open')) })));
  app.post('/:token/message', async (c) => {
    const open = c.get('open');
    const home = homeOf(c);
    const issuer = await issuerOf(open);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const parsed = portalMessageInput.safeParse({ name: text('name'), email: text('email'), message: text('message') });
    if (!parsed.success)
      return c.html(messagePageHtml({ home, issuer, error: parsed.error.issues[0]?.message ?? '入力内容を確認してください' }), 400);
    if (!messages.hit(open.link.id))
      return c.html(messagePageHtml({ home, issuer, error: 'お問い合わせが多すぎます。しばらく待ってからお送りください。' }), 429);
    await db.transaction(async (tx) => {
      await queuePortalMessage(tx, outbox, open, parsed.data);
      await recordLinkEvent(tx, open.link, 'message', c.get('ip'), open.document.kind as DocumentKind);
    });
    outbox.wake();
    return c.html(messagePageHtml({ home, issuer, notice: 'お問い合わせを送信しました。担当者からの連絡をお待ちください。' }));
  });
  // Any other path under a valid link is the same page as an unknown link.
  app.all('*', gone);
  return app;
}
