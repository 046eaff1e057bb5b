import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './lock';
import { runMigrations } from './migrate';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (locked to this process). */
export async function openDatabase(config: Config): Promise<Database & { release: () => void }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await runMigrations(database);
    return { ...database, release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(join(resolve(config.dataDir), 'pglite'));
    await runMigrations(database);
    return { ...database, release };
  } catch (error) {
    release();
    throw error;
  }
}
