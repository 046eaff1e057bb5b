import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { type DeliverDeps, deliverMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { type MailOutbox, mailDeliveryQueue } from '../mail/outbox';
import type { MasterDataDefinition } from '../master-data/define';
import { runMasterImport } from '../master-data/import-job';
import { masterImportQueue } from '../master-data/import-store';
import { pushDeliveryQueue, runPushJob } from '../push/push-job';
import { pushSender } from '../push/push-sender';
import { prunePushDevices } from '../push/staff-push';
import { pruneEvents } from '../realtime/prune';
import { type JobKind, type JobQueue, type JobRun, type Jobs, startJobs } from './engine';

const dayMs = 24 * 60 * 60 * 1000;

export type AppJobsDeps = {
  database: Pick<Database, 'driver' | 'pglite'>;
  db: Db;
  config: Pick<Config, 'databaseUrl' | 'mainHost' | 'eventRetentionDays' | 'jobs' | 'vapid' | 'mailFrom'>;
  mailer: Mailer;
  /** What the features do, handed over by the composition root (serve.ts, the test context). */
  features: {
    /** 定期請求: every company's due periods, mailing through `outbox`. */
    runRecurringInvoices: (outbox: MailOutbox) => Promise<void>;
    /** A mail the server accepted: the feature's own step (a document becomes 送付済). */
    onMailAccepted: DeliverDeps['onAccepted'];
    /** What a CSV import of each kind reads and writes (the products' and customers' definitions). */
    masterData: Record<'product' | 'customer', MasterDataDefinition<unknown>>;
    /** 期間エクスポート: the job that writes a ZIP (its queue and run), and the hourly removal of expired ones. */
    documentArchives: {
      queue: string;
      run: (data: { archiveId: string }, job: JobRun) => Promise<void>;
      expire: () => Promise<unknown>;
    };
  };
  /** Tests: a pg-boss schema of their own, and no schedules. */
  schema?: string;
  isScheduling?: boolean;
};

/**
 * The server's background work on the job queue (decision 018): company and account mail, CSV
 * imports, the staff devices' pushes, 期間エクスポート's ZIPs,
 * 定期請求 every 10 minutes and at start, and the pruning of old live events and of expired ZIPs
 * every hour and at start.
 */
export async function startAppJobs(deps: AppJobsDeps): Promise<{ jobs: Jobs; outbox: MailOutbox; queue: JobQueue }> {
  const { db, config, mailer, features } = deps;
  const jobs = await startJobs({
    database: deps.database,
    databaseUrl: config.databaseUrl,
    schema: deps.schema,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    timeoutSeconds: config.jobs.timeoutSeconds,
    isScheduling: deps.isScheduling,
  });
  const outbox: MailOutbox = {
    messageHost: config.mainHost,
    enqueue: async (tx, deliveryId) => {
      await jobs.send(tx, mailDeliveryQueue, { deliveryId });
    },
    wake: () => jobs.wake(mailDeliveryQueue),
  };
  const mail: JobKind<{ deliveryId: string }> = {
    name: mailDeliveryQueue,
    // Five tries over 10–20 minutes with the default 40 s delay.
    retryLimit: 4,
    concurrency: 2,
    run: ({ deliveryId }, job) => deliverMail({ db, mailer, onAccepted: features.onMailAccepted }, deliveryId, job),
  };
  const imports: JobKind<{ importId: string; waits?: number }> = {
    name: masterImportQueue,
    // A failed try resumes after its last committed batch; once the retries are spent the import is undone.
    retryLimit: 2,
    // A few at once a process, so one company's large file never holds another company's small
    // one back (imports of one company still run one at a time: import-job.ts); their batches
    // take the database in turns.
    concurrency: 3,
    run: (data, job) => runMasterImport(db, features.masterData, data, job),
  };
  const sender = pushSender({ db, config });
  const pushes: JobKind<Parameters<typeof runPushJob>[1]> = {
    name: pushDeliveryQueue,
    // Its own tries (push-job.ts): only the devices that failed are tried again, each try a job.
    retryLimit: 0,
    concurrency: 2,
    run: (data) => runPushJob({ db, sender, queue: jobs, retryDelaySeconds: config.jobs.retryDelaySeconds }, data),
  };
  const recurring: JobKind = {
    name: 'recurring-invoices',
    retryLimit: 3,
    concurrency: 1,
    cron: '*/10 * * * *',
    atStart: true,
    run: () => features.runRecurringInvoices(outbox),
  };
  const pruning: JobKind = {
    name: 'event-pruning',
    retryLimit: 3,
    concurrency: 1,
    cron: '0 * * * *',
    atStart: true,
    run: async () => {
      await pruneEvents(db, new Date(Date.now() - config.eventRetentionDays * dayMs));
    },
  };
  const devicePruning: JobKind = {
    name: 'push-device-pruning',
    retryLimit: 3,
    concurrency: 1,
    cron: '30 * * * *',
    atStart: true,
    run: async () => {
      await prunePushDevices(db);
    },
  };
  const archives: JobKind<{ archiveId: string }> = {
    name: features.documentArchives.queue,
    // A try that fails starts its ZIP over.
    retryLimit: 2,
    // One at a time a process: it reads every PDF of the period and writes the ZIP back.
    concurrency: 1,
    // A year of documents may take longer than a mail; a process that died is still found within the hour.
    timeoutSeconds: Math.max(config.jobs.timeoutSeconds, 30 * 60),
    run: (data, job) => features.documentArchives.run(data, job),
  };
  const archiveExpiry: JobKind = {
    name: 'document-archive-expiry',
    retryLimit: 3,
    concurrency: 1,
    cron: '15 * * * *',
    atStart: true,
    run: async () => {
      await features.documentArchives.expire();
    },
  };
  await jobs.run([mail, imports, pushes, recurring, pruning, devicePruning, archives, archiveExpiry] as JobKind<never>[]);
  return { jobs, outbox, queue: jobs };
}
