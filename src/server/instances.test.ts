import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * INSTANCES=2 as an operator runs it: `src/server/main.ts` with PostgreSQL. Embedded PGlite is one
 * process by design (config refuses INSTANCES there), so this runs only with TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const port = 3300 + (process.pid % 500);
let server: ChildProcess | undefined;
/** What the server printed (stdout and stderr). */
let output = '';
afterAll(() => {
  server?.kill('SIGKILL');
});

/** The server processes under the watching one (not tsx's esbuild, also its child). */
const serverProcesses = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('src/server/main.ts'))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => pid > 0);
/** A new connection each time, so the processes take turns. */
const health = () =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${port}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
const metricsToken = 'metrics-token-for-the-test-0123';
const metrics = () =>
  new Promise<string>((resolve, reject) => {
    const req = http.get(
      `http://127.0.0.1:${port}/metrics`,
      { agent: false, headers: { authorization: `Bearer ${metricsToken}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
  });
async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return;
    if (server?.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out; the server said:\n${output}`);
}

describe.runIf(databaseUrl)('several server processes on one port', () => {
  it('serves from every process, starts again one that dies, and stops them all on SIGTERM', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      // Only what a server needs: the test runner's own environment sets BASE_URL and NODE_ENV.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        INSTANCES: '2',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DEMO_DATA: 'false',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kanri-instances-')),
        NODE_ENV: 'development',
        METRICS_TOKEN: metricsToken,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await until(() => output.includes('サーバーを起動しました'), 150_000);
    expect(output).toContain('サーバーを起動しました (PostgreSQL, 2 プロセス)');
    // Said once, for both.
    expect(output.split('サーバーを起動しました').length).toBe(2);
    const primary = child.pid as number;
    const [first, second] = serverProcesses(primary);
    expect(serverProcesses(primary)).toHaveLength(2);
    expect(await health()).toBe(200);

    // /metrics answered by either process counts the requests of both (the watching process gathers them).
    for (let i = 0; i < 9; i++) expect(await health()).toBe(200);
    for (let i = 0; i < 2; i++) {
      const text = await metrics();
      expect(text).toMatch(/kanri_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 10\n/);
    }

    // One dies: the other goes on answering, and a new one takes its place.
    process.kill(first as number, 'SIGKILL');
    await until(() => output.includes(`サーバープロセス ${first} が停止しました (SIGKILL): 再起動します`), 10_000);
    expect(await health()).toBe(200);
    await until(() => serverProcesses(primary).length === 2 && !serverProcesses(primary).includes(first as number), 60_000);
    expect(serverProcesses(primary)).toContain(second);
    // The new process serves: once it listens, the other one goes, and every answer is the new one's.
    const [third] = serverProcesses(primary).filter((pid) => pid !== second);
    await until(() => output.includes(`サーバープロセス ${third} を起動しました`), 60_000);
    process.kill(second as number, 'SIGKILL');
    await until(() => output.includes(`サーバープロセス ${second} が停止しました`), 10_000);
    for (let i = 0; i < 4; i++) expect(await health()).toBe(200);
    await until(() => serverProcesses(primary).length === 2 && !serverProcesses(primary).includes(second as number), 60_000);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const all = serverProcesses(primary);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of all) expect(() => process.kill(pid, 0)).toThrow();
  });
});
