import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLogStream, errorOf, log } from './log';
import { createTestContext, type TestContext } from './test/context';

/** The log as an operator reads it: JSON lines with the request's context, nothing secret. */
const lines: Record<string, unknown>[] = [];
let t: TestContext;
const previousLevel = log.level;
beforeAll(async () => {
  addLogStream({ write: (line) => lines.push(JSON.parse(line)) });
  log.level = 'debug';
  t = await createTestContext();
});
afterAll(async () => {
  log.level = previousLevel;
  await t.close();
});

describe('the server log', () => {
  it('names the request id, route and company on a line written during a request', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const res = await t.request(seed.host, '/api/products?page=1', { cookie: admin.cookie, headers: { 'x-request-id': 'proxy-req-0001' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('proxy-req-0001');
    const line = lines.find((l) => l.reqId === 'proxy-req-0001');
    expect(line).toMatchObject({
      level: 20,
      msg: 'リクエスト',
      method: 'GET',
      route: '/api/products',
      companyId: seed.companyId,
      status: 200,
    });
    // A request id that does not look like one is replaced, never echoed.
    const odd = await t.request(seed.host, '/api/products', { cookie: admin.cookie, headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redacts cookies, authorization, passwords and tokens wherever they are', () => {
    log.info(
      { headers: { cookie: 'session=abc', authorization: 'Bearer xyz' }, password: 'pw-1', body: { token: 'tk-1', newPassword: 'pw-2' } },
      'probe',
    );
    const text = JSON.stringify(lines.find((l) => l.msg === 'probe'));
    for (const secret of ['session=abc', 'Bearer xyz', 'pw-1', 'tk-1', 'pw-2']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it("logs a failed query by the driver's code and message, without the values users typed", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), { code: '23505' });
    const failed = Object.assign(
      new Error('Failed query: insert into users (email, name) values ($1, $2)\nparams: taro@example.com,山田 太郎'),
      { cause },
    );
    expect(errorOf(failed)).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "users_email"' });
    const unwrapped = errorOf(new Error('Failed query: select 1\nparams: secret-value'));
    expect(unwrapped.message).toBe('Failed query: select 1\nparams: [omitted]');
  });
});
