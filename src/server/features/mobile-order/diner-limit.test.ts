import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

// A database of its own, so no other test file writes to the rate-limit table meanwhile.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ embedded: true });
});
afterAll(() => t.close());

const inventedToken = () => crypto.randomUUID().replace(/-/g, '').slice(0, 22);
const rateLimitRows = () => t.db.select().from(rateLimits).orderBy(rateLimits.key);

describe('diner requests with unknown seat tokens', () => {
  it('write nothing, and are refused with 429 per client address after 30 a minute', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const [seat] = (await (await admin.send('POST', '/api/seats', { name: 'A1' })).json()).items;
    const diner = (token: string, ip: string, path = '/cart') =>
      t.request(seed.host, `/api/mobile-order/${seed.companyId}/${token}${path}`, { ip });
    const before = await rateLimitRows();

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await diner(inventedToken(), '203.0.113.7', i % 2 ? '' : '/cart')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const limited = await diner(inventedToken(), '203.0.113.7');
    expect(await limited.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: '操作が多すぎます。少し待ってから再度お試しください。' },
    });
    expect(await rateLimitRows()).toEqual(before);

    // Another address is not held back; real seats are limited per seat, in memory: no row either.
    expect((await diner(inventedToken(), '203.0.113.8')).status).toBe(404);
    expect((await diner(seat.token, '203.0.113.7')).status).toBe(200);
    expect(await rateLimitRows()).toEqual(before);
  });
});
