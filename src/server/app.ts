import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { healthEndpoints } from '@/core/contracts/health';
import { renderMobileOrderPage } from '@/web/mobile-order-server';
import type { Auth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { guardApi, loadSession, loadSignedInUser } from './auth/session';
import type { BillingProvider } from './billing/provider';
import { type Config, originFor } from './config';
import { adminCompanyExportRoutes, companyExportRoutes } from './data-export/routes';
import { DatabaseAvailability, databaseRetryAfterSeconds, databaseUnavailableMessage, isDatabaseUnavailable } from './db/availability';
import type { Db } from './db/client';
import { accountRoutes } from './features/account/routes';
import { accountingSettingsRoutes, journalExportRoutes } from './features/accounting/routes';
import { adminRoutes } from './features/admin/routes';
import { customerDefinition } from './features/customers/definition';
import { customersRoutes } from './features/customers/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { approvalQueueRoutes, approvalSettingsRoutes } from './features/documents/approvals/approval-routes';
import { documentAttachment } from './features/documents/document-attachment';
import { documentArchiveRoutes } from './features/documents/exports/archive-routes';
import { webDeliverySettingsRoutes } from './features/documents/links/link-routes';
import { documentLinkPages } from './features/documents/links/public-routes';
import { recurringInvoiceRoutes } from './features/documents/recurring/recurring-routes';
import { seatReceipts } from './features/documents/returns/seat-receipts';
import { documentsRoutes } from './features/documents/routes';
import { documentSettingsRoutes } from './features/documents/settings/settings-routes';
import { statementClosingRoutes } from './features/documents/statements/closing-routes';
import { historyRoutes } from './features/history/routes';
import { cartFormHandler } from './features/mobile-order/cart-form';
import { readFirstScreen } from './features/mobile-order/first-screen';
import { mobileOrderRoutes } from './features/mobile-order/routes';
import { printerOrigins } from './features/orders/printers';
import { menuRoutes, ordersRoutes, seatsRoutes } from './features/orders/routes';
import { bankStatementRoutes } from './features/payments/bank-statement-routes';
import { paymentsRoutes, receivablesRoutes } from './features/payments/routes';
import { postalCodeRoutes } from './features/postal-codes/routes';
import { productDefinition } from './features/products/definition';
import { productsRoutes } from './features/products/routes';
import { receivedRoutes } from './features/received/routes';
import { registerRoutes } from './features/register/routes';
import { salesReportRoutes } from './features/sales-report/routes';
import { settingsRoutes } from './features/settings/routes';
import { mountAppManifest } from './features/shell/app-manifest';
import { shellRoutes } from './features/shell/routes';
import { staffRoutes } from './features/staff/routes';
import { uploadRoutes } from './files/uploads';
import { limitRequestBodies } from './http/body-limits';
import { builtFiles } from './http/built-files';
import { compressResponses } from './http/compression';
import { contractRouter } from './http/contract-router';
import { withFirstScreen } from './http/diner-page';
import { withDinerPreloads } from './http/diner-preload';
import type { AppEnv } from './http/env';
import { errorJson, handleError, unavailable } from './http/errors';
import { openApiDocument } from './http/openapi';
import { pageHeaders } from './http/page-headers';
import { sameOriginWrites } from './http/same-origin';
import { rejectUnsafeUrl } from './http/url-guard';
import type { JobQueue } from './jobs/engine';
import { log, logRequests } from './log';
import type { AccountMailer } from './mail/account-mail';
import { mailDeliveryRoutes } from './mail/delivery-routes';
import type { MailOutbox } from './mail/outbox';
import type { MasterDataDefinition } from './master-data/define';
import { healthRoutes } from './operations/health-routes';
import { metricsText, observe, registry, sameSecret, timeRequests } from './operations/metrics';
import { createPdfRenderer, pdfRendersInFlight } from './pdf/pool';
import { staffPush } from './push/staff-push';
import type { EventBus } from './realtime/bus';
import { staffEventsRoutes } from './realtime/staff-events';
import { resolveHost } from './tenancy/host';
import { testRoutes } from './testing/routes';

export type AppDeps = {
  db: Db;
  config: Config;
  auth: Auth;
  /** The platform's own mail to accounts (invitations, password resets, sign-up), through the job queue. */
  accountMail: AccountMailer;
  /** Company mail goes out through the job queue (decision 018). */
  outbox: MailOutbox;
  /** Other background work (CSV imports, period ZIPs) is queued here, in the request's transaction. */
  queue: JobQueue;
  bus: EventBus;
  billing?: BillingProvider;
  webRoot?: string;
  /** How often open live streams are kept alive and re-checked (tests shorten it). */
  streamHeartbeatMs?: number;
  /** Whether the database can be reached (the server shares one with its background work). */
  availability?: DatabaseAvailability;
  /** True once the process is stopping (SIGTERM): readiness turns false so no new traffic comes. */
  isStopping?: () => boolean;
};

/** What a CSV import of each kind reads and writes, handed to the job queue (jobs/app-jobs.ts) by serve.ts and the test context. */
export const masterDataDefinitions = { product: productDefinition, customer: customerDefinition } as Record<
  'product' | 'customer',
  MasterDataDefinition<unknown>
>;

export function createApp({
  db,
  config,
  auth,
  accountMail,
  outbox,
  queue,
  bus,
  billing,
  webRoot,
  streamHeartbeatMs,
  availability = new DatabaseAvailability(db, { embedded: !config.databaseUrl }),
  isStopping = () => false,
}: AppDeps) {
  const deps = { db, auth, config, accountMail, outbox, bus, streamHeartbeatMs };
  // One PDF worker pool for every document, 注文確認's receipts included.
  const documentOutput = { pdf: createPdfRenderer(config.pdf) };
  const uploads = uploadRoutes(db);
  const push = staffPush({ db, config, queue });
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) availability.lost(error);
    return handleError(error, c);
  });
  app.use('*', logRequests);
  app.use('*', timeRequests);
  observe({
    busListening: () => bus.state === 'listening',
    databaseReachable: () => availability.reachable,
    pdfInFlight: pdfRendersInFlight,
  });
  // Prometheus's scrape (decision 019): off without METRICS_TOKEN, and only with it.
  app.get('/metrics', async (c) => {
    if (!config.metricsToken) return errorJson(c, 404, 'NOT_FOUND', 'ページが見つかりません');
    if (!sameSecret(c.req.header('authorization') ?? '', `Bearer ${config.metricsToken}`)) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorJson(c, 401, 'UNAUTHORIZED', 'メトリクスの取得にはトークンが必要です');
    }
    c.header('Content-Type', registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metricsText());
  });
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  app.use('*', compressResponses);
  const tooLarge = (c: Parameters<typeof errorJson>[0]) => errorJson(c, 413, 'PAYLOAD_TOO_LARGE', 'リクエストが大きすぎます');
  app.use('/api/*', rejectUnsafeUrl);
  // Upload chunks may be up to 32 MB, CSV imports 50 MB; every other body 1 MB (see bodyLimitOf).
  app.use('/api/*', limitRequestBodies(tooLarge));
  // Before every router, diners' and better-auth's included: writes come from our own pages only.
  app.use('/api/*', sameOriginWrites(config));
  // Seeding for the browser tests: anyone may create accounts with it, so never outside NODE_ENV=test (see config).
  if (config.nodeEnv === 'test') app.route('/api/test', testRoutes({ db, config }));
  // Liveness and readiness, answered whether or not the database is reachable. Served only once the migrations have run.
  app.route('/api/health', healthRoutes({ bus, availability, isStopping }));
  // While the database is away every other request is answered at once, not after its own timeout.
  app.use('/api/*', async (_c, next) => {
    if (!availability.reachable) throw unavailable('DATABASE_UNAVAILABLE', databaseUnavailableMessage, databaseRetryAfterSeconds);
    await next();
  });
  const apiDocument = contractRouter<AppEnv>('/api');
  apiDocument.on(healthEndpoints.openApi, (c) => c.json(openApi));
  app.route('/api', apiDocument.app);
  // Diners are anonymous and named by the URL's company and seat: no host or session work.
  app.route('/api/mobile-order', mobileOrderRoutes({ ...deps, push, dinerRateLimit: config.dinerRateLimit }));
  app.use('/api/*', resolveHost(db, config.mainHost));
  app.route('/api/auth', authRoutes(auth, config, db));
  app.use('/api/*', loadSession(auth, db));
  app.route('/api', shellRoutes(db));
  app.route('/api/postal-codes', postalCodeRoutes());
  app.route('/api/register', registerRoutes({ ...deps, billing }));
  app.route('/api/public/files', uploads.publicRoutes);

  // Everything below is signed-in, host-bound and gated by the permission table.
  app.use('/api/*', guardApi);
  app.route('/api/settings', settingsRoutes(db));
  app.route('/api/settings', companyExportRoutes(db));
  app.route('/api/settings', documentSettingsRoutes(db));
  app.route('/api/settings', approvalSettingsRoutes(db));
  app.route('/api/settings', webDeliverySettingsRoutes(db));
  app.route('/api/settings', accountingSettingsRoutes(db));
  app.route('/api/staff', staffRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/history', historyRoutes(db));
  app.route('/api/mail-deliveries', mailDeliveryRoutes({ db, outbox }));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/admin', adminCompanyExportRoutes(db));
  app.route('/api/products', productsRoutes(db, queue));
  app.route('/api/customers', customersRoutes(db, queue));
  // Before the documents router, whose /:kind/:id would take `closing` for an id (and /:kind `archives` for a kind).
  app.route('/api/documents/statement/closing', statementClosingRoutes({ db, outbox, ...documentOutput }));
  app.route('/api/documents/archives', documentArchiveRoutes({ db, queue }));
  app.route('/api/documents', documentsRoutes({ ...deps, output: documentOutput, push }));
  app.route('/api/payments/bank-statements', bankStatementRoutes(db));
  app.route('/api/payments', paymentsRoutes(db));
  app.route('/api/receivables/accounting-export', journalExportRoutes(db));
  app.route('/api/receivables', receivablesRoutes({ ...deps, invoicePdf: documentAttachment({ db, ...documentOutput }) }));
  app.route(
    '/api/recurring-invoices',
    recurringInvoiceRoutes({ db, outbox, ...documentOutput, push, originOf: (oemId) => originFor(config, oemId) }),
  );
  app.route('/api/received', receivedRoutes(db));
  app.route('/api/dashboard', dashboardRoutes(db));
  app.route('/api/sales-report', salesReportRoutes(db));
  app.route('/api/approvals', approvalQueueRoutes(db));
  app.route('/api/seats', seatsRoutes(deps));
  app.route('/api/menu', menuRoutes(deps));
  app.route('/api/orders', ordersRoutes({ ...deps, push, seatReceipts: seatReceipts({ db, ...documentOutput }) }));
  app.route('/api/events', staffEventsRoutes(deps));
  app.route('/api/private/files', uploads.privateRoutes);
  app.all('/api/files', uploads.tusHandler);
  app.all('/api/files/*', uploads.tusHandler);

  app.all('/api/*', (c) => errorJson(c, 404, 'NOT_FOUND', 'APIが見つかりません'));
  const openApi = openApiDocument(app as never);
  // The partner's own home-screen app (name, colour); its icons are among the built files.
  mountAppManifest(app, db, config.mainHost);
  // The diner menu's add buttons without the page's scripts (decision 021): a form posted to the page's own URL.
  app.post(
    '/mobile-order/*',
    bodyLimit({ maxSize: 4096, onError: tooLarge }),
    cartFormHandler({ db, config, dinerRateLimit: config.dinerRateLimit }),
  );
  // Web送付 (decision 025): a customer's page of a document sent by link, without an account.
  app.route('/d', documentLinkPages({ db, config, outbox }));
  if (webRoot) serveWeb(app, webRoot, { db, mainHost: config.mainHost, printerOriginsOf: signedInPrinterOrigins(auth, db) });
  return app;
}

