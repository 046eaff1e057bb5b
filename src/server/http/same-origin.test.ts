import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestContext, type TestContext } from '../test/context';
import { sameOriginWrites } from './same-origin';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Send = { host: string; path: string; origin?: string; type?: string; body?: string; cookie?: string };
/** A raw request, so each test says exactly which Origin and Content-Type the browser sent. */
function send({ host, path, origin, type, body, cookie }: Send) {
  const headers: Record<string, string> = { host };
  if (origin) headers.origin = origin;
  if (type) headers['content-type'] = type;
  if (cookie) headers.cookie = cookie;
  return t.app.request(`http://${host}${path}`, { method: 'POST', headers, body });
}

const product = (code: string) => JSON.stringify({ code, name: 'CSRF確認', unitPrice: 100, taxCategory: 'standard' });

describe('cross-site request forgery', () => {
  it('refuses writes from a sibling partner, without Origin, or with a form body type, and writes nothing', async () => {
    const seed = await t.seedCompany();
    const sibling = await t.seedCompany();
    const { cookie } = await t.signIn(seed.admin.email, seed.host);
    const attempts: Send[] = [
      { host: seed.host, path: '/api/products', origin: `http://${sibling.host}`, type: 'application/json', body: product('X-1') },
      { host: seed.host, path: '/api/products', type: 'application/json', body: product('X-2') },
      { host: seed.host, path: '/api/products', origin: `http://${seed.host}`, type: 'text/plain', body: product('X-3') },
      { host: seed.host, path: '/api/products', origin: `https://${seed.host}`, type: 'application/json', body: product('X-4') },
      { host: seed.host, path: '/api/products', origin: 'null', type: 'application/json', body: product('X-5') },
    ];
    for (const attempt of attempts) {
      const res = await send({ ...attempt, cookie });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toMatch(/受け付けられません/);
    }
    const list = await (await t.request(seed.host, '/api/products', { cookie })).json();
    expect(list.items).toEqual([]);

    const ok = await send({
      host: seed.host,
      path: '/api/products',
      origin: `http://${seed.host}`,
      type: 'application/json',
      cookie,
      body: product('X-9'),
    });
    expect(ok.status).toBe(201);
  });

  it('guards better-auth and the diner routes too, which sit before host resolution', async () => {
    const seed = await t.seedCompany();
    const sibling = await t.seedCompany();
    const signIn = await send({
      host: seed.host,
      path: '/api/auth/sign-in/email',
      origin: `http://${sibling.host}`,
      type: 'application/json',
      body: JSON.stringify({ email: seed.admin.email, password: 'test-pass-2026' }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const formSignIn = await send({
      host: seed.host,
      path: '/api/auth/sign-in/email',
      origin: `http://${seed.host}`,
      type: 'application/x-www-form-urlencoded',
      body: 'email=a',
    });
    expect(formSignIn.status).toBe(403);
    const diner = await send({
      host: seed.host,
      path: `/api/mobile-order/${seed.companyId}/seat/cart/items`,
      origin: `http://${sibling.host}`,
      type: 'application/json',
      body: '{}',
    });
    expect(diner.status).toBe(403);
    expect((await diner.json()).error.code).toBe('CROSS_ORIGIN');
  });

  it('takes the scheme from BASE_URL, or from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const app = (env: Record<string, string>) =>
      new Hono().use('*', sameOriginWrites(loadConfig({ MAIN_HOST: 'example.com', ...env }))).post('/api/x', (c) => c.json({ ok: true }));
    const post = (a: Hono, proto?: string) =>
      a.request('http://example.com/api/x', {
        method: 'POST',
        headers: {
          host: 'example.com',
          origin: 'https://example.com',
          'content-type': 'application/json',
          ...(proto ? { 'x-forwarded-proto': proto } : {}),
        },
        body: '{}',
      });
    expect((await post(app({ BASE_URL: 'https://example.com' }))).status).toBe(200);
    expect((await post(app({ BASE_URL: 'http://example.com' }))).status).toBe(403);
    expect((await post(app({ BASE_URL: 'http://example.com' }), 'https')).status).toBe(403);
    expect((await post(app({ BASE_URL: 'http://example.com', TRUST_PROXY: 'true' }), 'https')).status).toBe(200);
  });
});
