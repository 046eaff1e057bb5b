import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestContext['signIn']>>;
type Approval = {
  status: string;
  isRequired: boolean;
  currentStep: number | null;
  canRequest: boolean;
  canApprove: boolean;
  steps: { approvers: { name: string }[]; approval: { by: { name: string }; comment: string } | null }[];
  rejection: { by: { name: string }; comment: string; step: number } | null;
};

const invoiceLines = (unitPrice: number) => [{ name: 'システム開発', unitPrice }];

/**
 * A company whose staff (花子) may open invoices, with two more members who may too: 経理 一郎
 * and 部長 次郎. The admin turns 請求書's 承認フロー on with `steps` (names of those members).
 */
async function company({ threshold = 100_000, route = [['一郎']] }: { threshold?: number; route?: string[][] } = {}) {
  const seed = await t.seedCompany({ staffPermissions: { invoice: true } });
  const ichiro = await t.seedMember(seed, { name: '経理 一郎', permissions: { invoice: true } });
  const jiro = await t.seedMember(seed, { name: '部長 次郎', permissions: { invoice: true } });
  const ids: Record<string, string> = { 一郎: ichiro.id, 次郎: jiro.id, 管理: seed.admin.id };
  const admin = await t.signIn(seed.admin.email, seed.host);
  const saved = await admin.send('PUT', '/api/settings/approvals/invoice', {
    isEnabled: true,
    threshold,
    steps: route.map((names) => ({ approverIds: names.map((n) => ids[n]) })),
  });
  expect(saved.status).toBe(200);
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社承認先');
  const sessions = {
    admin,
    staff: await t.signIn(seed.staff.email, seed.host),
    ichiro: await t.signIn(ichiro.email, seed.host),
    jiro: await t.signIn(jiro.email, seed.host),
  };
  return { seed, members: { ichiro, jiro }, customerId, ...sessions };
}

async function draftInvoice(session: Session, customerId: string, unitPrice: number) {
  const res = await session.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines: invoiceLines(unitPrice) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const act = (session: Session, id: string, action: string, body?: unknown) =>
  session.send('POST', `/api/documents/invoice/${id}/approval/${action}`, body);

async function approvalOf(session: Session, id: string): Promise<Approval> {
  const res = await session.get(`/api/documents/invoice/${id}/approval`);
  expect(res.status).toBe(200);
  return res.json();
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
}

const issue = (session: Session, id: string) => session.send('POST', `/api/documents/invoice/${id}/issue`);

/** The mails the job handed over to `to`, by subject. */
async function mailsTo(to: string) {
  await t.jobs.idle();
  return t.mailer.messages.filter((m) => m.to === to);
}

describe('承認フローの設定', () => {
  it('is refused in Japanese when a route is empty, a step has no approver, or the amount is not a number', async () => {
    const seed = await t.seedCompany({ staffPermissions: { invoice: true } });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const save = (body: unknown) => admin.send('PUT', '/api/settings/approvals/invoice', body);
    const noSteps = await errorOf(await save({ isEnabled: true, threshold: 0, steps: [] }));
    expect(noSteps).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: '承認ルートに段階を1つ以上追加してください' });
    const emptyStep = await errorOf(await save({ isEnabled: true, threshold: 0, steps: [{ approverIds: [] }] }));
    expect(emptyStep.message).toBe('各段階に承認者を1人以上選んでください');
    const badAmount = await errorOf(await save({ isEnabled: true, threshold: 'たくさん', steps: [{ approverIds: [seed.admin.id] }] }));
    expect(badAmount.message).toBe('承認が必要な金額は0円以上の整数で入力してください');
    // Full-width digits and commas are read as the amount.
    const fullWidth = await save({ isEnabled: true, threshold: '１００，０００', steps: [{ approverIds: [seed.admin.id] }] });
    expect(fullWidth.status).toBe(200);
    expect((await fullWidth.json()).threshold).toBe(100_000);
  });

  it('names only members of the company who may open the kind; a staff member may not change it', async () => {
    const seed = await t.seedCompany({ staffPermissions: { quote: true } });
    const other = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const save = (approverIds: string[]) =>
      admin.send('PUT', '/api/settings/approvals/invoice', { isEnabled: true, threshold: 0, steps: [{ approverIds }] });
    const stranger = await errorOf(await save([other.admin.id]));
    expect(stranger.message).toBe('1段目の承認者に自社の有効な担当者ではない人が含まれています');
    const withoutFlag = await errorOf(await save([seed.staff.id]));
    expect(withoutFlag.message).toBe('担当 花子さんは請求書を開く権限がないため、承認者にできません');
    const staff = await t.signIn(seed.staff.email, seed.host);
    const denied = await staff.send('PUT', '/api/settings/approvals/invoice', { isEnabled: false, threshold: 0, steps: [] });
    expect(denied.status).toBe(403);
    const unknownKind = await admin.send('PUT', '/api/settings/approvals/statement', { isEnabled: false, threshold: 0, steps: [] });
    expect(unknownKind.status).toBe(404);
  });

  it('shows on the staff screen who approves which step', async () => {
    const { admin, members } = await company({ route: [['一郎'], ['次郎', '一郎']] });
    const { items } = (await (await admin.get('/api/staff')).json()) as { items: { id: string; approves: string[] }[] };
    expect(items.find((m) => m.id === members.ichiro.id)?.approves).toEqual(['請求書 1段目', '請求書 2段目']);
    expect(items.find((m) => m.id === members.jiro.id)?.approves).toEqual(['請求書 2段目']);
  });
});

