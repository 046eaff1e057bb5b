import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { addToCart } from './cart';
import { placeOrder } from './place-order';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// The diner POSTs take the seat from the instance's cache; their statements check the token again.
describe('diner writes with a seat looked up before its QR code was renewed', () => {
  it('add nothing, order nothing, and answer URLを確認してください', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const [seat] = (await (await admin.send('POST', '/api/seats', { name: 'A1' })).json()).items;
    const beer = (await (await admin.send('POST', '/api/menu/items', { name: '生ビール', price: 550 })).json()).items[0];
    const diner = (token: string) => (path: string, body?: unknown) =>
      t.request(seed.host, `/api/mobile-order/${seed.companyId}/${token}${path}`, { method: body ? 'POST' : 'GET', body });
    const old = diner(seat.token);
    expect((await old('/cart/items', { itemId: beer.id })).status).toBe(200);
    await admin.send('POST', `/api/seats/${seat.id}/regenerate-token`);
    const renewed = (await (await admin.get('/api/seats')).json()).items[0].token as string;

    // Through HTTP: whether or not the instance has heard of the change yet.
    expect((await old('/cart/items', { itemId: beer.id })).status).toBe(404);
    const refused = await old('/orders', { requestKey: 'old-qr-code-1' });
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe('URLを確認してください');

    // The statements themselves, handed the seat as it was cached before the renewal.
    const stale = { id: seat.id, companyId: seed.companyId, name: 'A1', token: seat.token };
    await expect(
      addToCart(t.db, { companyId: seed.companyId, seatId: seat.id, token: seat.token }, { itemId: beer.id, quantity: 1, choiceIds: [] }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(placeOrder(t.db, stale, { note: '', requestKey: 'old-qr-code-2' })).rejects.toMatchObject({ status: 404 });

    // The cart still holds the one beer added before, and no order was placed.
    const cart = await (await diner(renewed)('/cart')).json();
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    expect((await (await diner(renewed)('/orders')).json()).items).toEqual([]);
  });
});
