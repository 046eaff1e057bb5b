import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJapan } from '@/core/documents';
import { formatJapaneseDate } from '@/core/format';
import { normalizeForSearch } from '@/core/japanese';
import { customers, documents, operationLogs, recurringInvoices } from '../../../db/schema';
import { createPdfRenderer } from '../../../pdf/pool';
import { createTestContext, type TestContext } from '../../../test/context';
import { runDueRecurringInvoices } from './recurring-due';
import { type RecurringDeps, runTemplatePeriod } from './recurring-run';

let t: TestContext;
let deps: RecurringDeps;
beforeAll(async () => {
  t = await createTestContext();
  deps = { db: t.db, outbox: t.outbox, pdf: createPdfRenderer(t.config.pdf) };
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<TestContext['signIn']>>;

/** A customer on 月末締め翌月末払い with a mail address. */
async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  const customerId = `${seed.companyId}-C-001`;
  const email = `keiri-${seed.companyId}@aozora.example`;
  await t.db.insert(customers).values({
    id: customerId,
    companyId: seed.companyId,
    code: 'C-001',
    name: '株式会社青空商事',
    honorific: '御中',
    email,
    paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 },
    searchText: normalizeForSearch('C-001 株式会社青空商事'),
  });
  return { seed, admin, customerId, email };
}

/** 保守料 ¥30,000 + 10% every month from 2027-01 (after today: saving runs nothing). */
const template = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  name: '月額保守',
  customerId,
  dayOfMonth: 25,
  startDate: '2027-01-01',
  mode: 'draft',
  content: { subject: '月額保守料', lines: [{ name: '保守料', unitPrice: 30_000 }] },
  ...overrides,
});

async function create(admin: Admin, body: unknown) {
  const res = await admin.send('POST', '/api/recurring-invoices', body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; runs: unknown[]; nextIssueDate: string | null; scheduleLabel: string };
}

/** YYYY-MM, `n` months before today's month in Japan. */
function monthsAgo(n: number) {
  const [year, month] = todayInJapan().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

type Run = { period: string; issueDate: string; status: string; mailStatus: string; number: string; awaitsConfirmation: boolean };
const backDatedNotice = '過去の月の請求書は下書きとして作成しました。内容を確認して発行してください';

const invoicesOf = (companyId: string) =>
  t.db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.kind, 'invoice')));

