import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  const webRoot = await mkdtemp(join(tmpdir(), 'kanri-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>管理システム</title>');
  await writeFile(join(webRoot, 'mobile-order.html'), '<!doctype html><title>モバイルオーダー</title>');
  await writeFile(join(webRoot, 'theme.js'), '/* theme */');
  t = await createTestContext({ webRoot });
});
afterAll(() => t.close());

describe('paths the built app does not hold', () => {
  it('an unknown file answers 404, not the app page', async () => {
    for (const path of ['/assets/index-0ld0ld.js', '/robots.txt', '/favicon.ico', '/products/photo.png', '/wp-login.php']) {
      const res = await t.request(t.hostOf('demo'), path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/^text\/html/);
    }
  });

  it('a file the build holds and the routes of the app are still served', async () => {
    expect((await t.request(t.hostOf('demo'), '/theme.js')).status).toBe(200);
    for (const path of ['/', '/products', '/documents/invoice/new', '/login/?url=%2Fproducts']) {
      const res = await t.request(t.hostOf('demo'), path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>管理システム</title>');
    }
  });
});
