import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('keeps serving after the server terminates its idle connections (a restart, a failover, an idle kill)', async () => {
    const database = await openPostgres(url as string, 2);
    try {
      const pids = async () =>
        ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
      const first = await pids();
      expect(first).toBeGreaterThan(0);
      // From another connection, as the server itself would: the pool's idle connection is gone.
      const killer = await openPostgres(url as string, 1);
      await killer.db.execute(sql`select pg_terminate_backend(${first})`);
      await killer.close();
      // The pool hears of it as an 'error' on an idle client; the process goes on and the next query reconnects.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = await pids();
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
