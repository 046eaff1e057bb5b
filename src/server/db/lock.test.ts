import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first runs, and frees the dir on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kanri-lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/別のサーバー \(PID \d+\) が使用中です/);
    } finally {
      child.kill();
    }
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
