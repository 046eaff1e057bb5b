import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, oems } from '../../db/schema';
import { putFile, uploadKey } from '../../files/file-store';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

/** The built page's shape: a stylesheet, the entry script and its chunks in the head, an empty #root. */
const template = [
  '<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>モバイルオーダー</title>',
  '<script type="module" crossorigin src="/assets/mobile-order-x.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-x.js">',
  '<link rel="stylesheet" crossorigin href="/assets/styles-x.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

let t: TestContext;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), template);
  await writeFile(join(webRoot, 'assets', 'styles-x.css'), '.bg-sky-50{background:#f0f9ff}');
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

type Restaurant = Awaited<ReturnType<typeof seedRestaurant>>;
const pageOf = async (r: Restaurant, query: string) => {
  const res = await t.request(r.seed.host, `/mobile-order?${query}`);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
};
const seatQuery = (r: Restaurant, page = 'menu') => `companyId=${r.seed.companyId}&seatId=${r.seats[0].token}&page=${page}`;
const firstScreenOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="first-screen">(.*?)<\/script>/)?.[1] ?? 'null');
/** The page as built, with the preloads of a seat it could not render (or none). */
const isPlain = (html: string) => html.includes('<div id="root"></div>') && !html.includes('id="first-screen"');

describe('the diners page rendered by the server', () => {
  it('shows the seat menu in the HTML: store, seat, categories, names, prices, descriptions, 売り切れ', async () => {
    const r = await seedRestaurant(t);
    await r.admin.send('PATCH', `/api/menu/items/${r.beer.id}`, { isSoldOut: true });
    await r.a1('POST', '/cart/items', { itemId: r.karaage.id });
    const { res, html } = await pageOf(r, seatQuery(r));
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="first-screen"'));
    expect(root).not.toBe('');
    // The tab names the page and the store.
    expect(html).toMatch(/<title>メニュー｜テスト店[^<]*<\/title>/);
    // The add buttons are forms the server answers (before the scripts, or without them); only what needs the scripts waits inert.
    expect(root).toContain(`<form action="/mobile-order?${seatQuery(r).replaceAll('&', '&amp;')}" method="post">`);
    expect(root).toContain(`<input type="hidden" name="itemId" value="${r.karaage.id}"/>`);
    expect(root).toContain('<h1 class="truncate text-lg font-bold">メニュー</h1>');
    expect(root).toMatch(/テスト店.* ・ A1/);
    expect(root).toMatch(/<h3[^>]*>唐揚げ定食<\/h3>/);
    expect(root).toMatch(/<h3[^>]*>生ビール<\/h3>/);
    expect(root).toContain('¥980');
    expect(root).toContain('中ジョッキ');
    expect(root).toContain('売り切れ');
    expect(root).toContain('カートを見る');
    // The data the markup came from, for the browser to take it over without a request.
    const data = firstScreenOf(html);
    expect(data.ref).toEqual({ companyId: r.seed.companyId, seatId: r.seats[0].token });
    expect(data.menu).toEqual(await (await r.a1('GET', '')).json());
    expect(data.cart.items).toMatchObject([{ id: r.karaage.id, quantity: 1 }]);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('inlines the stylesheet and puts the scripts after the markup, under the same policy', async () => {
    const r = await seedRestaurant(t);
    const { res, html } = await pageOf(r, seatQuery(r));
    expect(html).toContain('<style>.bg-sky-50{background:#f0f9ff}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="preload"');
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('<script type="module" crossorigin src="/assets/mobile-order-x.js">')).toBeGreaterThan(body.indexOf('唐揚げ定食'));
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-x.js">');
    // The only inline script is data (not run, so the policy has no say); the policy is the page's own.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, , text]) => text);
    expect(inline.map(([, attributes]) => attributes)).toEqual([' type="application/json" id="first-screen"']);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('escapes item names: markup, a closing script tag or a replacement pattern stay text', async () => {
    const r = await seedRestaurant(t);
    const name = "</script><img src=x onerror=alert(1)>$&$'";
    await r.admin.send('PATCH', `/api/menu/items/${r.karaage.id}`, { name, description: '<b>太字</b>' });
    const { html } = await pageOf(r, seatQuery(r));
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;$&amp;$&#x27;');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data and the entry script, nothing from the name
    expect(firstScreenOf(html).menu.items[0].name).toBe(name);
  });

  it('serves the page as built for an unknown or renewed seat, a damaged URL, or a partner that is not a restaurant', async () => {
    const r = await seedRestaurant(t);
    for (const query of [
      `companyId=${r.seed.companyId}&seatId=nosuchseat`,
      `companyId=${r.seed.companyId}`,
      `companyId=${r.seed.companyId}&seatId=${encodeURIComponent('</script>')}`,
      '',
    ]) {
      const { res, html } = await pageOf(r, query);
      expect(isPlain(html), query).toBe(true);
      expect(html, query).toContain('rel="stylesheet"');
      expect(res.headers.get('cache-control'), query).toBe('no-cache');
    }
    await r.admin.send('POST', `/api/seats/${r.seats[1].id}/regenerate-token`);
    expect(isPlain((await pageOf(r, `companyId=${r.seed.companyId}&seatId=${r.seats[1].token}`)).html)).toBe(true);
    await t.db.update(oems).set({ type: 'standard' }).where(eq(oems.id, r.seed.oemId));
    expect(isPlain((await pageOf(r, seatQuery(r))).html)).toBe(true);
  });

  it("never renders another company's seat or menu", async () => {
    const r = await seedRestaurant(t);
    const other = await seedRestaurant(t);
    await other.admin.send('PATCH', `/api/menu/items/${other.karaage.id}`, { name: '他社の定食' });
    // This company's id with the other's seat token, on either company's host.
    for (const host of [r.seed.host, other.seed.host]) {
      const res = await t.request(host, `/mobile-order?companyId=${r.seed.companyId}&seatId=${other.seats[0].token}&page=menu`);
      const html = await res.text();
      expect(isPlain(html)).toBe(true);
      expect(html).not.toContain('他社の定食');
    }
  });

  it('renders an empty menu, and the start page of a seat', async () => {
    const seed = await t.seedCompany({ type: 'mobile-order' });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const seats = (await (await admin.send('POST', '/api/seats', { name: '窓際' })).json()).items;
    const menu = await t.request(seed.host, `/mobile-order?companyId=${seed.companyId}&seatId=${seats[0].token}&page=menu`);
    expect(await menu.text()).toContain('ただいまご注文いただける商品はありません');
    const start = await (await t.request(seed.host, `/mobile-order?companyId=${seed.companyId}&seatId=${seats[0].token}`)).text();
    expect(start).toContain('ご注文はこちら');
    expect(start).toContain('お席: 窓際');
  });

  it('carries a blur of the first thumbnails of page=menu, asks for those at once and the rest lazily', async () => {
    const r = await seedRestaurant(t);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c05020' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 7; i++) {
      const id = randomUUID();
      await putFile(t.db, uploadKey(id), photo);
      await t.db
        .insert(files)
        .values({ id, companyId: r.seed.companyId, filename: 'dish.jpg', contentType: 'image/jpeg', size: photo.length, isComplete: true });
      await r.admin.send('POST', '/api/menu/items', { name: `料理${i}`, price: 500, imageFileId: id });
    }
    const { html } = await pageOf(r, seatQuery(r));
    // The first six items as shown: お食事 (two without a photo), then その他's 料理0–3.
    const blurs = [
      ...html.matchAll(/style="background-image:url\(&quot;data:image\/webp;base64,([^&]+)&quot;\)[^"]*" data-image-url="([^"]+)"/g),
    ];
    expect(blurs).toHaveLength(4);
    // A 16 px square of the list thumbnail: a few hundred bytes at most.
    const blur = Buffer.from(blurs[0]?.[1] ?? '', 'base64');
    expect(blur.length).toBeLessThan(500);
    expect(await sharp(blur).metadata()).toMatchObject({ format: 'webp', width: 16, height: 16 });
    // Over each, the square thumbnail, fetched at once; further down, lazily.
    const eager = [...html.matchAll(/<img src="([^"]+)\/s240\.webp" alt="" loading="eager" fetchPriority="high"/g)].map(([, url]) => url);
    expect(eager).toEqual(blurs.map(([, , url]) => url));
    expect(html.match(/<img[^>]*loading="lazy"/g)).toHaveLength(3);
    expect(html.indexOf('料理3')).toBeLessThan(html.indexOf('loading="lazy"'));
    // The thumbnail is served as it is drawn: a 240 px square WebP.
    const thumbnail = await t.request(r.seed.host, `${eager[0]}/s240.webp`);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ width: 240, height: 240 });
    // Not on the start page, which shows no photos.
    expect((await pageOf(r, seatQuery(r, 'start'))).html).not.toContain('data:image/webp');
  });
});
