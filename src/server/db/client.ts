import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { log } from '../log';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common type of both drivers: every query is written once for either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (for /metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** The raw PGlite instance (embedded mode only): its listen() carries live events. */
  pglite?: PGlite;
  /** PostgreSQL's address (not embedded): live events are announced on a connection of their own. */
  url?: string;
  close: () => Promise<void>;
};

/** Embedded PostgreSQL in a directory (or `memory://`); a new one may start as a copy of `template` (a dumped data directory). */
export async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  // pg_trgm: indexed substring search of products and customers (as on PostgreSQL).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // A database that does not answer a new connection within 3 s counts as away (see availability.ts),
  // rather than leaving each request waiting on the operating system's own timeout.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 3000, keepAlive: true });
  // An idle connection the server drops (a restart, a failover, a pooler's idle kill) is an 'error'
  // event on the pool: without a listener Node ends the process. The pool has already discarded the
  // connection and opens a new one for the next query, so it is only worth a line in the log.
  pool.on('error', (error) => log.warn({ err: error }, 'データベースとの接続が切れました（次の問い合わせで接続し直します）'));
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: 'postgres', poolUse, url, close: () => pool.end() };
}
