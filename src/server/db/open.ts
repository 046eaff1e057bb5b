import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './lock';
import { runMigrations } from './migrate';
import { keepTemplate, readTemplate } from './pglite-template';

/**
 * An embedded database, migrated. A new one (in memory, or a folder without a database yet) starts
 * from the migrated template where one is kept, and leaves one for the next when none was.
 */
export async function openMigratedPglite(dataDir: string): Promise<Database> {
  const isNew = dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  const template = isNew ? await readTemplate() : null;
  const database = await openPglite(dataDir, template ?? undefined);
  await runMigrations(database);
  if (isNew && !template && database.pglite) await keepTemplate(database.pglite);
  return database;
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (locked to this process). */
export async function openDatabase(config: Config): Promise<Database & { release: () => void }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await runMigrations(database);
    return { ...database, release: () => {} };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openMigratedPglite(join(resolve(config.dataDir), 'pglite'));
    return { ...database, release };
  } catch (error) {
    release();
    throw error;
  }
}
