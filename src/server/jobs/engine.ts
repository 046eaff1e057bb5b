import PgBoss from 'pg-boss';
import { japanTimeZone } from '@/core/calendar';
import type { Database, Db, Tx } from '../db/client';
import { log } from '../log';
import { drizzleRunner, pgliteRunner } from './sql-runner';

/** What a job's handler learns of its run: the try it is (0 for the first) and how many retries it has. */
export type JobRun = { id: string; retryCount: number; retryLimit: number };

/**
 * Thrown by a job that cannot run yet because what it needs is busy (another import of the same
 * company, on this instance or another): it is queued again to start after `seconds` (with `data`
 * in place of its own, to count its waits, say), and the wait uses none of its retries.
 */
export class RunLater extends Error {
  constructor(
    readonly seconds: number,
    readonly data?: object,
  ) {
    super(`run again in ${seconds} s`);
  }
}

/**
 * One kind of background work (decision 018). A job that throws is tried again after a delay
 * that doubles each time (from JOB_RETRY_DELAY_SECONDS); after `retryLimit` retries it stays in
 * pg-boss's failed state, kept with its error (the dead-letter state). A job that runs longer than
 * JOB_TIMEOUT_SECONDS — its process died, say — counts as failed and is retried the same way.
 */
export type JobKind<T extends object = Record<string, unknown>> = {
  name: string;
  retryLimit: number;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
  /** Its own time limit, for work that may rightly run longer than JOB_TIMEOUT_SECONDS (a big ZIP). */
  timeoutSeconds?: number;
  /** Sent on this cron (Japan time) by whichever instance keeps the time: once across instances. */
  cron?: string;
  /** Also sent when a server starts; instances starting within the same minute send it once. */
  atStart?: boolean;
  run: (data: T, job: JobRun) => Promise<void>;
};

export type JobsOptions = {
  database: Pick<Database, 'driver' | 'pglite'>;
  /** PostgreSQL: pg-boss opens a small pool of its own there. */
  databaseUrl?: string;
  /** Where pg-boss keeps its tables (tests take one each, so their workers never meet). */
  schema?: string;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  /** Cron schedules and start-up jobs: off in tests, which run jobs only when they queue them. */
  isScheduling?: boolean;
};

export type Jobs = {
  schema: string;
  /** Makes the kinds' queues (with the current retry settings), starts their workers and schedules. */
  run: (kinds: JobKind<never>[]) => Promise<void>;
  /** Queues a job inside the caller's transaction: it exists exactly when that commits (to start after `startAfterSeconds`). */
  send: (db: Db | Tx, kind: string, data: object, options?: { startAfterSeconds?: number }) => Promise<string | null>;
  /** Lets this process's workers of `kind` look now instead of at their next poll (after a commit). */
  wake: (kind: string) => void;
  /** Resolves once no job of ours is waiting, retrying or running (tests; `timeoutMs` fails it). */
  idle: (timeoutMs?: number) => Promise<void>;
  /** Jobs of each kind by state (created, retry, active, completed, failed…), for /metrics. */
  counts: () => Promise<{ kind: string; state: string; jobs: number }[]>;
  stop: () => Promise<void>;
};

/** What a request needs of the queue: to queue a job in its transaction, and to wake the workers after the commit. */
export type JobQueue = Pick<Jobs, 'send' | 'wake'>;

const pollSeconds = 2;

