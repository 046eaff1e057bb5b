import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { type JobKind, startJobs } from '../src/server/jobs/engine';
import { createTestContext } from '../src/server/test/context';

/**
 * The job queue (pg-boss 10, decision 018) on PGlite and on PostgreSQL (TEST_DATABASE_URL): 1,000
 * no-op jobs queued one statement each (as a request queues its mail) with two workers running,
 * timed to the last one completed; beside the floor of the same number of bare INSERTs of a row
 * like a job's, in the same run. Min / median / max of 3 rounds, jobs (or rows) per second.
 * Part of `npm run bench` (BENCH_ONLY=jobs alone); `npx tsx bench/jobs.ts` runs it by itself
 * (PostgreSQL too when TEST_DATABASE_URL is set).
 */
const jobsPerRound = 1000;
const rounds = 3;

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n);
  return { min: round(sorted[0] ?? 0), median: round(sorted[1] ?? 0), max: round(sorted[2] ?? 0) };
};

async function benchOne(databaseUrl: string | null) {
  const embedded = databaseUrl === null;
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  const t = await createTestContext({ embedded });
  const schema = `bench_jobs_${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const jobs = await startJobs({
    database: { driver: t.pglite ? 'pglite' : 'postgres', pglite: t.pglite },
    databaseUrl: databaseUrl ?? undefined,
    schema,
    retryDelaySeconds: 40,
    timeoutSeconds: 300,
    isScheduling: false,
  });
  let done = 0;
  const noop: JobKind = {
    name: 'noop',
    retryLimit: 4,
    concurrency: 2,
    run: async () => {
      done += 1;
    },
  };
  await jobs.run([noop as JobKind<never>]);
  await t.db.execute(sql.raw(`create table ${schema}.floor (id uuid primary key default gen_random_uuid(), name text, data jsonb)`));
  const floor: number[] = [];
  const enqueue: number[] = [];
  const endToEnd: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      for (let n = 0; n < jobsPerRound; n++)
        await t.db.execute(sql`insert into ${sql.raw(`${schema}.floor`)} (name, data) values ('noop', ${JSON.stringify({ n })}::jsonb)`);
      floor.push(jobsPerRound / ((performance.now() - started) / 1000));

      done = 0;
      started = performance.now();
      for (let n = 0; n < jobsPerRound; n++) {
        await jobs.send(t.db, 'noop', { n });
        jobs.wake('noop');
      }
      enqueue.push(jobsPerRound / ((performance.now() - started) / 1000));
      await jobs.idle(600_000);
      endToEnd.push(jobsPerRound / ((performance.now() - started) / 1000));
      if (done !== jobsPerRound) throw new Error(`ran ${done} of ${jobsPerRound} jobs`);
    }
  } finally {
    await jobs.stop();
    if (!t.pglite) await t.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await t.close();
  }
  return {
    database: embedded ? 'PGlite' : 'PostgreSQL',
    insertFloor: stats(floor),
    enqueue: stats(enqueue),
    enqueueAndComplete: stats(endToEnd),
  };
}

export type JobsBench = Awaited<ReturnType<typeof benchOne>>;

/** PGlite, and PostgreSQL at `databaseUrl` when given: each database's floor and queue in the same run. */
export async function benchJobs({ databaseUrl }: { databaseUrl: string | null }): Promise<JobsBench[]> {
  const results = [await benchOne(null)];
  if (databaseUrl) results.push(await benchOne(databaseUrl));
  return results;
}

export function printJobs(results: JobsBench[]) {
  console.log(`\njob queue: ${jobsPerRound} no-op jobs, 2 workers, per second (min / median / max of ${rounds})`);
  console.table(
    results.flatMap((r) => [
      { database: r.database, measure: 'bare INSERT (floor)', ...r.insertFloor },
      { database: r.database, measure: 'enqueue', ...r.enqueue },
      { database: r.database, measure: 'enqueue + complete', ...r.enqueueAndComplete },
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await benchJobs({ databaseUrl: process.env.TEST_DATABASE_URL ?? null });
  printJobs(results);
  console.log(JSON.stringify(results));
  process.exit(0);
}
