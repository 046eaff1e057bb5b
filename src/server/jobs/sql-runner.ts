import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/client';

/**
 * pg-boss on the embedded database: its `db` option, backed by our PGlite instance. A statement
 * with parameters goes through `query`; its schema and maintenance scripts (several statements
 * inside BEGIN … COMMIT, no parameters) through `exec`, which runs them as one script.
 */
export function pgliteRunner(pglite: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/**
 * pg-boss's SQL inside one of our transactions (or on our connection), so a job is created
 * exactly when the change that asked for it commits. `$1`…`$n` become drizzle parameters; a
 * parameter used twice is simply sent twice.
 */
export function drizzleRunner(db: Db | Tx): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
      const result = await db.execute(sql.join(chunks));
      // Both drivers answer { rows }; the shared Db type does not say so.
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
