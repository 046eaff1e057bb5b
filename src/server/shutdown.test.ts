import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * SIGTERM as a deploy or a supervisor sends it, to `src/server/main.ts`: the live streams are told
 * to reconnect and ended, no new connection is taken, a request already under way still gets its
 * answer, and the process exits 0. On the embedded database (a server process of its own).
 */
const port = 3900 + (process.pid % 90);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(!process.env.TEST_DATABASE_URL)('stopping on SIGTERM', () => {
  it('ends streams with a retry hint, refuses new connections, answers the request under way, exits 0', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(port),
        DEMO_DATA: 'false',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kanri-shutdown-')),
        SHUTDOWN_TIMEOUT_MS: '10000',
        BASE_URL: `http://localhost:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    for (const end = Date.now() + 90_000; !output.includes('サーバーを起動しました'); await sleep(100)) {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`the server did not start:\n${output}`);
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // A restaurant with a seat (NODE_ENV=test's seeding route).
    const seeded = await new Promise<{ oemId: string; companyId: string; items: { id: string }[]; seat: { dinerUrl: string } }>(
      (resolve, reject) => {
        const req = http.request(
          `${base}/api/test/companies`,
          {
            method: 'POST',
            agent: false,
            headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(text)) : reject(new Error(`${res.statusCode} ${text}`))));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ type: 'mobile-order' }));
      },
    );
    const host = `${seeded.oemId}.localhost:${port}`;
    const token = new URL(seeded.seat.dinerUrl).searchParams.get('seatId');
    const diner = `/api/mobile-order/${seeded.companyId}/${token}`;

    // The diner's live stream, read as it arrives.
    let streamText = '';
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${base}${diner}/events`, { headers: { host }, agent: false }, (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            streamText += chunk;
          });
          res.on('end', () => resolve());
          res.on('error', reject);
        })
        .on('error', reject);
    });
    for (const end = Date.now() + 10_000; !streamText.includes('event: ready') && Date.now() < end; ) await sleep(20);
    expect(streamText).toContain('event: ready');

    // A request under way: its headers and half its body are sent, the rest comes after SIGTERM.
    const body = JSON.stringify({ itemId: seeded.items[0]?.id });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${base}${diner}/cart/items`,
        {
          method: 'POST',
          agent: false,
          headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 1500);
    });
    await sleep(200);

    child.kill('SIGTERM');
    // The stream is told when to come back, then ended.
    await streamEnded;
    expect(streamText).toMatch(/retry: 1000\n\n$/);
    // No new connection is taken.
    const refused = await new Promise<string>((resolve) => {
      http
        .get(`${base}/api/health/live`, { agent: false }, (res) => resolve(`HTTP ${res.statusCode}`))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    // The request under way is answered in full.
    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(await exited).toBe(0);
  });
});
