import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { importCsv } from '../../test/master-import';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const acme = {
  code: 'C-001',
  name: '株式会社サンプル',
  kana: 'さんぷる',
  honorific: '御中',
  postalCode: '１００ー０００１',
  address: '東京都千代田区千代田1-1',
  phone: '03-1234-5678',
  email: 'Info@Example.co.jp',
  registrationNumber: 't7000012050002',
  paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
};

async function admin() {
  const seed = await t.seedCompany();
  return { seed, session: await t.signIn(seed.admin.email, seed.host) };
}

describe('customers', () => {
  it('normalises postal code, e-mail and registration number, and keeps payment terms', async () => {
    const { session } = await admin();
    const res = await session.send('POST', '/api/customers', acme);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      postalCode: '100-0001',
      email: 'info@example.co.jp',
      registrationNumber: 'T7000012050002',
      isRegisteredIssuer: true,
      paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
    });
    const person = await (await session.send('POST', '/api/customers', { code: 'C-002', name: '山田 花子', honorific: '様' })).json();
    expect(person).toMatchObject({ honorific: '様', isRegisteredIssuer: false, paymentTerms: null });
  });

  it('refuses a wrong check digit, a bad postal code and a duplicate code, in Japanese', async () => {
    const { session } = await admin();
    const bad = await session.send('POST', '/api/customers', { ...acme, registrationNumber: 'T7000012050003', postalCode: '100-001' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues.map((i: { message: string }) => i.message)).toEqual([
      '郵便番号は7桁の数字で入力してください (例: 100-0001)',
      '登録番号は「T」と13桁の数字で、正しい番号を入力してください',
    ]);
    await session.send('POST', '/api/customers', acme);
    expect((await session.send('POST', '/api/customers', acme)).status).toBe(409);
    const honorific = await session.send('POST', '/api/customers', { ...acme, code: 'C-9', honorific: '殿' });
    expect((await honorific.json()).error.message).toBe('敬称は「御中」か「様」を選んでください');
  });

  it('round-trips through CSV including payment terms, and reports row errors', async () => {
    const { session } = await admin();
    await session.send('POST', '/api/customers', acme);
    const csv = await (await session.get('/api/customers/export')).text();
    expect(csv).toContain(
      'C-001,株式会社サンプル,さんぷる,御中,,,100-0001,東京都千代田区千代田1-1,03-1234-5678,info@example.co.jp,T7000012050002,20,翌月,末,,有効',
    );
    const other = await admin();
    expect(await importCsv(t, other.session, 'customers', csv)).toMatchObject({ state: 'done', created: 1 });
    expect((await (await other.session.get('/api/customers')).json()).items[0]).toMatchObject({
      paymentTerms: { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 },
    });
    const broken = csv.replace('T7000012050002', 'T1234567890123');
    const preview = await (await other.session.send('POST', '/api/customers/import?mode=preview', broken)).json();
    expect(preview.errors).toEqual([{ line: 2, message: '登録番号は「T」と13桁の数字で、正しい番号を入力してください' }]);
  });

  it('is the company’s own: 404 elsewhere, 403 without the customer flag', async () => {
    const a = await admin();
    const b = await admin();
    const customer = await (await a.session.send('POST', '/api/customers', acme)).json();
    expect((await b.session.get(`/api/customers/${customer.id}`)).status).toBe(404);
    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    expect((await staff.get('/api/customers')).status).toBe(403);
    expect((await staff.send('POST', '/api/customers/imports?mode=all', 'x')).status).toBe(403);
  });
});
