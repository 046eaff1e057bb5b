import { readFileSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  // The built web app as far as the manifest goes: its pages and the icons of public/ as committed.
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), '<!doctype html><title>モバイルオーダー</title>');
  await cp(join(process.cwd(), 'public', 'icons'), join(webRoot, 'icons'), { recursive: true });
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

async function iconSize(host: string, src: string) {
  const res = await t.request(host, src);
  expect(res.status, src).toBe(200);
  expect(res.headers.get('content-type'), src).toBe('image/png');
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect(format, src).toBe('png');
  return `${width}x${height}`;
}

describe('the home-screen app of 注文確認', () => {
  it('answers the partner’s manifest: its name, 注文確認 as the start, standalone, its colour and icons', async () => {
    const partner = await t.seedCompany({ type: 'mobile-order' });
    const res = await t.request(partner.host, '/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: `${partner.oemName} 注文確認`,
      short_name: '注文確認',
      start_url: '/order?tab=orders',
      display: 'standalone',
      theme_color: '#4a5565',
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(await iconSize(partner.host, icon.src)).toBe(icon.sizes);
    }
    expect(await iconSize(partner.host, '/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('answers a plain 注文確認 manifest on the main host', async () => {
    const manifest = (await (await t.request(t.hostOf(null), '/manifest.webmanifest')).json()) as Manifest;
    expect(manifest.name).toBe('注文確認');
    expect(manifest.start_url).toBe('/order?tab=orders');
  });

  it('is linked from the back-office page, with what iPhone and iPad read instead', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(html).toContain('<meta name="mobile-web-app-capable" content="yes" />');
  });
});
