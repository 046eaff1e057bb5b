import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';
import { readEvents } from '../../test/sse';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const restaurant = () => seedRestaurant(t);

describe('diner: menu and seat', () => {
  it('shows store, seat and menu for a valid URL, with prices from the menu', async () => {
    const r = await restaurant();
    const res = await r.a1('GET', '');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.company.storeName).toMatch(/^テスト店/);
    expect(body.seat.name).toBe('A1');
    expect(body.items.map((i: { name: string; price: number }) => [i.name, i.price])).toEqual([
      ['唐揚げ定食', 980],
      ['生ビール', 550],
    ]);
    expect(r.seats[0].dinerUrl).toBe(
      `http://${r.seed.oemId}.localhost:3000/mobile-order?companyId=${r.seed.companyId}&seatId=${r.seats[0].token}`,
    );
    expect(r.seats[0].token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answers URLを確認してください for a wrong seat, a wrong company, or a standard partner', async () => {
    const r = await restaurant();
    const wrongSeat = await t.request(r.seed.host, `/api/mobile-order/${r.seed.companyId}/nosuchseat`);
    expect(wrongSeat.status).toBe(404);
    expect((await wrongSeat.json()).error.message).toBe('URLを確認してください');
    const other = await restaurant();
    expect((await t.request(r.seed.host, `/api/mobile-order/${other.seed.companyId}/${r.seats[0].token}`)).status).toBe(404);
  });

  it('a regenerated token retires the old QR code', async () => {
    const r = await restaurant();
    await r.admin.send('POST', `/api/seats/${r.seats[0].id}/regenerate-token`);
    expect((await r.a1('GET', '')).status).toBe(404);
  });
});

describe('diner: the shared cart', () => {
  it('adds to the existing quantity (default 1), updates, removes and clears', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
    const twice = await (await r.a1('POST', '/cart/items', { itemId: r.karaage.id, quantity: 2 })).json();
    expect(twice.items).toMatchObject([{ id: r.karaage.id, name: '唐揚げ定食', price: 980, quantity: 3 }]);
    expect(twice.items[0].addedAt).toBeGreaterThan(Date.now() - 10_000);
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await (await r.a1('PATCH', `/cart/items/${r.beer.id}`, { quantity: 4 })).json()).totalAmount).toBe(980 * 3 + 550 * 4);
    expect((await (await r.a1('PATCH', `/cart/items/${r.beer.id}`, { quantity: 0 })).json()).items).toHaveLength(1);
    expect((await (await r.a1('DELETE', `/cart/items/${r.karaage.id}`)).json()).items).toEqual([]);
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await (await r.a1('DELETE', '/cart')).json()).items).toEqual([]);
  });

  it('is one cart per seat: a second phone at the seat sees it, another seat does not', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const again = await (await r.a1('GET', '/cart')).json();
    expect(again.items).toHaveLength(1);
    expect((await (await r.a2('GET', '/cart')).json()).items).toEqual([]);
  });

  it('never takes a price from the browser, and refuses sold-out items', async () => {
    const r = await restaurant();
    const cheat = await r.a1('POST', '/cart/items', { itemId: r.beer.id, price: 1 });
    expect(cheat.status).toBe(400);
    await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { isSoldOut: true });
    const soldOut = await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).error.message).toBe('「生ビール」は売り切れです');
  });
});

describe('diner: placing an order', () => {
  it('creates the order from menu prices, empties the cart and shows it in the seat history', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id, quantity: 2 });
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const res = await r.a1('POST', '/orders', { note: 'ご飯少なめ', requestKey: 'key-aaaaaaaa' });
    expect(res.status).toBe(201);
    const { orderId, order } = await res.json();
    expect(orderId).toMatch(/^\d{13}$/);
    expect(order).toMatchObject({ orderNo: orderId, seatName: 'A1', totalAmount: 2510, note: 'ご飯少なめ', status: 'new' });
    expect(order.items).toEqual([
      { itemId: r.karaage.id, name: '唐揚げ定食', price: 980, quantity: 2 },
      { itemId: r.beer.id, name: '生ビール', price: 550, quantity: 1 },
    ]);
    expect((await (await r.a1('GET', '/cart')).json()).items).toEqual([]);
    const history = await (await r.a1('GET', '/orders')).json();
    expect(history.items.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderId]);
  });

  it('a retried request never doubles the order, and an empty cart places nothing', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const first = await (await r.a1('POST', '/orders', { requestKey: 'retry-key-1' })).json();
    const retry = await r.a1('POST', '/orders', { requestKey: 'retry-key-1' });
    expect((await retry.json()).order.id).toBe(first.order.id);
    const empty = await r.a2('POST', '/orders', { requestKey: 'another-key-2' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatchObject({ code: 'EMPTY_CART', message: 'カートが空です' });
    expect((await (await r.a1('GET', '/orders')).json()).items).toHaveLength(1);
    expect((await (await r.a2('GET', '/orders')).json()).items).toHaveLength(0);
  });

  it('two phones ordering at once: the cart becomes exactly one order', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.beer.id, quantity: 2 });
    const results = await Promise.all([
      r.a1('POST', '/orders', { requestKey: 'phone-one-1' }),
      r.a1('POST', '/orders', { requestKey: 'phone-two-2' }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([201, 409]);
    // The phone that found the cart gone is told why: its seatmate's order took it.
    const late = await Promise.all(results.filter((x) => x.status === 409).map((x) => x.json()));
    expect(late.map((body) => body.error)).toMatchObject([{ code: 'ORDERED_BY_SEATMATE', message: '同じ席の方がご注文済みです' }]);
    const staff = await (await r.admin.get('/api/orders')).json();
    expect(staff.items).toHaveLength(1);
    expect(staff.items[0].totalAmount).toBe(1100);
  });

  it('an empty cart after the guests’ order was settled (会計済み) is just empty again', async () => {
    const r = await restaurant();
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    expect((await r.a1('POST', '/orders', { requestKey: 'before-close-1' })).status).toBe(201);
    await r.admin.send('POST', `/api/orders/seats/${r.seats[0].id}/close`, { unserved: 'serve' });
    const empty = await r.a1('POST', '/orders', { requestKey: 'after-close-2' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('EMPTY_CART');
  });

  it('order numbers stay unique within a seat even in the same millisecond', async () => {
    const r = await restaurant();
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      await r.a1('POST', '/cart/items', { itemId: r.beer.id });
      numbers.push((await (await r.a1('POST', '/orders', { requestKey: `burst-${i}-xxxx` })).json()).orderId);
    }
    expect(new Set(numbers).size).toBe(5);
  });
});

