import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** 1 by default; e.g. TEST_TIMEOUT_SCALE=4 where the machine is shared. */
const timeoutScale = Number(process.env.TEST_TIMEOUT_SCALE ?? 1) || 1;

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The long API tests: `npm run test:long` (CI runs them too, on both databases). Each one takes
 * a minute or more of a 2-core machine, or starts real processes, so a newcomer's `npm test`
 * leaves them out.
 */
export const longTests = [
  // Sequences of money events checked against the ledger's rules (LEDGER_RUNS of them).
  'src/server/ledger/ledger-properties.test.ts',
  'src/server/ledger/replay.test.ts',
  'src/server/ledger/statement-chain.test.ts',
  // 1,000-line documents through the PDF workers.
  'src/server/features/documents/pdf/pdf-rendering.test.ts',
  // 50,000-row CSV imports.
  'src/server/master-data/large-import.test.ts',
  // Random requests against every endpoint.
  'src/server/http/fuzz.test.ts',
  // The whole demo data (55 issued PDFs), backups through pg_dump and PGlite, a server stopped under load.
  'src/server/demo/demo-data.test.ts',
  'src/server/operations/backup.test.ts',
  'src/server/shutdown.test.ts',
  // Real server processes on PostgreSQL (skipped without TEST_DATABASE_URL): kill -9, several instances,
  // the previous release beside this one, a PostgreSQL restarted under load.
  'src/server/jobs/crash.test.ts',
  'src/server/instances.test.ts',
  'src/server/realtime/instances.test.ts',
  'src/server/db/rolling-upgrade.test.ts',
  'src/server/db/database-faults.test.ts',
];

const apiTest = {
  environment: 'node' as const,
  // TEST_TIMEOUT_SCALE: longer limits on a machine busy with other work (the limits catch hangs, not slowness).
  testTimeout: 30_000 * timeoutScale,
  hookTimeout: 60_000 * timeoutScale,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker per core but one: a single worker on two cores, which leaves
    // a core idle while API tests wait on timers, mail servers and workers. TEST_WORKERS to change.
    maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism())),
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['src/core/**/*.test.ts', 'src/web/**/*.test.ts'], environment: 'node' } },
      // The API files share their worker's modules (isolate: false): the server's imports are loaded
      // once a worker, not once a file (about 8 s each on this machine). Every file makes its own
      // test context and restores what it fakes (timers, spies).
      { resolve: { alias }, test: { ...apiTest, name: 'api', include: ['src/server/**/*.test.ts'], exclude: longTests, isolate: false } },
      // One at a time, after the others: several start servers, PostgreSQL clusters or SMTP servers of their own.
      { resolve: { alias }, test: { ...apiTest, name: 'long', include: longTests, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