// Issuing renders a PDF: on a busy machine a test can take longer than the default.
describe('定期請求', { timeout: 120_000 }, () => {
  it('makes one draft per period however often it runs, with 対象期間 and 支払期限 from the terms', async () => {
    const { seed, admin, customerId } = await company();
    const saved = await create(admin, template(customerId));
    expect(saved).toMatchObject({ runs: [], scheduleLabel: '毎月25日', nextIssueDate: '2027-01-25' });

    expect(await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-01-25')).toEqual({ created: 1, failures: [] });
    expect(await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-01-31')).toEqual({ created: 0, failures: [] });
    expect(await runTemplatePeriod(deps, seed.companyId, saved.id, '2027-01')).toBeNull();
    const made = await invoicesOf(seed.companyId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      status: 'draft',
      issueDate: '2027-01-25',
      periodFrom: '2027-01-01',
      periodTo: '2027-01-31',
      dueDate: '2027-02-28',
      subject: '月額保守料',
      total: 33_000,
      customerId,
    });

    const view = await (await admin.get(`/api/recurring-invoices/${saved.id}`)).json();
    expect(view.runs).toMatchObject([
      { period: '2027-01', issueDate: '2027-01-25', documentId: made[0]?.id, number: '下書き', status: 'draft', total: 33_000 },
    ]);
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.map((l) => l.operationType).filter((o) => o.startsWith('recurring'))).toEqual([
      'recurring-invoice.create',
      'recurring-invoice.run',
    ]);
  });

  it('makes one invoice when two servers run the same period at once', async () => {
    const { seed, admin, customerId } = await company();
    const saved = await create(admin, template(customerId));
    const second = await createTestContext({ sharing: t });
    try {
      const other: RecurringDeps = { db: second.db, outbox: second.outbox, pdf: deps.pdf };
      const runs = await Promise.all([
        runTemplatePeriod(deps, seed.companyId, saved.id, '2027-03'),
        runTemplatePeriod(other, seed.companyId, saved.id, '2027-03'),
        runTemplatePeriod(deps, seed.companyId, saved.id, '2027-03'),
      ]);
      expect(runs.filter((r) => r !== null)).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await invoicesOf(seed.companyId)).toHaveLength(1);
  });

  it('makes month-end invoices on 1月31日 and 2月28日, catching up missed months', async () => {
    const { seed, admin, customerId } = await company();
    await create(admin, template(customerId, { dayOfMonth: null, startDate: '2027-01-15', endDate: '2027-03-30' }));
    // No server ran in January or February: the next run makes both, oldest first; March ends after 3/30.
    expect(await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-04-05')).toMatchObject({ created: 2 });
    const made = await invoicesOf(seed.companyId);
    expect(made.map((d) => [d.issueDate, d.periodTo]).sort()).toEqual([
      ['2027-01-31', '2027-01-31'],
      ['2027-02-28', '2027-02-28'],
    ]);
  });

  it('issues and mails in the automatic mode, and never runs once stopped', async () => {
    const { seed, admin, customerId, email } = await company();
    const saved = await create(admin, template(customerId, { mode: 'issue-and-mail' }));
    await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-01-25');
    // Issued at once; 送付済 once the queued mail was accepted.
    await t.jobs.idle();
    const [invoice] = await invoicesOf(seed.companyId);
    expect(invoice).toMatchObject({ status: 'sent', issueDate: '2027-01-25' });
    expect(invoice?.number).toBeTruthy();
    const mail = t.mailer.messages.filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    // The company's invoice mail, filled in: what is owed and by when, without opening the PDF.
    expect(mail[0]?.subject).toMatch(new RegExp(`^【請求書】${invoice?.number} 月額保守料（.+）$`));
    expect(mail[0]?.text).toContain('ご請求金額: ¥33,000（税込）');
    expect(mail[0]?.text).toContain(`お支払期限: ${formatJapaneseDate(invoice?.dueDate)}`);
    expect((await (await admin.get(`/api/recurring-invoices/${saved.id}`)).json()).runs[0]).toMatchObject({
      mailStatus: 'sent',
      status: 'sent',
    });

    const stopped = await admin.send('POST', `/api/recurring-invoices/${saved.id}/stop`);
    expect(await stopped.json()).toMatchObject({ nextIssueDate: null });
    expect(await runDueRecurringInvoices(deps, { companyId: seed.companyId }, '2027-06-30')).toEqual({ created: 0, failures: [] });
    expect(await runTemplatePeriod(deps, seed.companyId, saved.id, '2027-02')).toBeNull();
    expect(await invoicesOf(seed.companyId)).toHaveLength(1);
    const edit = await admin.send('PUT', `/api/recurring-invoices/${saved.id}`, template(customerId));
    expect(edit.status).toBe(409);
    expect((await edit.json()).error.message).toBe('停止した定期請求は編集できません。新しく登録してください');
  });

  it('makes the first draft at once when its day has come, and refuses bad input in Japanese', async () => {
    const { seed, admin, customerId } = await company();
    const thisMonth = todayInJapan().slice(0, 7);
    const saved = await create(admin, template(customerId, { dayOfMonth: 1, startDate: `${thisMonth}-01` }));
    expect(saved.runs).toMatchObject([{ period: thisMonth, issueDate: `${thisMonth}-01`, status: 'draft' }]);
    const bad = await admin.send(
      'POST',
      '/api/recurring-invoices',
      template(customerId, { endDate: '2026-12-31', content: { lines: [] } }),
    );
    expect(bad.status).toBe(400);
    const message = (await bad.json()).error.message as string;
    expect(message).toContain('明細を1行以上入力してください');
    expect((await (await admin.get('/api/recurring-invoices')).json()).map((r: { id: string }) => r.id)).toEqual([saved.id]);
    expect(await invoicesOf(seed.companyId)).toHaveLength(1);
  });

  it('makes the months before the template was saved as drafts to confirm, never issued or mailed, even in the automatic mode', async () => {
    const { seed, admin, customerId, email } = await company();
    const today = todayInJapan();
    // 月末 from three months ago: those month ends are all before today.
    const res = await admin.send(
      'POST',
      '/api/recurring-invoices',
      template(customerId, { mode: 'issue-and-mail', dayOfMonth: null, startDate: `${monthsAgo(3)}-01` }),
    );
    expect(res.status).toBe(201);
    const saved = await res.json();
    const past = saved.runs.filter((r: Run) => r.issueDate < today);
    expect(past.map((r: Run) => r.period).sort()).toEqual([monthsAgo(3), monthsAgo(2), monthsAgo(1)]);
    for (const run of past) expect(run).toMatchObject({ status: 'draft', number: '下書き', mailStatus: 'none', awaitsConfirmation: true });
    expect(saved.backDatedPeriods).toEqual([monthsAgo(3), monthsAgo(2), monthsAgo(1)]);
    expect(saved.notice).toContain(backDatedNotice);
    // Only a period whose day is today follows the template (issued, and mailed by the queue).
    await t.jobs.idle();
    const onTime = (await (await admin.get(`/api/recurring-invoices/${saved.id}`)).json()).runs.filter((r: Run) => r.issueDate === today);
    for (const run of onTime) expect(run).toMatchObject({ status: 'sent', awaitsConfirmation: false });
    expect(t.mailer.messages.filter((m) => m.to === email)).toHaveLength(onTime.length);
    const made = await invoicesOf(seed.companyId);
    expect(made.filter((d) => d.issueDate < today).map((d) => [d.status, d.number, d.pdfSha256])).toEqual([
      ['draft', null, null],
      ['draft', null, null],
      ['draft', null, null],
    ]);
    // The list says so too, until the drafts are issued.
    const [listed] = await (await admin.get('/api/recurring-invoices')).json();
    expect(listed.runs.filter((r: Run) => r.awaitsConfirmation)).toHaveLength(3);
    const first = past.find((r: Run & { documentId: string }) => r.period === monthsAgo(3));
    expect((await admin.send('POST', `/api/documents/invoice/${first.documentId}/issue`)).status).toBe(200);
    const after = await (await admin.get(`/api/recurring-invoices/${saved.id}`)).json();
    expect(after.runs.filter((r: Run) => r.awaitsConfirmation).map((r: Run) => r.period)).toEqual([monthsAgo(1), monthsAgo(2)]);
  });

  it('issues months missed while no server ran as the template says, but makes months an edit moves into the past drafts', async () => {
    const { seed, admin, customerId, email } = await company();
    const saved = await create(admin, template(customerId, { mode: 'issue-and-mail', dayOfMonth: null }));
    // Saved six months ago from two months ago on, and no server has run since: not back-dated by anyone.
    const startDate = `${monthsAgo(2)}-01`;
    await t.db
      .update(recurringInvoices)
      .set({ startDate, createdAt: new Date(Date.now() - 183 * 86_400_000) })
      .where(eq(recurringInvoices.id, saved.id));
    // An edit that leaves the schedule alone changes nothing about those months.
    const renamed = await admin.send(
      'PUT',
      `/api/recurring-invoices/${saved.id}`,
      template(customerId, { name: '月額保守（改）', mode: 'issue-and-mail', dayOfMonth: null, startDate }),
    );
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).notice).toBeNull();
    await t.jobs.idle();
    const caughtUp = await (await admin.get(`/api/recurring-invoices/${saved.id}`)).json();
    expect(caughtUp.runs.map((r: Run) => [r.period, r.status, r.mailStatus, r.awaitsConfirmation]).slice(-2)).toEqual([
      [monthsAgo(1), 'sent', 'sent', false],
      [monthsAgo(2), 'sent', 'sent', false],
    ]);
    const mailed = t.mailer.messages.filter((m) => m.to === email).length;
    expect(mailed).toBe(caughtUp.runs.length);

    // Moving the start two months earlier covers two past months: made as drafts, not mailed.
    const moved = await admin.send(
      'PUT',
      `/api/recurring-invoices/${saved.id}`,
      template(customerId, { mode: 'issue-and-mail', dayOfMonth: null, startDate: `${monthsAgo(4)}-01` }),
    );
    expect(moved.status).toBe(200);
    const view = await moved.json();
    expect(view.backDatedPeriods).toEqual([monthsAgo(4), monthsAgo(3)]);
    expect(view.notice).toContain(backDatedNotice);
    expect(view.runs.filter((r: Run) => r.period <= monthsAgo(3)).map((r: Run) => [r.period, r.status, r.mailStatus])).toEqual([
      [monthsAgo(3), 'draft', 'none'],
      [monthsAgo(4), 'draft', 'none'],
    ]);
    await t.jobs.idle();
    expect(t.mailer.messages.filter((m) => m.to === email)).toHaveLength(mailed);
    expect((await invoicesOf(seed.companyId)).filter((d) => d.issueDate < `${monthsAgo(2)}-01`).map((d) => d.status)).toEqual([
      'draft',
      'draft',
    ]);
    // More past months than a run catches up at once is refused, not made.
    const tooFar = await admin.send(
      'PUT',
      `/api/recurring-invoices/${saved.id}`,
      template(customerId, { mode: 'issue-and-mail', dayOfMonth: null, startDate: `${monthsAgo(40)}-01` }),
    );
    expect(tooFar.status).toBe(400);
    expect((await tooFar.json()).error.message).toBe(
      '過去の月の請求書が36件になるため保存できません。開始日・終了日を見直してください（24件まで）',
    );
    expect(await invoicesOf(seed.companyId)).toHaveLength(view.runs.length);
  });

  it('keeps each company to its own templates, and answers 403 without the invoice flag', async () => {
    const a = await company();
    const b = await company();
    const theirs = await create(b.admin, template(b.customerId));
    expect((await a.admin.get(`/api/recurring-invoices/${theirs.id}`)).status).toBe(404);
    expect((await a.admin.send('PUT', `/api/recurring-invoices/${theirs.id}`, template(a.customerId))).status).toBe(404);
    expect((await a.admin.send('POST', `/api/recurring-invoices/${theirs.id}/stop`)).status).toBe(404);
    const withTheirCustomer = await a.admin.send('POST', '/api/recurring-invoices', template(b.customerId));
    expect(withTheirCustomer.status).toBe(404);
    expect((await withTheirCustomer.json()).error.message).toBe('顧客が見つかりません');
    expect(await (await a.admin.get('/api/recurring-invoices')).json()).toEqual([]);
    expect(await runTemplatePeriod(deps, a.seed.companyId, theirs.id, '2027-01')).toBeNull();
    expect((await (await b.admin.get(`/api/recurring-invoices/${theirs.id}`)).json()).stoppedAt).toBeNull();

    const staff = await t.signIn(a.seed.staff.email, a.seed.host);
    const res = await staff.send('POST', '/api/recurring-invoices', template(a.customerId));
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('定期請求にアクセスする権限がありません');
    expect((await staff.get('/api/recurring-invoices')).status).toBe(403);
  });
});
