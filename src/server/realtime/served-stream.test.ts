import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { readEvents } from '../test/sse';
import { recheckEvery } from './stream';

/**
 * Live streams as Node serves them: written straight into the socket, not through a web
 * stream (the other tests call the app in-process). Heartbeats 100 ms apart here, so the
 * safety-net access check comes every 2 s.
 */
const heartbeatMs = 100;
let t: TestContext;
let server: ServerType;
let port = 0;
beforeAll(async () => {
  t = await createTestContext({ streamHeartbeatMs: heartbeatMs });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A GET over a real connection, as a browser on `host` sends it; the body as a web response. */
function get(host: string, path: string, cookie?: string) {
  return new Promise<Response>((resolve, reject) => {
    const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const body = Readable.toWeb(res) as ReadableStream<Uint8Array>;
        resolve(new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> }));
      })
      .on('error', reject);
  });
}

/** Everything the stream sends within `ms`, comments included. */
async function rawText(res: Response, ms: number) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  for (;;) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => {});
  return text;
}

async function restaurant() {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const seats = (await (await admin.send('POST', '/api/seats', { name: 'A1' })).json()).items;
  const menu = await (await admin.send('POST', '/api/menu/items', { name: '焼き鳥', price: 180 })).json();
  return { seed, admin, seat: seats[0] as { id: string; token: string }, itemId: menu.items[0].id as string };
}

describe('a live stream served by Node', () => {
  it('is an event stream that says ready, stays alive without events, and carries an order to staff', async () => {
    const { seed, admin, seat, itemId } = await restaurant();
    const staff = await get(seed.host, '/api/events', admin.cookie);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(staff, (events) => events.some((e) => e.event === 'order.created'));

    const diner = await get(seed.host, `/api/mobile-order/${seed.companyId}/${seat.token}/events`);
    const text = await rawText(diner, heartbeatMs * 4);
    expect(text).toMatch(/^event: ready\ndata: \{.*"isLive":true\}\nid: \d+\n\n/);
    expect(text).toContain(': keep-alive\n\n');

    const path = `/api/mobile-order/${seed.companyId}/${seat.token}`;
    await t.request(seed.host, `${path}/cart/items`, { method: 'POST', body: { itemId } });
    expect((await t.request(seed.host, `${path}/orders`, { method: 'POST', body: { requestKey: 'served-over-node' } })).status).toBe(201);
    const created = (await reading).find((e) => e.event === 'order.created');
    expect(JSON.parse(created?.data ?? '{}')).toMatchObject({ seatName: 'A1', totalAmount: 180 });
  });

  it('a renewed QR code ends the diners’ stream', async () => {
    const { seed, admin, seat } = await restaurant();
    const diner = await get(seed.host, `/api/mobile-order/${seed.companyId}/${seat.token}/events`);
    const reading = rawText(diner, 5000);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    expect((await admin.send('POST', `/api/seats/${seat.id}/regenerate-token`)).status).toBe(200);
    await reading;
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a session that expires with no row changing is ended by the periodic access check', async () => {
    const { seed, admin } = await restaurant();
    const staff = await get(seed.host, '/api/events', admin.cookie);
    const reading = rawText(staff, recheckEvery * heartbeatMs * 4);
    // The session runs out 300 ms from now. Shortening it notifies (the stream checks and stays),
    // its running out does not: only the periodic check can see it.
    const shortened = await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.token, sessionToken(admin.cookie)))
      .returning({ id: sessions.id });
    expect(shortened).toHaveLength(1);
    const started = Date.now();
    const text = await reading;
    expect(text).toContain('event: ready');
    // Ended by the server before the reader's own limit.
    expect(Date.now() - started).toBeLessThan(recheckEvery * heartbeatMs * 3);
  });
});

/** better-auth's session cookie holds `token.signature`. */
function sessionToken(cookie: string) {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] as string;
}
