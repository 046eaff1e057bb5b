import pg from 'pg';

/**
 * Loaded into the server process by the ordering bench only (`node --import`): counts every
 * statement the server sends to PostgreSQL (each pg query call, BEGIN and COMMIT included)
 * and answers the bench's IPC message `statements` with the totals so far; `memory` answers
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

process.on('message', (message) => {
  if (message === 'statements') process.send?.({ statements, commits });
  if (message === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  }
});
