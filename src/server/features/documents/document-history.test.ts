import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oems } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Entry = { action: string; versionLabel: string; note: string; user: { name: string } | null };

/** A company whose staff may open quotations only, and an issued invoice of ¥11,000 (税込). */
async function issuedInvoice() {
  const seed = await t.seedCompany({ staffPermissions: { quote: true } });
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社履歴先');
  const body = { issueDate: '2026-11-05', customerId, subject: '保守作業' };
  const doc = await (await admin.send('POST', '/api/documents/invoice', { ...body, lines: [{ name: '保守', unitPrice: 10_000 }] })).json();
  expect(
    (await admin.send('PUT', `/api/documents/invoice/${doc.id}`, { ...body, lines: [{ name: '保守', unitPrice: 10_000 }] })).status,
  ).toBe(200);
  expect((await admin.send('POST', `/api/documents/invoice/${doc.id}/issue`)).status).toBe(200);
  return { seed, admin, body, id: doc.id as string };
}

const historyOf = async (session: Awaited<ReturnType<TestContext['signIn']>>, id: string) => {
  const res = await session.get(`/api/documents/invoice/${id}/history`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Entry[]).map((e) => [e.action, e.versionLabel, e.note]);
};

describe("a document's own history (訂正削除の履歴)", () => {
  it('lists every operation on every version, oldest first, with who did it', async () => {
    const { admin, body, id } = await issuedInvoice();
    // Opening the preview is a look, not an output: only the download and the print are recorded.
    for (let view = 0; view < 3; view++) expect((await admin.get(`/api/documents/invoice/${id}/pdf`)).status).toBe(200);
    expect((await admin.get(`/api/documents/invoice/${id}/pdf?download=1`)).status).toBe(200);
    expect((await admin.get(`/api/documents/invoice/${id}/pdf?print=1`)).status).toBe(200);
    expect((await admin.send('POST', `/api/documents/invoice/${id}/status`, { status: 'sent' })).status).toBe(200);
    // A revision that was started and thrown away, then one that was issued.
    const dropped = await (await admin.send('POST', `/api/documents/invoice/${id}/revise`)).json();
    expect((await admin.send('DELETE', `/api/documents/invoice/${dropped.id}`)).status).toBe(204);
    const revision = await (await admin.send('POST', `/api/documents/invoice/${id}/revise`)).json();
    await admin.send('PUT', `/api/documents/invoice/${revision.id}`, { ...body, lines: [{ name: '保守', unitPrice: 20_000 }] });
    expect((await admin.send('POST', `/api/documents/invoice/${revision.id}/issue`)).status).toBe(200);

    const expected = [
      ['作成', 'INV-202611-0001', '合計 ¥11,000'],
      ['更新', 'INV-202611-0001', '合計 ¥11,000'],
      ['発行', 'INV-202611-0001', '合計 ¥11,000'],
      ['印刷・ダウンロード', 'INV-202611-0001', 'ダウンロード'],
      ['印刷・ダウンロード', 'INV-202611-0001', '印刷'],
      ['ステータス変更', 'INV-202611-0001', '発行済 → 送付済'],
      ['修正（修正版を作成）', '修正版の下書き（削除済み）', '合計 ¥11,000'],
      ['削除', '修正版の下書き（削除済み）', '合計 ¥11,000'],
      ['修正（修正版を作成）', 'INV-202611-0001-2', '合計 ¥11,000'],
      ['更新', 'INV-202611-0001-2', '合計 ¥22,000'],
      ['発行（修正版）', 'INV-202611-0001-2', '合計 ¥22,000'],
    ];
    expect(await historyOf(admin, id)).toEqual(expected);
    // The same history from the new version: it is one document's record.
    expect(await historyOf(admin, revision.id)).toEqual(expected);
    const [first] = (await (await admin.get(`/api/documents/invoice/${id}/history`)).json()) as Entry[];
    expect(first?.user?.name).toBe('管理 太郎');
  });

  it('is shown even where the partner hides the 操作履歴 screen (showHistory=false)', async () => {
    const { seed, admin, id } = await issuedInvoice();
    await t.db.update(oems).set({ showHistory: false }).where(eq(oems.id, seed.oemId));
    // The company-wide 操作履歴 does not exist for this partner.
    expect((await admin.get('/api/history')).status).toBe(404);
    expect((await historyOf(admin, id)).map(([action]) => action)).toEqual(['作成', '更新', '発行']);
  });

  it('is 404 for another company and 403 without the flag of the kind', async () => {
    const { seed, id } = await issuedInvoice();
    const other = await t.seedCompany();
    const stranger = await t.signIn(other.admin.email, other.host);
    const notFound = await stranger.get(`/api/documents/invoice/${id}/history`);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ error: { code: 'NOT_FOUND', message: '帳票が見つかりません' } });

    const staff = await t.signIn(seed.staff.email, seed.host);
    const denied = await staff.get(`/api/documents/invoice/${id}/history`);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toEqual({ code: 'FORBIDDEN', message: '請求書管理にアクセスする権限がありません' });
    // Asked under a kind the staff may open, the invoice is not that kind's document.
    expect((await staff.get(`/api/documents/quotation/${id}/history`)).status).toBe(404);
  });
});