describe('live alerts of the seat and the staff', () => {
  it('the staff stream delivers a new order at once, and a reconnect gets what it missed', async () => {
    const r = await restaurant();
    const stream = await r.admin.get('/api/events');
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'order.created'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    await r.a1('POST', '/orders', { requestKey: 'live-order-1' });
    const events = await reading;
    const ready = events.find((e) => e.event === 'ready');
    const created = events.find((e) => e.event === 'order.created');
    expect(JSON.parse(created?.data ?? '{}')).toMatchObject({ seatName: 'A1', totalAmount: 550 });

    // Offline: two more orders land while no stream is open.
    for (const key of ['missed-1-xx', 'missed-2-xx']) {
      await r.a2('POST', '/cart/items', { itemId: r.karaage.id });
      await r.a2('POST', '/orders', { requestKey: key });
    }
    const resumed = await t.request(r.seed.host, `/api/events?lastEventId=${created?.id}`, { cookie: r.admin.cookie });
    const missed = await readEvents(resumed, (ev) => ev.filter((e) => e.event === 'order.created').length >= 2);
    expect(missed.filter((e) => e.event === 'order.created').map((e) => JSON.parse(e.data).seatName)).toEqual(['A2', 'A2']);
    expect(Number(ready?.id)).toBeLessThan(Number(created?.id));
  });

  it('the seat stream hands the other phones the cart as each change left it', async () => {
    const r = await restaurant();
    const stream = await r.a1('GET', '/events');
    const reading = readEvents(stream, (events) => events.filter((e) => e.event === 'cart.changed').length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const added = await (await r.a1('POST', '/cart/items', { itemId: r.beer.id })).json();
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id, quantity: 2 });
    const changed = await (await r.a1('PATCH', `/cart/items/${r.beer.id}`, { quantity: 3 })).json();
    await r.a1('POST', '/orders', { requestKey: 'carried-cart-1' });
    const carts = (await reading).filter((e) => e.event === 'cart.changed').map((e) => JSON.parse(e.data).cart);
    // Each is what GET /cart answers at that moment, so a phone can show it without asking.
    expect(carts[0]).toEqual(added);
    expect(carts[1]).toMatchObject({ totalAmount: 550 + 980 * 2, items: [{ name: '生ビール' }, { name: '唐揚げ定食', quantity: 2 }] });
    expect(carts[2]).toEqual(changed);
    expect(carts[3]).toEqual({ items: [], totalAmount: 0 });
  });
});

describe('diner: limits', () => {
  it('rate limits one seat, not its neighbours', async () => {
    const r = await restaurant();
    // A burst of 100 (DINER_RATE_LIMIT), then the bucket refills 10 a second: a 429 comes soon after.
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 300 && !limited; i++) {
      const res = await r.a1('GET', '/cart');
      if (res.status === 429) limited = res;
      else statuses.push(res.status);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(200));
    if (!limited) throw new Error('no 429 within 300 requests');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toBe('操作が多すぎます。少し待ってから再度お試しください。');
    expect((await r.a2('GET', '/cart')).status).toBe(200);
  });

  it('refuses quantities outside 1–99 and a note over 500 characters, writing nothing', async () => {
    const r = await restaurant();
    for (const quantity of [0, 100, 1.5]) expect((await r.a1('POST', '/cart/items', { itemId: r.beer.id, quantity })).status).toBe(400);
    await r.a1('POST', '/cart/items', { itemId: r.beer.id });
    const long = await r.a1('POST', '/orders', { note: 'あ'.repeat(501), requestKey: 'long-note-1' });
    expect((await long.json()).error.message).toBe('ご要望は500文字以内で入力してください');
    expect((await (await r.a1('GET', '/cart')).json()).items).toHaveLength(1);
    expect((await (await r.a1('GET', '/orders')).json()).items).toEqual([]);
  });
});

describe('live streams', () => {
  it('an allowed stream stays open', async () => {
    const r = await restaurant();
    const stream = await r.admin.get('/api/events');
    const started = Date.now();
    await readEvents(stream, () => false, 1500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});
