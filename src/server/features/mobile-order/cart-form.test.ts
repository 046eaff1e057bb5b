import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { type RamenShop, seedRamenShop } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The menu's add button as a browser without the page's scripts sends it: a form posted to the page's URL. */
function postForm(r: RamenShop, query: string, fields: Record<string, string>, origin = `http://${r.seed.host}`, site = 'same-origin') {
  return t.app.request(`http://${r.seed.host}/mobile-order?${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { host: r.seed.host, origin, 'sec-fetch-site': site, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
const menuQuery = (r: RamenShop, seatId = r.seats[0].token) => `companyId=${r.seed.companyId}&seatId=${seatId}&page=menu`;
const cartOf = async (r: RamenShop) => (await (await r.a1('GET', '/cart')).json()) as { items: { id: string; quantity: number }[] };

describe('the menu add button without scripts (a form the server answers)', () => {
  it('adds one to the seat cart and sends the phone back to the menu at that item', async () => {
    const r = await seedRamenShop(t);
    for (const origin of [`http://${r.seed.host}`, 'null']) {
      const res = await postForm(r, menuQuery(r), { itemId: r.karaage.id }, origin, 'same-origin');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/mobile-order?${menuQuery(r)}#item-${r.karaage.id}`);
    }
    expect((await cartOf(r)).items).toMatchObject([{ id: r.karaage.id, quantity: 2 }]);
  });

  it('sends an item whose options must be chosen to its page, and adds nothing', async () => {
    const r = await seedRamenShop(t);
    const res = await postForm(r, menuQuery(r), { itemId: r.ramen.id });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '', 'http://x');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ page: 'product-detail', productId: r.ramen.id });
    expect((await cartOf(r)).items).toEqual([]);
  });

  it('refuses a sold-out or unknown item with a Japanese reason and the way back, and adds nothing', async () => {
    const r = await seedRamenShop(t);
    await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { isSoldOut: true });
    const soldOut = await postForm(r, menuQuery(r), { itemId: r.beer.id });
    expect(soldOut.status).toBe(409);
    const html = await soldOut.text();
    expect(html).toContain('「生ビール」は売り切れです');
    expect(html).toContain(`<a href="/mobile-order?${menuQuery(r).replaceAll('&', '&#38;')}">メニューに戻る</a>`);
    const unknown = await postForm(r, menuQuery(r), { itemId: 'no-such-item' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('商品が見つかりません');
    const missing = await postForm(r, menuQuery(r), {});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('商品を選んでください');
    expect((await cartOf(r)).items).toEqual([]);
  });

  it("refuses another site's form, an unknown seat and another company's seat", async () => {
    const r = await seedRamenShop(t);
    const other = await seedRamenShop(t);
    const crossSite = await postForm(r, menuQuery(r), { itemId: r.karaage.id }, 'http://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('別のサイトからの操作は受け付けられません');
    // A form without an Origin (the page's no-referrer policy) is ours only when the browser says it is same-origin.
    expect((await postForm(r, menuQuery(r), { itemId: r.karaage.id }, 'null', 'cross-site')).status).toBe(403);
    expect((await postForm(r, menuQuery(r, 'not-a-seat'), { itemId: r.karaage.id })).status).toBe(404);
    // This company's id with the other's seat token.
    expect((await postForm(r, menuQuery(r, other.seats[0].token), { itemId: other.karaage.id })).status).toBe(404);
    expect((await cartOf(r)).items).toEqual([]);
    expect((await (await other.a1('GET', '/cart')).json()).items).toEqual([]);
  });
});
