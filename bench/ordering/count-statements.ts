import cluster, { type Worker } from 'node:cluster';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Loaded into the server process by the ordering bench only (`node --import`): counts every
 * statement the server sends to PostgreSQL (each pg query call, BEGIN and COMMIT included)
 * and answers the bench's IPC message `statements` with the totals so far and the CPU time the
 * process has used (user + system, ms); `memory` answers
 * the process's memory after a full collection when the bench started it with --expose-gc
 * (what the streams hold, not the garbage of opening them).
 */
let statements = 0;
let commits = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  const first = args[0] as string | { text?: string } | undefined;
  const text = typeof first === 'string' ? first : (first?.text ?? '');
  if (/^\s*commit\b/i.test(text)) commits++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * Under INSTANCES the bench talks to the watching process, which serves nothing itself: it asks
 * every server process and answers with the sums (statements, commits, CPU; memory of them all).
 */
const isWatcher = cluster.isPrimary && Number(process.env.INSTANCES ?? 1) > 1;
const askAll = (message: unknown) =>
  Promise.all(
    Object.values(cluster.workers ?? {})
      .filter((w): w is Worker => Boolean(w))
      .map(
        (worker) =>
          new Promise<Record<string, unknown>>((resolve) => {
            worker.once('message', resolve);
            worker.send(message as string);
          }),
      ),
  );
if (isWatcher) {
  process.on('message', async (message) => {
    if (message === 'profile-start') {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.send(message);
      return;
    }
    const answers = await askAll(message);
    const sum = (pick: (a: Record<string, unknown>) => number) => answers.reduce((n, a) => n + pick(a), 0);
    if (message === 'statements') {
      const cpu = process.cpuUsage();
      process.send?.({
        statements: sum((a) => a.statements as number),
        commits: sum((a) => a.commits as number),
        cpuMs: (cpu.user + cpu.system) / 1000 + sum((a) => a.cpuMs as number),
        systemMs: cpu.system / 1000 + sum((a) => a.systemMs as number),
      });
    }
    if (message === 'memory') {
      const own = process.memoryUsage();
      const memory = Object.fromEntries(
        Object.entries(own).map(([k, v]) => [k, v + sum((a) => (a.memory as Record<string, number>)[k] ?? 0)]),
      );
      process.send?.({ memory });
    }
    if (message === 'profile-stop') process.send?.({ profiled: true });
  });
}

process.on('message', (message) => {
  if (isWatcher) return;
  if (message === 'statements') {
    const cpu = process.cpuUsage();
    process.send?.({ statements, commits, cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000 });
  }
  if (message === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  }
});

/**
 * BENCH_CPU_PROF=dir: the bench sends `profile-start` and `profile-stop` around the maximum-rate
 * phase, and the server writes that window's V8 CPU profile into dir (summarise it with
 * `bench/profile-summary.ts`, or open it in Chrome DevTools).
 */
const profileDir = process.env.BENCH_CPU_PROF;
if (profileDir && !isWatcher) {
  const session = new Session();
  session.connect();
  process.on('message', async (message) => {
    if (message === 'profile-start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    if (message === 'profile-stop') {
      const { profile } = await session.post('Profiler.stop');
      // A directory not made yet is made: otherwise the write fails and the bench waits for ever.
      await mkdir(profileDir, { recursive: true });
      await writeFile(join(profileDir, `server-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      process.send?.({ profiled: true });
    }
  });
}
