import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { stubWebRoot } from '../test/web-root';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ webRoot: await stubWebRoot() });
});
afterAll(() => t.close());

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe('headers of the HTML pages', () => {
  it('every page (static index, history fallback, diner page) forbids inline script and framing', async () => {
    for (const path of ['/', '/login?resetToken=x', '/documents/quotation', '/mobile-order?companyId=c&seatId=s']) {
      const res = await t.request(t.hostOf('demo'), path);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      // What the pages need: our images and QR/preview data URLs, our PDF in a frame, our API.
      expect(csp.get('img-src'), path).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(csp.get('frame-src'), path).toContain("'self'");
      expect(csp.get('connect-src'), path).toEqual(["'self'"]);
      expect(csp.get('manifest-src'), path).toEqual(["'self'"]);
      expect(['no-referrer', 'same-origin', 'strict-origin-when-cross-origin']).toContain(res.headers.get('referrer-policy'));
    }
  });

  it('leaves the API answers (the framed PDF among them) without the page policy', async () => {
    const res = await t.request(t.hostOf(null), '/api/health');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('the page sources carry no inline script, so the policy does not break them', () => {
    for (const file of ['index.html', 'mobile-order.html']) {
      const html = readFileSync(join(process.cwd(), file), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, file).toMatch(/\bsrc=/);
        expect(body?.trim(), file).toBe('');
      }
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
