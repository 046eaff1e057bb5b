import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { placeOrderAt, seedRestaurant } from '../../test/restaurant';
import { stubWebRoot } from '../../test/web-root';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ webRoot: await stubWebRoot() });
});
afterAll(() => t.close());

const kitchenPrinter = { name: '厨房', host: '192.168.1.50', paperWidth: 80, isEnabled: true };

describe('printers', () => {
  it('an administrator sets a printer per route; every member of 注文確認 reads them; bad input changes nothing', async () => {
    const r = await seedRestaurant(t);
    expect((await (await r.admin.get('/api/orders/printers')).json()).items).toEqual([]);
    const saved = await r.admin.send('PUT', '/api/orders/printers/kitchen', kitchenPrinter);
    expect(saved.status).toBe(200);
    await r.admin.send('PUT', '/api/orders/printers/receipt', { host: 'tm-m30.local:8080', paperWidth: 58, deviceId: '' });
    expect((await (await r.admin.get('/api/orders/printers')).json()).items).toEqual([
      { route: 'kitchen', name: '厨房', host: '192.168.1.50', deviceId: 'local_printer', paperWidth: 80, isEnabled: true },
      { route: 'receipt', name: '', host: 'tm-m30.local:8080', deviceId: 'local_printer', paperWidth: 58, isEnabled: true },
    ]);
    for (const [body, message] of [
      [
        { ...kitchenPrinter, host: 'http://192.168.1.50/' },
        'プリンターのIPアドレスまたはホスト名を正しく入力してください（例: 192.168.1.50）',
      ],
      [{ ...kitchenPrinter, host: '' }, 'プリンターのIPアドレスまたはホスト名を入力してください'],
      [{ ...kitchenPrinter, paperWidth: 76 }, '用紙幅は58mmか80mmを選んでください'],
    ] as const) {
      const res = await r.admin.send('PUT', '/api/orders/printers/kitchen', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await r.admin.send('PUT', '/api/orders/printers/bar', kitchenPrinter)).status).toBe(404);
    expect((await (await r.admin.get('/api/orders/printers')).json()).items[0].host).toBe('192.168.1.50');
  });

  it('a member who is not an administrator reads the printers but cannot change them; another company sees none', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order', staffPermissions: { quote: true } });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const staff = await t.signIn(seed.staff.email, seed.host);
    await admin.send('PUT', '/api/orders/printers/drink', kitchenPrinter);
    expect((await (await staff.get('/api/orders/printers')).json()).items).toHaveLength(1);
    const refused = await staff.send('PUT', '/api/orders/printers/drink', { ...kitchenPrinter, host: '10.0.0.9' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('プリンターの設定には管理者権限が必要です');
    expect((await staff.send('DELETE', '/api/orders/printers/drink')).status).toBe(403);
    expect((await (await staff.get('/api/orders/printers')).json()).items[0].host).toBe('192.168.1.50');
    const other = await seedRestaurant(t);
    expect((await (await other.admin.get('/api/orders/printers')).json()).items).toEqual([]);
  });

  it('the signed-in member’s pages may connect to the company’s printers, and no one else’s', async () => {
    const r = await seedRestaurant(t);
    await r.admin.send('PUT', '/api/orders/printers/kitchen', kitchenPrinter);
    const connectSrc = async (cookie?: string) => {
      const res = await t.request(r.seed.host, '/order/kitchen', { cookie });
      return (res.headers.get('content-security-policy') ?? '').split(';').find((d) => d.trim().startsWith('connect-src'));
    };
    expect(await connectSrc(r.admin.cookie)).toBe(" connect-src 'self' http://192.168.1.50 https://192.168.1.50");
    expect(await connectSrc()).toBe(" connect-src 'self'");
    const other = await seedRestaurant(t);
    const page = await t.request(other.seed.host, '/order', { cookie: other.admin.cookie });
    expect(page.headers.get('content-security-policy')).not.toContain('192.168.1.50');
  });
});

describe('the print queue', () => {
  it('a ticket no printer took is kept with its order until printed, once per route, and a reload still shows it', async () => {
    const r = await seedRestaurant(t);
    const order = await placeOrderAt(r.a1, r.karaage.id, 'print-queue');
    const failure = { kind: 'ticket', route: 'kitchen', sourceId: order.id, error: 'プリンターが応答しません' };
    const kept = await r.admin.send('POST', '/api/orders/print-jobs', failure);
    expect(kept.status).toBe(201);
    const job = await kept.json();
    expect(job).toMatchObject({ kind: 'ticket', route: 'kitchen', attempts: 1, error: 'プリンターが応答しません' });
    expect(job.title).toMatch(/^A1 キッチン伝票（\d\d:\d\dの注文）$/);
    expect(job.order.items.map((l: { name: string }) => l.name)).toEqual(['唐揚げ定食']);
    // A second failure of the same ticket is another attempt, not another ticket.
    await r.admin.send('POST', '/api/orders/print-jobs', { ...failure, error: 'code=EPTR_COVER_OPEN' });
    const listed = (await (await r.admin.get('/api/orders/print-jobs')).json()).items;
    expect(listed.map((j: { id: string; attempts: number; error: string }) => [j.id, j.attempts, j.error])).toEqual([
      [job.id, 2, 'code=EPTR_COVER_OPEN'],
    ]);
    // Another company neither sees nor clears it, nor queues this company's order.
    const other = await seedRestaurant(t);
    expect((await (await other.admin.get('/api/orders/print-jobs')).json()).items).toEqual([]);
    expect((await other.admin.send('POST', `/api/orders/print-jobs/${job.id}/printed`)).status).toBe(404);
    expect((await other.admin.send('POST', '/api/orders/print-jobs', failure)).status).toBe(404);

    expect((await r.admin.send('POST', `/api/orders/print-jobs/${job.id}/printed`)).status).toBe(200);
    expect((await (await r.admin.get('/api/orders/print-jobs')).json()).items).toEqual([]);
    // Failing again later queues it afresh.
    expect((await (await r.admin.send('POST', '/api/orders/print-jobs', failure)).json()).attempts).toBe(1);
  });

  it('a seat’s receipt reads as its PDF has it, and is queued by its number when its printer fails', async () => {
    const r = await seedRestaurant(t);
    await placeOrderAt(r.a1, r.karaage.id, 'receipt-1');
    await placeOrderAt(r.a1, r.beer.id, 'receipt-2');
    // The guests had both dishes: the orders still open are served at 会計.
    const closing = await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, {
      receipt: { addressee: '' },
      unserved: 'serve',
    });
    expect(closing.status).toBe(200);
    const closed = await closing.json();
    const receipt = await (await r.admin.get(`/api/orders/receipts/${closed.receipt.id}`)).json();
    expect(receipt.number).toBe(closed.receipt.number);
    expect(receipt.total).toBe(closed.receipt.total);
    expect(receipt.lines.map((l: { name: string; quantity: string }) => `${l.name}×${l.quantity}`)).toEqual(['唐揚げ定食×1', '生ビール×1']);
    expect(receipt.byRate.reduce((sum: number, r: { base: number; tax: number }) => sum + r.base + r.tax, 0)).toBe(receipt.total);
    const job = await (
      await r.admin.send('POST', '/api/orders/print-jobs', { kind: 'receipt', route: 'receipt', sourceId: closed.receipt.id })
    ).json();
    expect(job.title).toBe(`領収書 ${closed.receipt.number}`);
    const other = await seedRestaurant(t);
    expect((await other.admin.get(`/api/orders/receipts/${closed.receipt.id}`)).status).toBe(404);
  });
});