describe('承認フロー of a document', () => {
  it('requires approval from the threshold up, and none below it', async () => {
    const { staff, customerId } = await company({ threshold: 100_000 });
    // ¥90,910 + 10% = ¥100,001 (税込) is at or above the threshold; ¥90,000 + 10% = ¥99,000 is not.
    const above = await draftInvoice(staff, customerId, 90_910);
    const below = await draftInvoice(staff, customerId, 90_000);
    expect(await approvalOf(staff, above)).toMatchObject({ status: 'none', isRequired: true, canRequest: true });
    expect(await approvalOf(staff, below)).toMatchObject({ status: 'none', isRequired: false, canRequest: false });
    const refused = await errorOf(await act(staff, below, 'request', {}));
    expect(refused).toMatchObject({ status: 409, code: 'APPROVAL_NOT_REQUIRED' });
    expect((await issue(staff, below)).status).toBe(200);
  });

  it('refuses to issue before approval (API), locks the draft while pending, and issues once every step approved in order', async () => {
    const { staff, ichiro, jiro, customerId } = await company({ route: [['一郎'], ['次郎']] });
    const id = await draftInvoice(staff, customerId, 150_000);

    const early = await errorOf(await issue(staff, id));
    expect(early).toMatchObject({ status: 409, code: 'APPROVAL_REQUIRED' });
    expect(early.message).toBe('合計¥100,000以上の請求書は発行の前に承認が必要です。「承認を申請」から申請してください');

    expect((await act(staff, id, 'request', { comment: '今月分です' })).status).toBe(200);
    // Locked: no edit, no delete, no issue while it waits.
    const edit = await staff.send('PUT', `/api/documents/invoice/${id}`, { issueDate: '2026-11-05', customerId, lines: invoiceLines(1) });
    expect(await errorOf(edit)).toMatchObject({ status: 409, code: 'APPROVAL_PENDING' });
    expect(await errorOf(await staff.send('DELETE', `/api/documents/invoice/${id}`))).toMatchObject({ code: 'APPROVAL_PENDING' });
    expect(await errorOf(await issue(staff, id))).toMatchObject({ status: 409, code: 'APPROVAL_PENDING' });
    const unchanged = await (await staff.get(`/api/documents/invoice/${id}`)).json();
    expect(unchanged.total).toBe(165_000);

    // Step 2's approver cannot decide step 1; the applicant cannot either.
    const outOfOrder = await errorOf(await act(jiro, id, 'approve', {}));
    expect(outOfOrder).toMatchObject({ status: 403, code: 'NOT_APPROVER', message: 'この帳票の1段目の承認者ではないため、承認できません' });
    expect((await act(staff, id, 'approve', {})).status).toBe(403);
    expect(await approvalOf(jiro, id)).toMatchObject({ currentStep: 1, canApprove: false });
    expect(await approvalOf(ichiro, id)).toMatchObject({ currentStep: 1, canApprove: true });

    expect((await act(ichiro, id, 'approve', { comment: '確認しました' })).status).toBe(200);
    expect(await errorOf(await issue(staff, id))).toMatchObject({ code: 'APPROVAL_PENDING' });
    expect((await act(ichiro, id, 'approve', {})).status).toBe(403);
    const final = await act(jiro, id, 'approve', {});
    expect(final.status).toBe(200);
    const approved = (await final.json()) as Approval;
    expect(approved.status).toBe('approved');
    expect(approved.steps.map((s) => [s.approval?.by.name, s.approval?.comment])).toEqual([
      ['経理 一郎', '確認しました'],
      ['部長 次郎', ''],
    ]);
    const issued = await issue(staff, id);
    expect(issued.status).toBe(200);
    expect((await issued.json()).numberLabel).toBe('INV-202611-0001');
  });

  it('差戻し needs a reason, returns the draft for editing, and a new application starts the route over', async () => {
    const { staff, ichiro, jiro, customerId } = await company({ route: [['一郎'], ['次郎']] });
    const id = await draftInvoice(staff, customerId, 150_000);
    await act(staff, id, 'request', {});
    await act(ichiro, id, 'approve', {});
    const noReason = await errorOf(await act(jiro, id, 'reject', { comment: '  ' }));
    expect(noReason).toMatchObject({ status: 400, message: '差戻しの理由を入力してください' });
    const rejected = await act(jiro, id, 'reject', { comment: '単価を見直してください' });
    expect(rejected.status).toBe(200);
    expect(((await rejected.json()) as Approval).rejection).toMatchObject({
      by: { name: '部長 次郎' },
      comment: '単価を見直してください',
      step: 2,
    });
    const list = await (await staff.get('/api/documents/invoice?approval=rejected')).json();
    expect(list.items.map((d: { id: string; approvalStatus: string }) => [d.id, d.approvalStatus])).toEqual([[id, 'rejected']]);
    expect(await errorOf(await issue(staff, id))).toMatchObject({ code: 'APPROVAL_REQUIRED' });

    const fixed = await staff.send('PUT', `/api/documents/invoice/${id}`, {
      issueDate: '2026-11-05',
      customerId,
      lines: invoiceLines(140_000),
    });
    expect(fixed.status).toBe(200);
    expect((await act(staff, id, 'request', { comment: '修正しました' })).status).toBe(200);
    // Back at step 1: 次郎 must wait for 一郎 again.
    expect(await approvalOf(staff, id)).toMatchObject({ status: 'pending', currentStep: 1, rejection: null });
    expect((await act(jiro, id, 'approve', {})).status).toBe(403);
  });

  it('editing an approved draft voids the approval', async () => {
    const { staff, ichiro, customerId } = await company();
    const id = await draftInvoice(staff, customerId, 150_000);
    await act(staff, id, 'request', {});
    await act(ichiro, id, 'approve', {});
    expect((await approvalOf(staff, id)).status).toBe('approved');
    await staff.send('PUT', `/api/documents/invoice/${id}`, { issueDate: '2026-11-05', customerId, lines: invoiceLines(200_000) });
    expect(await approvalOf(staff, id)).toMatchObject({ status: 'none', canRequest: true });
    expect(await errorOf(await issue(staff, id))).toMatchObject({ status: 409, code: 'APPROVAL_REQUIRED' });
  });

  it("another company's approver cannot see or decide it", async () => {
    const { staff, customerId } = await company();
    const id = await draftInvoice(staff, customerId, 150_000);
    await act(staff, id, 'request', {});
    const other = await company();
    for (const action of ['approve', 'reject']) expect((await act(other.ichiro, id, action, { comment: '他社から' })).status).toBe(404);
    expect((await other.ichiro.get(`/api/documents/invoice/${id}/approval`)).status).toBe(404);
    const queue = await (await other.ichiro.get('/api/approvals')).json();
    expect(queue.total).toBe(0);
    expect((await approvalOf(staff, id)).status).toBe('pending');
  });

  it('lists what waits for each approver, with counts, and mails the approver and then the applicant', async () => {
    const { seed, members, staff, ichiro, jiro, customerId } = await company({ route: [['一郎', '次郎']] });
    const id = await draftInvoice(staff, customerId, 150_000);
    await act(staff, id, 'request', { comment: '至急お願いします' });

    const queue = await (await ichiro.get('/api/approvals')).json();
    expect(queue.total).toBe(1);
    expect(queue.counts).toEqual([{ kind: 'invoice', count: 1 }]);
    expect(queue.items[0]).toMatchObject({
      document: { id, approvalStatus: 'pending' },
      step: 1,
      stepCount: 1,
      comment: '至急お願いします',
    });
    expect(queue.items[0].requestedBy.name).toBe('担当 花子');
    expect((await (await staff.get('/api/approvals')).json()).total).toBe(0);

    const [request] = await mailsTo(members.ichiro.email);
    expect(request?.subject).toBe('【承認依頼】請求書 株式会社承認先 ¥165,000');
    expect(request?.text).toContain('担当 花子さんから承認の申請が届いています');
    expect(request?.text).toContain('申請者のコメント: 至急お願いします');
    expect(request?.text).toContain(`http://${seed.oemId}.localhost:3000/sales/${id}`);
    expect(await mailsTo(members.jiro.email)).toHaveLength(1);

    await act(jiro, id, 'approve', { comment: '承認します' });
    expect((await (await ichiro.get('/api/approvals')).json()).total).toBe(0);
    const [done] = await mailsTo(seed.staff.email);
    expect(done?.subject).toBe('【承認済み】請求書 株式会社承認先 ¥165,000');
    expect(done?.text).toContain('部長 次郎さんが承認しました。発行できます。');
  });

  it("keeps every step in the document's history and in 操作履歴", async () => {
    const { admin, staff, ichiro, customerId } = await company();
    const id = await draftInvoice(staff, customerId, 150_000);
    await act(staff, id, 'request', { comment: '確認お願いします' });
    await act(ichiro, id, 'reject', { comment: '件名が抜けています' });
    await act(staff, id, 'request', {});
    await act(staff, id, 'withdraw');
    await act(staff, id, 'request', {});
    await act(ichiro, id, 'approve', {});
    await staff.send('PUT', `/api/documents/invoice/${id}`, { issueDate: '2026-11-05', customerId, lines: invoiceLines(150_000) });
    const history = (await (await staff.get(`/api/documents/invoice/${id}/history`)).json()) as {
      action: string;
      note: string;
      user: { name: string };
    }[];
    expect(history.map((e) => [e.action, e.user.name, e.note])).toEqual([
      ['作成', '担当 花子', '合計 ¥165,000'],
      ['承認申請', '担当 花子', '合計 ¥165,000 コメント: 確認お願いします'],
      ['差戻し', '経理 一郎', '理由: 件名が抜けています'],
      ['承認申請', '担当 花子', '合計 ¥165,000'],
      ['承認申請の取り下げ', '担当 花子', ''],
      ['承認申請', '担当 花子', '合計 ¥165,000'],
      ['承認', '経理 一郎', '承認済み（発行できます）'],
      ['更新', '担当 花子', '合計 ¥165,000（承認後の変更のため承認を取り消しました）'],
    ]);
    const log = (await (await admin.get('/api/history')).json()) as { items: { label: string; targetId: string | null }[] };
    const labels = log.items.filter((e) => e.targetId === id).map((e) => e.label);
    // Newest first, as the 操作履歴 screen lists them.
    expect(labels).toEqual([
      '帳票の更新',
      '帳票の承認',
      '帳票の承認申請',
      '帳票の承認申請の取り下げ',
      '帳票の承認申請',
      '帳票の差戻し',
      '帳票の承認申請',
      '帳票の作成',
    ]);
  });
});
