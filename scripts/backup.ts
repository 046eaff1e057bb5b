/**
 * `npm run backup [folder]`: a consistent backup of the database the server is configured for
 * (DATABASE_URL, else the embedded one in DATA_DIR) into `folder` (default `backups`).
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock';
import { BackupError, backupPglite, backupPostgres } from '../src/server/operations/backup';

async function main() {
  const config = loadConfig();
  const into = process.argv[2] ?? 'backups';
  let result: Awaited<ReturnType<typeof backupPostgres>>;
  if (config.databaseUrl) result = await backupPostgres(config.databaseUrl, into);
  else {
    // The embedded database opens in one process at a time: the server must be stopped.
    const release = lockDataDir(config.dataDir);
    try {
      result = await backupPglite(join(config.dataDir, 'pglite'), into);
    } finally {
      release();
    }
  }
  const tables = Object.values(result.manifest.tables);
  console.log(
    `バックアップを作成しました: ${result.folder}\n` +
      `  ${tables.length} 表, ${tables.reduce((n, t) => n + t.rows, 0)} 行, ${(result.manifest.bytes / 1024 / 1024).toFixed(1)} MB, sha256 ${result.manifest.sha256}`,
  );
}

main().catch((error) => {
  if (error instanceof DataDirLockedError)
    console.error(`${error.message}\n埋め込みデータベースのバックアップはサーバーを停止してから実行してください。`);
  else if (error instanceof BackupError) console.error(error.message);
  else console.error('バックアップに失敗しました:', error);
  process.exit(1);
});
