import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, pushSubscriptions, sessions } from '../../../db/schema';
import { createPdfRenderer } from '../../../pdf/pool';
import { staffPush } from '../../../push/staff-push';
import { createTestContext, type TestContext } from '../../../test/context';
import { startPushService } from '../../../test/push-service';
import { runDueRecurringInvoices } from '../recurring/recurring-due';
import type { RecurringDeps } from '../recurring/recurring-run';

let t: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestContext({ env: { PUSH_ENDPOINT_ORIGINS: service.origin, JOB_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Member = { id: string; email: string };

/**
 * Registers a push device for the member's newest session, as turning push on does (the
 * subscription kept for that session): `path` names it at the stand-in push service.
 */
async function registerDevice(companyId: string, member: Member, path: string) {
  const device = service.device(path);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id)).orderBy(desc(sessions.createdAt)).limit(1);
  if (!session) throw new Error('the member has not signed in');
  await t.db.insert(pushSubscriptions).values({
    id: crypto.randomUUID(),
    userId: member.id,
    companyId,
    sessionId: session.id,
    endpoint: device.subscription.endpoint,
    p256dh: device.subscription.keys.p256dh,
    auth: device.subscription.keys.auth,
  });
  return { device, path };
}

/** A company whose invoices over ¥100,000 need 経理 一郎's approval (then 部長 次郎's, with two steps); both have a device. */
async function company(route: string[][] = [['一郎']]) {
  const seed = await t.seedCompany({ staffPermissions: { invoice: true } });
  const ichiro = await t.seedMember(seed, { name: '経理 一郎', permissions: { invoice: true } });
  const jiro = await t.seedMember(seed, { name: '部長 次郎', permissions: { invoice: true } });
  const ids: Record<string, string> = { 一郎: ichiro.id, 次郎: jiro.id };
  const admin = await t.signIn(seed.admin.email, seed.host);
  const saved = await admin.send('PUT', '/api/settings/approvals/invoice', {
    isEnabled: true,
    threshold: 100_000,
    steps: route.map((names) => ({ approverIds: names.map((n) => ids[n]) })),
  });
  expect(saved.status).toBe(200);
  const sessionsOf = {
    admin,
    staff: await t.signIn(seed.staff.email, seed.host),
    ichiro: await t.signIn(ichiro.email, seed.host),
    jiro: await t.signIn(jiro.email, seed.host),
  };
  const tag = crypto.randomUUID().slice(0, 8);
  const devices = {
    ichiro: await registerDevice(seed.companyId, ichiro, `/device/ichiro-${tag}`),
    jiro: await registerDevice(seed.companyId, jiro, `/device/jiro-${tag}`),
  };
  const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社承認先');
  return { seed, members: { ichiro, jiro }, customerId, devices, ...sessionsOf };
}

const pushesTo = (path: string) => service.received.filter((push) => push.path === path);

/** Waits for the push jobs, then answers the pushes each device got (decrypted). */
async function received({ device, path }: Awaited<ReturnType<typeof registerDevice>>) {
  await t.jobs.idle();
  return pushesTo(path).map((push) => device.open(push));
}

describe('承認依頼 by Web Push', () => {
  it('pushes the approver’s device when a document waits for them, besides the mail; nobody else', async () => {
    const c = await company();
    const res = await c.staff.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId: c.customerId,
      subject: '11月分保守',
      lines: [{ name: 'システム開発', unitPrice: 200_000 }],
    });
    const { id } = await res.json();
    expect((await c.staff.send('POST', `/api/documents/invoice/${id}/approval/request`, { comment: '確認お願いします' })).status).toBe(200);

    expect(await received(c.devices.ichiro)).toEqual([
      {
        title: '承認依頼: 請求書',
        body: `${c.seed.staff.name}さんから株式会社承認先 ¥220,000　11月分保守`,
        url: `/sales/${id}`,
        tag: `approval-${id}`,
      },
    ]);
    expect(t.mailer.messages.filter((m) => m.to === c.members.ichiro.email).map((m) => m.subject)).toEqual([
      expect.stringContaining('【承認依頼】'),
    ]);
    expect(await received(c.devices.jiro)).toEqual([]);
  });

  it('pushes the next step’s approver once the first approves', async () => {
    const c = await company([['一郎'], ['次郎']]);
    const res = await c.staff.send('POST', '/api/documents/invoice', {
      issueDate: '2026-11-05',
      customerId: c.customerId,
      lines: [{ name: 'システム開発', unitPrice: 300_000 }],
    });
    const { id } = await res.json();
    await c.staff.send('POST', `/api/documents/invoice/${id}/approval/request`, { comment: '' });
    expect(await received(c.devices.jiro)).toEqual([]);
    expect((await c.ichiro.send('POST', `/api/documents/invoice/${id}/approval/approve`, { comment: 'OK' })).status).toBe(200);
    expect(await received(c.devices.jiro)).toMatchObject([{ title: '承認依頼: 請求書', url: `/sales/${id}` }]);
  });
});

describe('定期請求 in a company that requires approval', { timeout: 120_000 }, () => {
  it('applies for approval (申請) instead of issuing, and tells the approver by mail and push', async () => {
    const c = await company();
    const saved = await c.admin.send('POST', '/api/recurring-invoices', {
      name: '月額保守',
      customerId: c.customerId,
      dayOfMonth: 25,
      startDate: '2027-01-01',
      mode: 'issue-and-mail',
      content: { subject: '月額保守料', lines: [{ name: '保守料', unitPrice: 150_000 }] },
    });
    expect(saved.status).toBe(201);
    const deps: RecurringDeps = {
      db: t.db,
      outbox: t.outbox,
      pdf: createPdfRenderer(t.config.pdf),
      push: staffPush({ db: t.db, config: t.config, queue: t.jobs }),
      originOf: () => 'https://example.test',
    };
    expect(await runDueRecurringInvoices(deps, { companyId: c.seed.companyId }, '2027-01-25')).toEqual({ created: 1, failures: [] });

    const [invoice] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, c.seed.companyId), eq(documents.kind, 'invoice')));
    expect(invoice).toMatchObject({ status: 'draft', number: null, approvalStatus: 'pending', approvalStep: 0, total: 165_000 });
    const approval = await (await c.ichiro.get(`/api/documents/invoice/${invoice?.id}/approval`)).json();
    expect(approval).toMatchObject({ status: 'pending', canApprove: true });
    expect(await received(c.devices.ichiro)).toMatchObject([
      { title: '承認依頼: 請求書', body: expect.stringContaining('株式会社承認先 ¥165,000　月額保守料'), url: `/sales/${invoice?.id}` },
    ]);
    const mails = t.mailer.messages.filter((m) => m.to === c.members.ichiro.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('【承認依頼】')]);
    expect(mails[0]?.text ?? JSON.stringify(mails[0])).toContain(`https://example.test/sales/${invoice?.id}`);
  });
});
