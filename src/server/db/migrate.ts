import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { replayLedger } from '../ledger/replay';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: instances starting together on one PostgreSQL migrate one at a time. */
const migrationLock = 72_410_118;

export async function runMigrations(database: Database): Promise<void> {
  await migrateSchema(database);
  // History recorded before the ledger existed is posted to it once (decision 016).
  await replayLedger(database.db);
}

async function migrateSchema(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLock})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}
