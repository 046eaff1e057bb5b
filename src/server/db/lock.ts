import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processIdentity } from './process-identity';

/**
 * PGlite gives no error when a second process opens the same directory: both run and
 * writes are lost. The server therefore holds a lock file with its pid while it runs.
 */
export class DataDirLockedError extends Error {}

/** What the lock file records: the pid, and who that pid was (boot and start time) when written. */
type LockRecord = { pid: number; identity: string | null };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Older servers wrote the bare pid; a file that is neither form names no one. */
function readLock(text: string): LockRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), identity: null };
  try {
    const { pid, identity } = JSON.parse(trimmed) as Partial<LockRecord>;
    if (!Number.isInteger(pid) || (pid as number) <= 0) return null;
    return { pid: pid as number, identity: typeof identity === 'string' ? identity : null };
  } catch {
    return null;
  }
}

/**
 * A pid is reused after a reboot or a container restart; a lock naming a live process
 * is held only if that process is still the one that wrote it. When either identity is
 * unknown (an old lock file, no /proc or ps) the pid alone decides, erring on refusing.
 */
function isHeld(lock: LockRecord | null): lock is LockRecord {
  if (!lock || lock.pid === process.pid || !isRunning(lock.pid)) return false;
  const current = lock.identity === null ? null : processIdentity(lock.pid);
  return lock.identity === null || current === null || current === lock.identity;
}

/** The holder may release between our attempt and this read: then the file names no one. */
function readLockFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  const record: LockRecord = { pid: process.pid, identity: processIdentity(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(record), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(readLockFile(file));
      if (isHeld(lock)) {
        throw new DataDirLockedError(
          `データディレクトリ ${dir} は別のサーバー (PID ${lock.pid}) が使用中です。` +
            '同じ DATA_DIR で2つ目のサーバーは起動できません (data would be lost). ' +
            '先に起動したサーバーを停止するか、別の DATA_DIR を指定してください。',
        );
      }
      // The previous server died without cleaning up (or its pid now names another process): stale.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`データディレクトリ ${dir} のロックを取得できませんでした。`);
}
