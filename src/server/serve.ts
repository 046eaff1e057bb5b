import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp, masterDataDefinitions } from './app';
import { createAuth } from './auth/auth';
import { type Config, originFor } from './config';
import { DatabaseAvailability } from './db/availability';
import { openDatabase } from './db/open';
import { isEmpty, seedDemo } from './demo/demo-data';
import { documentArchiveJobs } from './features/documents/exports/archive-job';
import { runScheduledRecurringInvoices } from './features/documents/recurring/recurring-due';
import { documentMailAccepted } from './features/documents/send-document';
import { receivedArchiveSource } from './features/received/period-listing';
import { moveDataDirFiles } from './files/move-data-dir';
import { startAppJobs } from './jobs/app-jobs';
import { log } from './log';
import { accountMailer } from './mail/account-mail';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { observe } from './operations/metrics';
import { closePdfRenderers, createPdfRenderer } from './pdf/pool';
import { type StaffPush, staffPush } from './push/staff-push';
import { announceCommits } from './realtime/announce';
import { EventBus } from './realtime/bus';
import { endOpenStreams } from './realtime/sse-response';
import { authSecret } from './secret';

/** One server process: the database, the live events' LISTEN, the background jobs and the HTTP server. */
export async function serveInstance(config: Config, printStarted: (database: string) => void) {
  const database = await openDatabase(config);
  const { db } = database;
  // Files an earlier version kept under DATA_DIR go into the database, once.
  const moved = await moveDataDirFiles(db, config.dataDir);
  if (moved > 0) log.info({ files: moved }, 'DATA_DIR のファイルをデータベースに移しました');
  if (config.demoData && !config.databaseUrl && (await isEmpty(db))) {
    await seedDemo(db);
    log.info('デモデータを読み込みました');
  }
  const mailer = config.smtpUrl
    ? // Each wait on the mail server ends well inside a job's time limit (JOB_TIMEOUT_SECONDS).
      createSmtpMailer(config.smtpUrl, config.mailFrom, { timeoutMs: Math.min(60_000, (config.jobs.timeoutSeconds * 1000) / 3) })
    : createOutboxMailer(resolve(config.dataDir, 'outbox'), config.mailFrom);
  // `npm run dev` serves the web app from Vite instead of a build.
  const webRoot = existsSync(resolve('dist/web/index.html')) ? resolve('dist/web') : undefined;
  if (!webRoot) log.warn('dist/web がありません: API のみを提供します (npm run build で画面を作れます)');
  const bus = new EventBus();
  await bus.start(database.pglite ? { pglite: database.pglite } : { databaseUrl: config.databaseUrl ?? '' });
  // Live events are announced after their transaction commits (decision 003).
  const announcing = announceCommits(database);
  // Background work on the job queue (decision 018): company mail, 定期請求 (every 10 minutes and at
  // start; the database makes each invoice once), 期間エクスポート's ZIPs and the pruning of old
  // events and expired ZIPs, once across instances.
  const pdf = createPdfRenderer(config.pdf);
  // 定期請求's 承認依頼 pushes go through the job queue, known once the jobs have started.
  let recurringPush: StaffPush | undefined;
  const originOf = (oemId: string | null) => originFor(config, oemId);
  const { jobs, outbox, queue } = await startAppJobs({
    database,
    db,
    config,
    mailer,
    features: {
      runRecurringInvoices: (queue) => runScheduledRecurringInvoices({ db, outbox: queue, pdf, push: recurringPush, originOf }),
      onMailAccepted: documentMailAccepted,
      masterData: masterDataDefinitions,
      documentArchives: documentArchiveJobs({ db, output: { pdf: pdf }, received: receivedArchiveSource }),
    },
  });
  recurringPush = staffPush({ db, config, queue });
  const availability = new DatabaseAvailability(db, { embedded: database.driver === 'pglite' });
  observe({ pool: database.poolUse, jobs: jobs.counts });
  let stopping = false;
  // The platform's own mail to accounts goes the same way (the auth library's password resets too).
  const accountMail = accountMailer(db, outbox);
  const auth = createAuth({ db, config, accountMail, secret: authSecret(config) });
  const app = createApp({ db, config, auth, accountMail, outbox, queue, bus, webRoot, availability, isStopping: () => stopping });

  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    // Under INSTANCES the watching process says it once, for all of them.
    if (cluster.isPrimary) printStarted(database.driver === 'pglite' ? `PGlite: ${resolve(config.dataDir)}` : 'PostgreSQL');
  });

  /**
   * Graceful stop (SIGTERM, SIGINT): readiness turns false, no new connection is accepted, every
   * live stream is told to reconnect in a second and ended, requests in flight get up to
   * SHUTDOWN_TIMEOUT_MS to finish (then their connections are cut), and only then the background
   * work, the event bus and the database close.
   */
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs below (a database that does not answer), the process still ends.
    setTimeout(() => process.exit(exitCode), config.shutdownTimeoutMs + closeTimeoutMs).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await endOpenStreams(streamRetryMs);
    // A kept-alive connection between requests is closed at once; one in a request, once answered.
    const idle = setInterval(() => (server as Server).closeIdleConnections(), 100);
    const inTime = await Promise.race([closed.then(() => true), sleep(config.shutdownTimeoutMs).then(() => false)]);
    clearInterval(idle);
    if (!inTime) {
      log.warn({ timeoutMs: config.shutdownTimeoutMs }, '停止の待ち時間を過ぎたため、処理中の接続を切断します');
      (server as Server).closeAllConnections();
    }
    // A job still running when this ends is failed and retried (here or by another instance).
    await jobs.stop().catch(() => {});
    availability.close();
    await closePdfRenderers().catch(() => {});
    await announcing.close().catch(() => {});
    await bus.close().catch(() => {});
    await database.close().catch(() => {});
    database.release();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // Unexpected errors (decision 017). A promise nobody awaited that fails belongs to work that has
  // already answered or given up: it is logged and the process goes on serving. An exception that
  // reached the top of the stack may have left any state half-changed: logged, the process stops
  // and its supervisor (INSTANCES' watching process, systemd, the container runtime) starts it again.
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, '処理されなかったエラー（応答は続けます）');
  });
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, '予期しないエラーのため停止します（監視プロセスが再起動します）');
    void stop(1);
  });
}

/** After the requests: how long the workers, the bus and the database get to close. */
const closeTimeoutMs = 5000;
/** Live streams ended by a stop come back after this (the browser's EventSource waits that long). */
const streamRetryMs = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
