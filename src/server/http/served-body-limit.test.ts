import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

/**
 * Body limits as Node serves the API (the other tests call the app in-process): a stated
 * length is judged by the header, a chunked body as it streams, and a body under the limit
 * still reaches the route.
 */
let t: TestContext;
let server: ServerType;
let port = 0;
beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const MB = 1024 * 1024;

/** A POST over a real connection; `pieces` are written one by one (chunked unless a length is given). */
function post(host: string, path: string, cookie: string, pieces: string[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host, origin: `http://${host}`, cookie, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The server may answer 413 and close before every piece is written.
    req.on('error', reject);
    for (const piece of pieces) req.write(piece);
    req.end();
  });
}

const tooLarge = { status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'リクエストが大きすぎます' } } };

describe('request body limits, served by Node', () => {
  it('cuts a JSON body over 1 MB by its stated length or as it streams, and lets a small one through', async () => {
    const seed = await t.seedCompany();
    const { cookie } = await t.signIn(seed.admin.email, seed.host);
    const big = JSON.stringify({ code: 'P-1', name: 'あ'.repeat(Math.floor((1.1 * MB) / 3)) });
    expect(await post(seed.host, '/api/products', cookie, [big], { 'content-length': String(Buffer.byteLength(big)) })).toEqual(tooLarge);
    const half = big.slice(0, big.length / 2);
    expect(await post(seed.host, '/api/products', cookie, [half, big.slice(half.length)])).toEqual(tooLarge);
    const small = JSON.stringify({ code: 'P-1', name: 'ペン', unit: '本', unitPrice: '100', taxCategory: 'standard' });
    const created = await post(seed.host, '/api/products', cookie, [small], { 'content-length': String(Buffer.byteLength(small)) });
    expect(created.status).toBe(201);
    const chunked = await post(seed.host, '/api/products', cookie, [small.slice(0, 5), small.slice(5).replace('P-1', 'P-2')]);
    expect(chunked.status).toBe(201);
  });
});
