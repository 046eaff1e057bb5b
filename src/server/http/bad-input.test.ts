import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

async function signedIn() {
  const seed = await t.seedCompany({ type: 'mobile-order' });
  return { seed, admin: await t.signIn(seed.admin.email, seed.host) };
}

async function expectRefused(res: Response, code: string) {
  expect(res.status).toBe(400);
  const { error } = await res.json();
  expect(error.code).toBe(code);
  expect(error.message).toMatch(japanese);
}

const productCount = async (admin: Session) => (await (await admin.get('/api/products')).json()).total;

describe('characters no business text contains', () => {
  it('refuses NUL, lone surrogates and control characters anywhere in a JSON body, and writes nothing', async () => {
    const { admin } = await signedIn();
    for (const name of ['a\u0000b', '\uD800', 'x\uDFFF', 'ベル\u0007', 'エスケープ\u001B[31m', '削除\u007F', 'C1\u0085']) {
      await expectRefused(await admin.send('POST', '/api/products', { code: 'P-1', name, unitPrice: 100 }), 'INVALID_CHARACTERS');
    }
    // Deep inside the body, and in a key.
    const line = { name: '品目\u0000', quantity: '1', unitPrice: 100, taxCategory: 'standard' };
    await expectRefused(
      await admin.send('POST', '/api/documents/quotation', { issueDate: '2026-11-05', lines: [line] }),
      'INVALID_CHARACTERS',
    );
    await expectRefused(await admin.send('POST', '/api/products', { code: 'P-1', name: 'ペン', 'x\u0000': 1 }), 'INVALID_CHARACTERS');
    // A PATCH body goes through the same reader.
    await admin.send('POST', '/api/products', { code: 'P-1', name: 'ペン', unitPrice: 100 });
    const [product] = (await (await admin.get('/api/products')).json()).items;
    await expectRefused(await admin.send('PATCH', `/api/products/${product.id}`, { name: '\uDBFF' }), 'INVALID_CHARACTERS');
    expect((await (await admin.get(`/api/products/${product.id}`)).json()).name).toBe('ペン');
    expect(await productCount(admin)).toBe(1);
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const { admin } = await signedIn();
    const description = '一行目\n二行目\r\n\t字下げ';
    const res = await admin.send('POST', '/api/products', { code: 'P-1', name: 'ペン', unitPrice: 100, description });
    expect(res.status).toBe(201);
    const [product] = (await (await admin.get('/api/products')).json()).items;
    expect(product.description).toBe(description);
  });

  it('refuses __proto__ keys and absurdly nested bodies before any schema sees them', async () => {
    const { admin } = await signedIn();
    const proto = '{"code":"P-1","name":"ペン","unitPrice":100,"__proto__":{"isManager":true}}';
    await expectRefused(await admin.send('POST', '/api/products', proto), 'FORBIDDEN_KEY');
    const deep = `{"code":"P-1","name":"ペン","extra":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    await expectRefused(await admin.send('POST', '/api/products', deep), 'MALFORMED_JSON');
    expect(await productCount(admin)).toBe(0);
  });

  it('refuses NUL, control characters and malformed or surrogate percent-encoding in path segments', async () => {
    const { seed, admin } = await signedIn();
    for (const segment of ['a%00b', '%0A', '%09', '%7F', '%ED%A0%80', '%E3%81', '%ZZ', '%']) {
      await expectRefused(await admin.get(`/api/products/${segment}`), 'INVALID_URL');
      // Before sign-in and on the diners' routes too.
      await expectRefused(await t.request(seed.host, `/api/mobile-order/${seed.companyId}/${segment}`), 'INVALID_URL');
    }
    await expectRefused(await t.request(seed.host, '/api/me%00'), 'INVALID_URL');
  });

  it('refuses them in query keys and values, and still reads encoded Japanese', async () => {
    const { admin } = await signedIn();
    for (const query of ['q=%00', 'q=a%09b', 'q=%0D%0A', 'q=%ED%A0%80', 'q=%ZZ', 'q=%E3%83', '%00=1', 'q=%C2%85']) {
      await expectRefused(await admin.get(`/api/products?${query}`), 'INVALID_URL');
    }
    await admin.send('POST', '/api/products', { code: 'P-1', name: 'テスト用ペン', unitPrice: 100 });
    const found = await admin.get(`/api/products?q=${encodeURIComponent('テスト')}`);
    expect(found.status).toBe(200);
    expect((await found.json()).total).toBe(1);
    expect((await admin.get('/api/products?q=%E3%83%86+%E3%82%B9')).status).toBe(200);
  });
});
