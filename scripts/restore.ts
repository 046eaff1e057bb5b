/**
 * `npm run restore <backup folder>`: restores a backup of `npm run backup` into the database the
 * server is configured for (DATABASE_URL, else DATA_DIR), which must be empty.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock';
import { BackupError, restorePglite, restorePostgres } from '../src/server/operations/backup';

async function main() {
  const path = process.argv[2];
  if (!path) throw new BackupError('復元するバックアップのフォルダを指定してください: npm run restore backups/kanri-YYYYMMDD-HHMMSS');
  const config = loadConfig();
  let manifest: Awaited<ReturnType<typeof restorePostgres>>;
  if (config.databaseUrl) manifest = await restorePostgres(path, config.databaseUrl);
  else {
    const release = lockDataDir(config.dataDir);
    try {
      manifest = await restorePglite(path, join(config.dataDir, 'pglite'));
    } finally {
      release();
    }
  }
  const tables = Object.values(manifest.tables);
  console.log(
    `復元しました (${manifest.createdAt} のバックアップ): ${tables.length} 表, ${tables.reduce((n, t) => n + t.rows, 0)} 行、すべて一致`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) console.error(`${error.message}\n復元はサーバーを停止してから実行してください。`);
  else if (error instanceof BackupError) console.error(error.message);
  else console.error('復元に失敗しました:', error);
  process.exit(1);
});
