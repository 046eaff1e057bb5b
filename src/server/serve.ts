import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import { isEmpty, seedDemo } from './db/demo-data';
import { openDatabase } from './db/open';
import { startRecurringInvoices } from './features/documents/recurring-due';
import { moveDataDirFiles } from './files/move-data-dir';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { closePdfRenderers, createPdfRenderer } from './pdf/pool';
import { EventBus } from './realtime/bus';
import { startEventPruning } from './realtime/prune';
import { authSecret } from './secret';

/** One server process: the database, the live events' LISTEN, the background jobs and the HTTP server. */
export async function serveInstance(config: Config, printStarted: (database: string) => void) {
  const database = await openDatabase(config);
  const { db } = database;
  // Files an earlier version kept under DATA_DIR go into the database, once.
  const moved = await moveDataDirFiles(db, config.dataDir);
  if (moved > 0) console.log(`DATA_DIR のファイル ${moved} 件をデータベースに移しました (files moved into the database).`);
  if (config.demoData && !config.databaseUrl && (await isEmpty(db))) {
    await seedDemo(db);
    console.log('デモデータを読み込みました (demo data loaded).');
  }
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(resolve(config.dataDir, 'outbox'), config.mailFrom);
  const auth = createAuth({ db, config, mailer, secret: authSecret(config) });
  // `npm run dev` serves the web app from Vite instead of a build.
  const webRoot = existsSync(resolve('dist/web/index.html')) ? resolve('dist/web') : undefined;
  if (!webRoot) console.warn('dist/web がありません: API のみを提供します (run `npm run build` for the web app).');
  const bus = new EventBus();
  await bus.start(database.pglite ? { pglite: database.pglite } : { databaseUrl: config.databaseUrl ?? '' });
  const stopPruning = startEventPruning(db, config.eventRetentionDays);
  // 定期請求: due periods at boot and every 10 minutes; the database makes each invoice once.
  const stopRecurring = startRecurringInvoices({ db, mailer, pdf: createPdfRenderer(config.pdf) });
  const app = createApp({ db, config, auth, mailer, bus, webRoot });

  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    // Under INSTANCES the watching process says it once, for all of them.
    if (cluster.isPrimary) printStarted(database.driver === 'pglite' ? `PGlite: ${resolve(config.dataDir)}` : 'PostgreSQL');
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    stopPruning();
    stopRecurring();
    await closePdfRenderers();
    await bus.close();
    await database.close();
    database.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
