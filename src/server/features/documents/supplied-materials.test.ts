import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const path = join(await mkdtemp(join(tmpdir(), 'kanri-pdf-')), 'document.pdf');
  await writeFile(path, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function company() {
  const seed = await t.seedCompany();
  const customerId = await t.seedCustomer(seed.companyId, 'S-001', '有限会社外注先');
  return { admin: await t.signIn(seed.admin.email, seed.host), customerId };
}

const steel = { name: '鋼材 SS400', quantity: '20', unit: 'kg', unitPrice: 350, suppliedDate: '2026-04-01', settlementDate: '2026-05-31' };
const order = (customerId: string, extra: Record<string, unknown> = {}) => ({
  issueDate: '2026-03-20',
  customerId,
  receivedDate: '2026-04-10',
  dueDate: '2026-05-31',
  paymentMethod: '銀行振込',
  lines: [{ name: '部品加工', quantity: '10', unitPrice: 5000 }],
  ...extra,
});

describe('発注書: 有償支給原材料 (取適法)', () => {
  it('saves the materials with their amounts and settlement, outside the order’s total', async () => {
    const c = await company();
    const res = await c.admin.send(
      'POST',
      '/api/documents/purchase_order',
      order(c.customerId, {
        suppliedMaterials: [
          steel,
          {
            name: '塗料',
            quantity: '1.5',
            unit: '缶',
            unitPrice: '４，０００',
            suppliedDate: '2026-04-02',
            settlementMethod: 'separate',
            settlementDate: '2026-06-30',
          },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc.suppliedMaterials).toEqual([
      { ...steel, amount: 7000, settlementMethod: 'offset', settledOn: null },
      {
        name: '塗料',
        quantity: '1.5',
        unit: '缶',
        unitPrice: 4000,
        amount: 6000,
        suppliedDate: '2026-04-02',
        settlementMethod: 'separate',
        settlementDate: '2026-06-30',
        settledOn: null,
      },
    ]);
    expect(doc.totals.total).toBe(55000);
    const read = await (await c.admin.get(`/api/documents/purchase_order/${doc.id}`)).json();
    expect(read.suppliedMaterials).toHaveLength(2);
  });

  it('refuses a 決済期日 before the order’s 支払期日, or materials without one, and changes nothing', async () => {
    const c = await company();
    const created = await (
      await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { suppliedMaterials: [steel] }))
    ).json();
    const early = await c.admin.send(
      'PUT',
      `/api/documents/purchase_order/${created.id}`,
      order(c.customerId, { suppliedMaterials: [{ ...steel, settlementDate: '2026-05-15' }] }),
    );
    expect(early.status).toBe(400);
    const body = await early.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues).toContainEqual({
      path: 'suppliedMaterials.0.settlementDate',
      message:
        '有償支給原材料の決済期日は発注書の支払期日（2026年5月31日）以降にしてください。支払期日より前の回収は取適法で禁止されています',
    });
    const noDue = await c.admin.send(
      'POST',
      '/api/documents/purchase_order',
      order(c.customerId, { dueDate: null, suppliedMaterials: [steel] }),
    );
    expect(noDue.status).toBe(400);
    expect(JSON.stringify(await noDue.json())).toContain('有償支給原材料がある発注書は支払期日を入力してください');
    const unchanged = await (await c.admin.get(`/api/documents/purchase_order/${created.id}`)).json();
    expect(unchanged.suppliedMaterials[0].settlementDate).toBe('2026-05-31');
  });

  it('keeps materials on a purchase order only', async () => {
    const c = await company();
    const res = await c.admin.send('POST', '/api/documents/quotation', {
      ...order(c.customerId, { suppliedMaterials: [steel] }),
      receivedDate: null,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).suppliedMaterials).toEqual([]);
  });

  it('prints them in their own section of the issued order, in Japanese and in English', async () => {
    const c = await company();
    const created = await (
      await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { suppliedMaterials: [steel] }))
    ).json();
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${created.id}/issue`)).status).toBe(200);
    const text = await pdfText(await c.admin.get(`/api/documents/purchase_order/${created.id}/pdf`));
    expect(text).toContain('有償支給原材料');
    expect(text).toMatch(/品名\s+数量\s+単価\s+金額\s+支給日\s+決済方法\s+決済期日/);
    expect(text).toMatch(/鋼材 SS400\s+20kg\s+¥350\s+¥7,000\s+2026年4月1日\s+相殺\s+2026年5月31日/);
    expect(text).toContain('有償支給原材料の合計: ¥7,000');

    const english = await (
      await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { pdfLanguage: 'en', suppliedMaterials: [steel] }))
    ).json();
    const en = await pdfText(await c.admin.get(`/api/documents/purchase_order/${english.id}/pdf`));
    expect(en).toContain('Materials supplied for a fee');
    expect(en).toMatch(/鋼材 SS400\s+20kg\s+¥350\s+¥7,000\s+1 Apr 2026/);
  });
});

describe('発注書: 有償支給原材料の決済', () => {
  const settle = (c: Awaited<ReturnType<typeof company>>, id: string, index: number, settledOn: string | null) =>
    c.admin.send('PUT', `/api/documents/purchase_order/${id}/supplied-materials/${index}/settlement`, { settledOn });

  it('marks a material 決済済み on a day and clears it, each change in the order’s history', async () => {
    const c = await company();
    const separate = { ...steel, name: '塗料', settlementMethod: 'separate', settlementDate: '2026-06-30' };
    const created = await (
      await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { suppliedMaterials: [steel, separate] }))
    ).json();
    // A draft is not settled: it is not yet an order.
    const draft = await settle(c, created.id, 0, '2026-06-01');
    expect(draft.status).toBe(409);
    expect((await draft.json()).error.message).toContain('先に発行してください');
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${created.id}/issue`)).status).toBe(200);

    const settled = await settle(c, created.id, 0, '2026-06-01');
    expect(settled.status).toBe(200);
    const doc = await settled.json();
    expect(doc.suppliedMaterials.map((m: { name: string; settledOn: string | null }) => [m.name, m.settledOn])).toEqual([
      ['鋼材 SS400', '2026-06-01'],
      ['塗料', null],
    ]);
    // 別途支払 may be recorded before the 支払期日 (the subcontractor paid on its own).
    expect((await settle(c, created.id, 1, '2026-05-20')).status).toBe(200);
    const read = await (await c.admin.get(`/api/documents/purchase_order/${created.id}`)).json();
    expect(read.suppliedMaterials.map((m: { settledOn: string | null }) => m.settledOn)).toEqual(['2026-06-01', '2026-05-20']);
    expect(read.isFrozen).toBe(true);

    const cleared = await settle(c, created.id, 0, null);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).suppliedMaterials.map((m: { settledOn: string | null }) => m.settledOn)).toEqual([null, '2026-05-20']);

    const history = await (await c.admin.get(`/api/documents/purchase_order/${created.id}/history`)).json();
    const notes = history.filter((h: { action: string }) => h.action === '有償支給原材料の決済').map((h: { note: string }) => h.note);
    expect(notes).toEqual([
      '鋼材 SS400: 決済済み（2026年6月1日・相殺）',
      '塗料: 決済済み（2026年5月20日・別途支払）',
      '鋼材 SS400: 決済済みを取り消し',
    ]);
  });

  it('refuses a 相殺 before the order’s 支払期日, a day still to come and a material that is not there', async () => {
    const c = await company();
    const created = await (
      await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { suppliedMaterials: [steel] }))
    ).json();
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${created.id}/issue`)).status).toBe(200);

    const early = await settle(c, created.id, 0, '2026-05-30');
    expect(early.status).toBe(400);
    expect((await early.json()).error.message).toBe(
      '相殺による決済は発注書の支払期日（2026年5月31日）以降の日付にしてください。支払期日より前の相殺は取適法で禁止されています',
    );
    const future = await settle(c, created.id, 0, '2099-01-01');
    expect(future.status).toBe(400);
    expect((await future.json()).error.message).toBe('決済日に未来の日付は指定できません');
    const badDate = await settle(c, created.id, 0, '2026-13-01');
    expect(badDate.status).toBe(400);
    expect((await settle(c, created.id, 3, '2026-06-01')).status).toBe(404);

    // Another company's staff does not find the order.
    const other = await company();
    expect((await settle(other, created.id, 0, '2026-06-01')).status).toBe(404);

    // A corrected order is settled on its latest version.
    const revision = await (await c.admin.send('POST', `/api/documents/purchase_order/${created.id}/revise`)).json();
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${revision.id}/issue`)).status).toBe(200);
    const superseded = await settle(c, created.id, 0, '2026-06-01');
    expect(superseded.status).toBe(409);
    expect((await superseded.json()).error.message).toBe('この発注書には新しい版があります。最新の版で決済済みにしてください');

    const read = await (await c.admin.get(`/api/documents/purchase_order/${created.id}`)).json();
    expect(read.suppliedMaterials[0].settledOn).toBeNull();
    const history = await (await c.admin.get(`/api/documents/purchase_order/${created.id}/history`)).json();
    expect(history.some((h: { action: string }) => h.action === '有償支給原材料の決済')).toBe(false);
  });
});
