import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function company() {
  const seed = await t.seedCompany();
  const customerId = await t.seedCustomer(seed.companyId, 'S-001', '有限会社外注先');
  return { companyId: seed.companyId, admin: await t.signIn(seed.admin.email, seed.host), customerId };
}

const order = (customerId: string, dates: Record<string, string>) => ({
  issueDate: '2026-03-20',
  customerId,
  inspectionDueDate: '2026-04-07',
  paymentMethod: '銀行振込（振込手数料は当社負担）',
  lines: [{ name: '部品加工', quantity: '10', unitPrice: 5000 }],
  ...dates,
});

const issueLogs = async (companyId: string, id: string) =>
  t.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.companyId, companyId), eq(operationLogs.targetId, id), eq(operationLogs.operationType, 'document.issue')));

describe('発注書: 支払期日 within 60 days of 受領日 (取適法)', () => {
  it('stores 受領日, 検査完了期日 and 支払方法, and warns on saving a 支払期日 past the 60th day', async () => {
    const c = await company();
    const res = await c.admin.send(
      'POST',
      '/api/documents/purchase_order',
      order(c.customerId, { receivedDate: '2026-04-01', dueDate: '2026-05-31' }),
    );
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({
      receivedDate: '2026-04-01',
      inspectionDueDate: '2026-04-07',
      paymentMethod: '銀行振込（振込手数料は当社負担）',
      dueDate: '2026-05-31',
    });
    expect(doc.warnings).toEqual([{ code: 'LATE_PAYMENT', message: expect.stringContaining('60日以内（2026/05/30まで）') }]);
    // 5/30 is the 60th day counting 4/1 as the first: allowed.
    const onTime = await c.admin.send(
      'PUT',
      `/api/documents/purchase_order/${doc.id}`,
      order(c.customerId, { receivedDate: '2026-04-01', dueDate: '2026-05-30' }),
    );
    expect((await onTime.json()).warnings).toEqual([]);
  });

  it('refuses to issue past the limit without confirmation, and logs an issue with it', async () => {
    const c = await company();
    const doc = await (
      await c.admin.send(
        'POST',
        '/api/documents/purchase_order',
        order(c.customerId, { receivedDate: '2026-04-01', dueDate: '2026-06-15' }),
      )
    ).json();
    const refused = await c.admin.send('POST', `/api/documents/purchase_order/${doc.id}/issue`);
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe('LATE_PAYMENT_UNCONFIRMED');
    expect(error.message).toContain('支払期日（2026/06/15）が受領日（2026/04/01）から60日を超えています');
    expect(error.message).toContain('確認のうえ発行してください');
    expect(await (await c.admin.get(`/api/documents/purchase_order/${doc.id}`)).json()).toMatchObject({ status: 'draft', number: null });
    expect(await issueLogs(c.companyId, doc.id)).toEqual([]);

    const notConfirmed = await c.admin.send('POST', `/api/documents/purchase_order/${doc.id}/issue`, { confirmLatePayment: false });
    expect(notConfirmed.status).toBe(409);
    const badFlag = await c.admin.send('POST', `/api/documents/purchase_order/${doc.id}/issue`, { confirmLatePayment: 'はい' });
    expect(badFlag.status).toBe(400);
    expect((await badFlag.json()).error.message).toBe('確認の指定が正しくありません');

    const issued = await c.admin.send('POST', `/api/documents/purchase_order/${doc.id}/issue`, { confirmLatePayment: true });
    expect(issued.status).toBe(200);
    expect(await issued.json()).toMatchObject({ status: 'issued', number: 'PO-202603-0001' });
    const [log] = await issueLogs(c.companyId, doc.id);
    expect(log?.detail).toMatchObject({ latePaymentConfirmed: true, latePayment: expect.stringContaining('2026/05/30まで') });
  });

  it('issues an order within the limit without confirmation, and counts from 納期 before 受領日 is known', async () => {
    const c = await company();
    const onTime = await (
      await c.admin.send(
        'POST',
        '/api/documents/purchase_order',
        order(c.customerId, { deliveryDate: '2026-04-01', dueDate: '2026-05-30' }),
      )
    ).json();
    expect(onTime.warnings).toEqual([]);
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${onTime.id}/issue`)).status).toBe(200);
    const [log] = await issueLogs(c.companyId, onTime.id);
    expect(log?.detail).not.toHaveProperty('latePaymentConfirmed');

    const byDelivery = await (
      await c.admin.send(
        'POST',
        '/api/documents/purchase_order',
        order(c.customerId, { deliveryDate: '2026-04-01', dueDate: '2026-05-31' }),
      )
    ).json();
    expect(byDelivery.warnings[0].message).toContain('納期（2026/04/01）');
    expect((await c.admin.send('POST', `/api/documents/purchase_order/${byDelivery.id}/issue`)).status).toBe(409);
  });

  it('rejects a bad 受領日 in Japanese and keeps purchase-order fields off other kinds', async () => {
    const c = await company();
    const bad = await c.admin.send('POST', '/api/documents/purchase_order', order(c.customerId, { receivedDate: '2026-02-30' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('受領日が正しい日付ではありません');
    const invoice = await c.admin.send(
      'POST',
      '/api/documents/invoice',
      order(c.customerId, { receivedDate: '2026-04-01', dueDate: '2026-12-31' }),
    );
    expect(await invoice.json()).toMatchObject({ receivedDate: null, inspectionDueDate: null, paymentMethod: '', warnings: [] });
  });
});
