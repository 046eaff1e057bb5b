import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { observe } from './metrics';

/**
 * GET /metrics as Prometheus scrapes it: only with the token, in the text format that Debian's
 * `promtool check metrics` (package prometheus) accepts, with the figures the README names.
 */
const token = 'metrics-token-for-the-test-0123';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { METRICS_TOKEN: token } });
});
afterAll(() => t.close());

const scrape = (authorization?: string) => t.request(t.hostOf(null), '/metrics', { headers: authorization ? { authorization } : {} });

/** promtool's verdict on a scrape: its exit status and what it said. */
function promtool(text: string) {
  const result = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (result.error) throw new Error(`promtool is needed (apt-get install prometheus): ${result.error.message}`);
  return { status: result.status, said: `${result.stdout}${result.stderr}` };
}

describe('/metrics', () => {
  it('answers only with the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-some-length')).status).toBe(401);
    const res = await scrape(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('is off without METRICS_TOKEN', async () => {
    const off = await createTestContext();
    try {
      expect((await off.request(off.hostOf(null), '/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('passes promtool and counts requests by route, orders placed and open streams', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    expect((await admin.get('/api/products')).status).toBe(200);
    const [seat] = (await (await admin.send('POST', '/api/seats', { name: 'M1' })).json()).items;
    const [item] = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items;
    const diner = `/api/mobile-order/${seed.companyId}/${seat.token}`;
    await t.request(seed.host, `${diner}/cart/items`, { method: 'POST', body: { itemId: item.id } });
    expect((await t.request(seed.host, `${diner}/orders`, { method: 'POST', body: { requestKey: 'metrics-1' } })).status).toBe(201);
    const stream = await admin.get('/api/events');
    expect(stream.status).toBe(200);

    // The queue as the server process observes it (serve.ts): a document mail queued and sent.
    observe({ jobs: t.jobs.counts });
    const office = await t.seedCompany();
    const clerk = await t.signIn(office.admin.email, office.host);
    const customerId = await t.seedCustomer(office.companyId, 'C-001', '株式会社メトリクス');
    const { id } = await (
      await clerk.send('POST', '/api/documents/invoice', {
        issueDate: '2026-11-05',
        customerId,
        lines: [{ name: '保守作業', unitPrice: 5000 }],
      })
    ).json();
    expect((await clerk.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
    const mailed = await clerk.send('POST', `/api/documents/invoice/${id}/send`, {
      to: 'client@example.com',
      subject: '請求書',
      message: 'ご確認ください',
    });
    expect(mailed.status).toBe(202);
    await t.jobs.idle();

    const text = await (await scrape(`Bearer ${token}`)).text();
    const verdict = promtool(text);
    expect(verdict, verdict.said).toMatchObject({ status: 0 });
    // The route as registered, never the URL with its ids.
    expect(text).toMatch(/kanri_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status="200"\} \d+/);
    expect(text).toMatch(
      /kanri_http_request_duration_seconds_count\{method="POST",route="\/api\/mobile-order\/:companyId\/:seatId\/orders",status="201"\} \d+/,
    );
    expect(text).not.toContain(seed.companyId);
    expect(text).toMatch(/kanri_orders_placed_total\{by="diner"\} [1-9]/);
    expect(text).toMatch(/kanri_live_streams_open\{kind="staff"\} [1-9]/);
    expect(text).toMatch(/kanri_event_bus_listening 1/);
    expect(text).toMatch(/kanri_database_reachable 1/);
    expect(text).toMatch(/kanri_pdf_renders_in_flight 0/);
    expect(text).toMatch(/kanri_process_cpu_seconds_total/);
    expect(text).toMatch(/kanri_jobs\{kind="[a-z.-]*mail[a-z.-]*",state="completed"\} [1-9]/);
    await stream.body?.cancel();
  });
});
