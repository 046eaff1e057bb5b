import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { startPushService } from '../../test/push-service';
import { seedRestaurant } from '../../test/restaurant';
import { readEvents } from '../../test/sse';

let t: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestContext({ env: { PUSH_ENDPOINT_ORIGINS: service.origin } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('alerts of diners’ requests and 代理注文', () => {
  it('the staff stream hears a request and its 対応済み', async () => {
    const r = await seedRestaurant(t);
    const stream = await r.admin.get('/api/events');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'seat-request.handled'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sent = await (await r.a2('POST', '/requests', { kind: 'bill' })).json();
    await r.admin.send('POST', `/api/orders/requests/${sent.id}/handle`);
    const events = await reading;
    const created = events.find((e) => e.event === 'seat-request.created');
    expect(JSON.parse(created?.data ?? '{}')).toEqual({
      id: sent.id,
      seatId: r.seats[1].id,
      seatName: 'A2',
      kind: 'bill',
      createdAt: sent.createdAt,
    });
    expect(JSON.parse(events.find((e) => e.event === 'seat-request.handled')?.data ?? '{}')).toEqual({ id: sent.id });
  });

  it('pushes 店員呼び出し and お会計 distinctly, and a 代理注文 to the staff devices, naming the seat', async () => {
    const r = await seedRestaurant(t);
    const device = service.device('/device/requests');
    expect((await r.admin.send('PUT', '/api/orders/push/subscription', device.subscription)).status).toBe(200);
    const before = service.received.length;
    const sent = await (await r.a1('POST', '/requests', { kind: 'call' })).json();
    await service.waitFor(before + 1);
    const bill = await (await r.a2('POST', '/requests', { kind: 'bill' })).json();
    await service.waitFor(before + 2);
    const order = await (
      await r.admin.send('POST', '/api/orders', {
        seatId: r.seats[1].id,
        items: [{ itemId: r.beer.id, quantity: 2 }],
        requestKey: 'push-staff-order',
      })
    ).json();
    await service.waitFor(before + 3);
    const opened = service.received.filter((push) => push.path === '/device/requests').map((push) => device.open(push));
    expect(opened).toEqual([
      // A call and a bill read differently on a locked screen: the seat, then which of the two.
      { title: 'A1：店員呼び出し', body: 'A1のお客様がお呼びです', url: '/order?tab=orders', tag: `request-${sent.id}` },
      { title: 'A2：お会計', body: 'A2のお客様がお会計をお待ちです', url: '/order?tab=orders', tag: `request-${bill.id}` },
      { title: '新しい注文（A2）', body: '生ビール ×2　合計 ¥1,100', url: '/order?tab=orders', tag: `order-${order.id}` },
    ]);
  });
});
