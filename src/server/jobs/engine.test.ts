import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { type JobKind, type Jobs, RunLater, startJobs } from './engine';

/**
 * The job queue (pg-boss) on the test database: PGlite through our `db` runner, or PostgreSQL with
 * pg-boss's own pool when TEST_DATABASE_URL is set. Each test starts engines on a schema of its
 * own and waits with `idle()`, never a timer.
 */
let t: TestContext;
const started: { jobs: Jobs; schema: string }[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  for (const { jobs } of started) await jobs.stop();
  if (!t.pglite) for (const { schema } of started) await t.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await t.close();
});

const newSchema = () => `jobs_t${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** An engine (an instance of the server) on the test database, with its own schema unless given one. */
async function engine(kinds: JobKind<never>[], { schema = newSchema(), isScheduling = false } = {}) {
  const jobs = await startJobs({
    database: { driver: t.pglite ? 'pglite' : 'postgres', pglite: t.pglite },
    databaseUrl: process.env.TEST_DATABASE_URL,
    schema,
    retryDelaySeconds: 1,
    timeoutSeconds: 30,
    isScheduling,
  });
  started.push({ jobs, schema });
  await jobs.run(kinds);
  return jobs;
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows: T[] };
const jobRows = (schema: string, name: string) =>
  rows<{ state: string; retry_count: number; output: { message?: string } | null }>(
    sql.raw(`select state::text, retry_count, output from ${schema}.job where name = '${name}' order by created_on`),
  ).then((r) => r.rows);

describe('job queue', () => {
  it('runs a job that waits its turn (RunLater) again after the delay, using none of its retries; and one sent to start later', async () => {
    const runs: number[] = [];
    let isBusy = true;
    const kind: JobKind<{ n: number }> = {
      name: 'waiting',
      retryLimit: 0,
      concurrency: 1,
      run: async ({ n }) => {
        runs.push(n);
        if (isBusy) {
          isBusy = false;
          throw new RunLater(1);
        }
      },
    };
    const schema = newSchema();
    const jobs = await engine([kind as JobKind<never>], { schema });
    await jobs.send(t.db, 'waiting', { n: 1 });
    await jobs.send(t.db, 'waiting', { n: 2 }, { startAfterSeconds: 1 });
    jobs.wake('waiting');
    await jobs.idle();
    expect(runs.sort()).toEqual([1, 1, 2]);
    const states = (await jobRows(schema, 'waiting')).map((j) => j.state);
    expect(states).toEqual(['completed', 'completed', 'completed']);
  });

  it('retries a failing job with backoff until it succeeds; queued in a transaction that rolled back, nothing runs', async () => {
    const tries: { n: number; retryCount: number }[] = [];
    const kind: JobKind<{ n: number }> = {
      name: 'flaky',
      retryLimit: 3,
      concurrency: 1,
      run: async ({ n }, job) => {
        tries.push({ n, retryCount: job.retryCount });
        if (job.retryCount < 2) throw new Error(`try ${job.retryCount} failed`);
      },
    };
    const schema = newSchema();
    const jobs = await engine([kind as JobKind<never>], { schema });
    await t.db.transaction(async (tx) => {
      await jobs.send(tx, 'flaky', { n: 1 });
    });
    await t.db
      .transaction(async (tx) => {
        await jobs.send(tx, 'flaky', { n: 2 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    jobs.wake('flaky');
    await jobs.idle();
    expect(tries).toEqual([
      { n: 1, retryCount: 0 },
      { n: 1, retryCount: 1 },
      { n: 1, retryCount: 2 },
    ]);
    expect(await jobRows(schema, 'flaky')).toMatchObject([{ state: 'completed', retry_count: 2 }]);
  });

  it('leaves a job that keeps failing in the failed state with its error (the dead letter)', async () => {
    let tries = 0;
    const kind: JobKind = {
      name: 'broken',
      retryLimit: 1,
      concurrency: 1,
      run: async () => {
        tries += 1;
        throw new Error('メールサーバーに接続できません');
      },
    };
    const schema = newSchema();
    const jobs = await engine([kind as JobKind<never>], { schema });
    await t.db.transaction((tx) => jobs.send(tx, 'broken', {}));
    jobs.wake('broken');
    await jobs.idle();
    expect(tries).toBe(2);
    const [job] = await jobRows(schema, 'broken');
    expect(job).toMatchObject({ state: 'failed', retry_count: 1, output: { message: 'メールサーバーに接続できません' } });
  });

  it('runs each job once across several instances', async () => {
    const runs: number[] = [];
    const kind: JobKind<{ n: number }> = {
      name: 'work',
      retryLimit: 0,
      concurrency: 2,
      run: async ({ n }) => {
        runs.push(n);
      },
    };
    const schema = newSchema();
    const a = await engine([kind as JobKind<never>], { schema });
    const b = await engine([kind as JobKind<never>], { schema });
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 30; n++) await a.send(tx, 'work', { n });
    });
    a.wake('work');
    b.wake('work');
    await a.idle();
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('sends a start-up job once per minute however many instances start, and keeps the cron schedule in the database', async () => {
    let runs = 0;
    const kind: JobKind = {
      name: 'at-start',
      retryLimit: 0,
      concurrency: 1,
      cron: '*/10 * * * *',
      atStart: true,
      run: async () => {
        runs += 1;
      },
    };
    const schema = newSchema();
    const first = await engine([kind as JobKind<never>], { schema, isScheduling: true });
    const others = await Promise.all([1, 2].map(() => engine([kind as JobKind<never>], { schema, isScheduling: true })));
    for (const jobs of [first, ...others]) await jobs.idle();
    // Three starts, one job per minute they fell in (almost always one minute).
    const sent = await rows<{ slot: string }>(sql.raw(`select singleton_on::text as slot from ${schema}.job where name = 'at-start'`));
    const slots = sent.rows.map((r) => r.slot);
    expect(new Set(slots).size).toBe(slots.length);
    expect(slots.length).toBeGreaterThanOrEqual(1);
    expect(slots.length).toBeLessThanOrEqual(2);
    expect(runs).toBe(slots.length);
    const schedules = await rows<{ name: string; cron: string; timezone: string }>(
      sql.raw(`select name, cron, timezone from ${schema}.schedule`),
    );
    expect(schedules.rows).toEqual([{ name: 'at-start', cron: '*/10 * * * *', timezone: 'Asia/Tokyo' }]);
  });

  it("gives a kind with a time limit of its own that limit, and the others the engine's, in a job sent with it", async () => {
    const kinds = [
      { name: 'long-work', retryLimit: 0, concurrency: 1, timeoutSeconds: 1800, run: async () => {} },
      { name: 'short-work', retryLimit: 0, concurrency: 1, run: async () => {} },
    ];
    const schema = newSchema();
    const jobs = await engine(kinds as JobKind<never>[], { schema });
    await jobs.send(t.db, 'long-work', {});
    await jobs.send(t.db, 'short-work', {});
    await jobs.idle();
    const limits = await rows<{ name: string; expire_in: string }>(
      sql.raw(`select name, extract(epoch from expire_in)::int::text as expire_in from ${schema}.job order by name`),
    );
    expect(limits.rows).toEqual([
      { name: 'long-work', expire_in: '1800' },
      { name: 'short-work', expire_in: '30' },
    ]);
  });
});