/**
 * A start time as a Date: pg-boss passes a number of seconds in a parameter the database reads as
 * a timestamp, which PostgreSQL and PGlite refuse ("1" is no timestamp); a Date it passes as one.
 */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** pg-boss on our database, its schema made or brought up to date; no queue or worker yet (see `run`). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, retryDelaySeconds, timeoutSeconds, isScheduling = true } = options;
  const schema = options.schema ?? 'pgboss';
  const connection: PgBoss.ConstructorOptions = database.pglite
    ? { db: pgliteRunner(database.pglite) }
    : { connectionString: options.databaseUrl, max: 4, application_name: 'kanri-jobs' };
  const boss = new PgBoss({
    ...connection,
    schema,
    schedule: isScheduling,
    // Expired jobs are found (and retried) within a fifth of the timeout.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(timeoutSeconds / 5))),
    // Finished jobs stay visible for a week; failed ones (the dead letters) for 30 days.
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  });
  // Without a listener an error event would end the process; a lost database is logged and the
  // workers keep polling until it is back.
  boss.on('error', (error) => log.error({ err: error }, 'バックグラウンド処理でエラーが発生しました'));
  await boss.start();

  const workers = new Map<string, string[]>();
  const names: string[] = [];
  const wake = (kind: string) => {
    for (const id of workers.get(kind) ?? []) boss.notifyWorker(id);
  };

  async function runKind(kind: JobKind<object>) {
    const queue = {
      policy: 'standard' as const,
      retryLimit: kind.retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: kind.timeoutSeconds ?? timeoutSeconds,
    };
    await boss.createQueue(kind.name, { name: kind.name, ...queue });
    // A queue made by an earlier start keeps its settings: the current configuration applies.
    await boss.updateQueue(kind.name, { name: kind.name, ...queue });
    names.push(kind.name);
    const ids: string[] = [];
    for (let i = 0; i < kind.concurrency; i++) {
      let id = '';
      id = await boss.work<object>(
        kind.name,
        { batchSize: 1, pollingIntervalSeconds: pollSeconds, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await kind.run(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
          } catch (error) {
            if (!(error instanceof RunLater)) throw error;
            await boss.send(kind.name, error.data ?? job.data, { startAfter: inSeconds(error.seconds) });
          }
          // One job done: look for the next at once rather than after the polling interval.
          boss.notifyWorker(id);
        },
      );
      ids.push(id);
    }
    workers.set(kind.name, ids);
    if (!isScheduling) return;
    if (kind.cron) await boss.schedule(kind.name, kind.cron, {}, { tz: japanTimeZone });
    if (kind.atStart) await boss.send(kind.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
  }

  /** Jobs of ours not finished, and the kinds with one that may start now. */
  const unfinished = async () => {
    const { rows } = await boss.getDb().executeSql(
      `select name, count(*)::int as n,
              count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as ready
         from ${schema}.job where name = any($1::text[]) and state < 'completed' group by name`,
      [names],
    );
    const kinds = rows as { name: string; n: number; ready: number }[];
    return { left: kinds.reduce((sum, k) => sum + Number(k.n), 0), ready: kinds.filter((k) => Number(k.ready) > 0).map((k) => k.name) };
  };

  return {
    schema,
    run: async (kinds) => {
      for (const kind of kinds) await runKind(kind as JobKind<object>);
    },
    send: (db, kind, data, options = {}) =>
      boss.send(kind, data, {
        db: drizzleRunner(db),
        ...(options.startAfterSeconds ? { startAfter: inSeconds(options.startAfterSeconds) } : {}),
      }),
    wake,
    idle: async (timeoutMs = 60_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const { left, ready } = await unfinished();
        if (left === 0) return;
        if (Date.now() > end) throw new Error(`jobs still unfinished after ${timeoutMs} ms: ${left}`);
        // Only the kinds with a job to start: an idle worker woken for nothing would query the
        // queue again and again, taking the embedded database from the jobs that run.
        for (const name of ready) wake(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    counts: async () => {
      const { rows } = await boss
        .getDb()
        .executeSql(`select name, state::text as state, count(*)::int as n from ${schema}.job where name = any($1::text[]) group by 1, 2`, [
          names,
        ]);
      return (rows as { name: string; state: string; n: number }[]).map((r) => ({ kind: r.name, state: r.state, jobs: Number(r.n) }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000, wait: true }),
  };
}