/** The built SPA: hashed assets cached for long, the diners' page its own html, every other path index.html. */
function serveWeb(
  app: Hono<AppEnv>,
  webRoot: string,
  { printerOriginsOf, ...deps }: { db: Db; mainHost: string; printerOriginsOf: (c: Context) => Promise<string[]> },
) {
  const indexFile = join(webRoot, 'index.html');
  const dinerFile = join(webRoot, 'mobile-order.html');
  for (const file of [indexFile, dinerFile]) {
    if (!existsSync(file)) throw new Error(`Web build not found at ${file}; run \`npm run build\` first.`);
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', pageHeaders(printerOriginsOf));
  // The build wrote .br and .gz beside each script and style (precompressAssets): no work per request.
  app.use('*', builtFiles(webRoot));
  // What the map does not hold: a file built after start, a byte range, the directory's index.html.
  app.use('*', serveStatic({ root: webRoot, precompressed: true }));
  const page = (file: string) => async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(file, 'utf8'));
  };
  // Matches /mobile-order itself too. A known seat's page comes with its first screen rendered
  // (decision 007); any other, or one the server cannot render, is the page as built, which reads
  // the seat itself and shows its own error.
  app.get('/mobile-order/*', async (c) => {
    const template = await readFile(dinerFile, 'utf8');
    const rendered = await renderDinerPage(deps, webRoot, template, new URL(c.req.url), c.req.raw.headers).catch((error) => {
      log.error({ err: error }, '客席ページを描画できませんでした');
      return null;
    });
    // The rendered page carries the seat's cart: the browser keeps it for itself only, and asks again each time.
    c.header('Cache-Control', rendered ? 'private, no-cache' : 'no-cache');
    return c.html(rendered ?? withDinerPreloads(template, c.req.query()));
  });
  // A file the build does not hold is missing, not a page: an old script's hash, /robots.txt or a
  // mistyped image answer 404, so neither a browser nor a crawler takes the app's HTML for them.
  app.get('*', (c, next) => (looksLikeFile(c.req.path) ? c.text('ファイルが見つかりません', 404) : next()));
  app.get('*', page(indexFile));
}

