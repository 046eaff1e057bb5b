import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { chooseEncoding, precompressAssets } from './compression';

// A script as a build writes it: large and repetitive, like minified React.
const script = `export const rows=[${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"商品${i}"}`).join(',')}];`;
const tinyScript = 'export const a=1;';

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), '<!doctype html><title>モバイルオーダー</title>');
  await writeFile(join(webRoot, 'assets', 'app-abc123.js'), script);
  await writeFile(join(webRoot, 'assets', 'tiny-abc123.js'), tinyScript);
  await writeFile(join(webRoot, 'assets', 'photo-abc123.png'), Buffer.alloc(4096, 7));
  await precompressAssets(webRoot);
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(`http://${t.hostOf('demo')}${path}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('built files go out precompressed', () => {
  it('writes brotli and gzip copies of scripts only where they pay', async () => {
    const files = (await readdir(join(webRoot, 'assets'))).sort();
    expect(files).toEqual(['app-abc123.js', 'app-abc123.js.br', 'app-abc123.js.gz', 'photo-abc123.png', 'tiny-abc123.js']);
  });

  it('answers a phone with brotli, an older client with gzip, and anyone else with the plain file', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(script);

    const tiny = await get('/assets/tiny-abc123.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe(tinyScript);
  });
});

describe('built files are answered from memory', () => {
  it('honours a refused encoding and answers HEAD with the length only', async () => {
    const gz = await get('/assets/app-abc123.js', 'br;q=0, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);

    const head = await t.app.request(`http://${t.hostOf('demo')}/assets/app-abc123.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await head.text()).toBe('');

    const image = await get('/assets/photo-abc123.png', 'br');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(await bytes(image)).toEqual(Buffer.alloc(4096, 7));
  });

  it('still serves a file built after start, and a byte range, from disk', async () => {
    await writeFile(join(webRoot, 'assets', 'later-abc123.js'), tinyScript);
    const later = await get('/assets/later-abc123.js');
    expect(later.status).toBe(200);
    expect(await later.text()).toBe(tinyScript);

    const range = await t.app.request(`http://${t.hostOf('demo')}/assets/app-abc123.js`, { headers: { Range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe(script.slice(0, 10));
  });

  it('leaves the pages to their routes: a path is the app, with its page policy', async () => {
    const page = await get('/products');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<title>管理システム</title>');
  });
});

describe('API answers are compressed when large', () => {
  it('a large JSON answer is brotli or gzip by Accept-Encoding and reads back the same', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    // A shared cache must not hand the plain answer to a client that takes brotli, or the reverse.
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const document = await plain.json();
    expect(JSON.stringify(document).length).toBeGreaterThan(1024);

    const br = await get('/api/openapi.json', 'br;q=1.0, gzip;q=0.8');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString())).toEqual(document);

    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(document);
  });

  it('a small answer, an error answer and a refused encoding stay plain', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await health.json()).toMatchObject({ ok: true });
    const refusedSignIn = await get('/api/products', 'br');
    expect(refusedSignIn.status).toBe(401);
    expect(refusedSignIn.headers.get('content-encoding')).toBeNull();
    expect(await refusedSignIn.json()).toMatchObject({ error: { message: expect.any(String) } });
    const refused = await get('/api/openapi.json', 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
