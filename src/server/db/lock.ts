import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * PGlite gives no error when a second process opens the same directory: both run and
 * writes are lost. The server therefore holds a lock file with its pid while it runs.
 */
export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `データディレクトリ ${dir} は別のサーバー (PID ${pid}) が使用中です。` +
            '同じ DATA_DIR で2つ目のサーバーは起動できません (data would be lost). ' +
            '先に起動したサーバーを停止するか、別の DATA_DIR を指定してください。',
        );
      }
      // The previous server died without cleaning up: the lock is stale.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`データディレクトリ ${dir} のロックを取得できませんでした。`);
}
