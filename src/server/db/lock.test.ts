import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const lockModule = join(import.meta.dirname, 'lock.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** Another server process: takes the lock of `dir` and keeps running. */
async function startHolder(dir: string) {
  const script = `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('locked') && done());
    child.on('exit', (code) => fail(new Error(`holder exited with ${code}`)));
  });
  return child;
}

/** An unrelated long-running process (not a server). */
async function startUnrelated() {
  const child = spawn('sleep', ['30']);
  children.push(child);
  await new Promise((r) => child.on('spawn', r));
  return child;
}

describe('data directory lock', () => {
  it('refuses a second server while the first runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanri-lock-'));
    const holder = await startHolder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`別のサーバー (PID ${holder.pid}) が使用中です`);
  });

  it('still respects a lock file of the old form (a bare pid) while that process runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanri-lock-'));
    const other = await startUnrelated();
    writeFileSync(join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock whose pid now belongs to another process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanri-lock-'));
    const file = join(dir, 'server.lock');
    // A server wrote the lock and died; its pid was then given to an unrelated process.
    lockDataDir(dir);
    const other = await startUnrelated();
    writeFileSync(file, readFileSync(file, 'utf8').replace(String(process.pid), String(other.pid)));
    expect(readFileSync(file, 'utf8')).toContain(String(other.pid));

    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toContain(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanri-lock-'));
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => child.on('exit', r));
    writeFileSync(join(dir, 'server.lock'), String(child.pid));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