/** The printers of the signed-in member's restaurant, which its back-office pages may reach (see pageHeaders). */
function signedInPrinterOrigins(auth: Auth, db: Db) {
  return async (c: Context): Promise<string[]> => {
    if (!c.req.header('cookie')) return [];
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session ? await loadSignedInUser(db, session.user.id) : null;
    return user?.companyId && user.oem?.type === 'mobile-order' ? printerOrigins(db, user.companyId) : [];
  };
}

/** A path under /assets/ or whose last segment ends in an extension (`.js`, `.png`, `.txt` …); the app's own routes have none. */
export const looksLikeFile = (path: string) => path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(path.split('/').pop() ?? '');

/** The diners' page with the first screen of the seat of its URL, or null for no usable seat. */
async function renderDinerPage(deps: { db: Db; mainHost: string }, webRoot: string, template: string, url: URL, headers: Headers) {
  const screen = await readFirstScreen(deps, url.searchParams, headers);
  if (!screen) return null;
  const { placeholders, ...firstScreen } = screen;
  const rendered = renderMobileOrderPage({ url: url.pathname + url.search, firstScreen, placeholders });
  // The page's language, and its title in the diner's language with the store's name (escaped: the name is the store's).
  const title = rendered.title.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = template
    .replace('<html lang="ja">', () => `<html lang="${firstScreen.language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  return withFirstScreen(page, webRoot, rendered);
}
