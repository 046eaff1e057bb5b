import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentLinks } from '../../../db/schema';
import { createTestContext, type TestContext } from '../../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Seed = Awaited<ReturnType<TestContext['seedCompany']>>;
type Admin = Awaited<ReturnType<TestContext['signIn']>>;

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function company() {
  const seed = await t.seedCompany();
  const admin = await t.signIn(seed.admin.email, seed.host);
  return { seed, admin };
}

/** An issued invoice of the customer; answers its id. */
async function issuedInvoice(admin: Admin, customerId: string, name = '保守作業', unitPrice = 5000) {
  const created = await admin.send('POST', '/api/documents/invoice', { issueDate: '2026-11-05', customerId, lines: [{ name, unitPrice }] });
  const { id } = (await created.json()) as { id: string };
  expect((await admin.send('POST', `/api/documents/invoice/${id}/issue`)).status).toBe(200);
  return id;
}

/** Sends it by 送付方法 and answers the mail as it went, and the page's path from it. */
async function sendByLink(admin: Admin, id: string, method: 'link' | 'both' | 'pdf' = 'link') {
  const to = `client-${crypto.randomUUID().slice(0, 8)}@client.example`;
  const sent = await admin.send('POST', `/api/documents/invoice/${id}/send`, {
    to,
    subject: '請求書のご送付',
    message: 'ご確認ください。',
    method,
  });
  expect(sent.status).toBe(202);
  await t.jobs.idle();
  const mail = t.mailer.messages.find((m) => m.to === to);
  if (!mail) throw new Error('no mail');
  const url = mail.text.match(/https?:\/\/\S+\/d\/[\w-]+/)?.[0];
  return { mail, url, path: url ? new URL(url).pathname : '' };
}

const view = (seed: Seed, path: string, init: { method?: string; ip?: string; body?: string; headers?: Record<string, string> } = {}) =>
  t.request(seed.host, path, init);

async function linksOf(admin: Admin, id: string) {
  const res = await admin.get(`/api/documents/invoice/${id}/links`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    state: string;
    links: { id: string; isActive: boolean; to: string; firstOpenedAt: string | null; receivedAt: string | null }[];
    events: { type: string; ipAddress: string }[];
    failedMails: number;
  };
}

async function listStateOf(admin: Admin, id: string) {
  const list = (await (await admin.get('/api/documents/invoice')).json()) as { items: { id: string; linkState?: string }[] };
  return list.items.find((i) => i.id === id)?.linkState;
}

describe('Web送付: sending a document as a link', () => {
  it('mails a link on the partner host instead of the PDF; the page shows the document to anyone with it, no account', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const id = await issuedInvoice(admin, customerId, 'ウェブ制作費', 120000);
    const { mail, url, path } = await sendByLink(admin, id);
    expect(mail.attachments ?? []).toHaveLength(0);
    expect(url).toBeDefined();
    expect(new URL(url as string).host).toBe(seed.host);
    // ≥128 bits: 32 random bytes, base64url.
    expect(path.split('/')[2]).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const [stored] = await t.db.select().from(documentLinks).where(eq(documentLinks.documentId, id));
    expect(stored?.tokenHash).toBe(
      createHash('sha256')
        .update(path.split('/')[2] as string)
        .digest('hex'),
    );
    expect(JSON.stringify(stored)).not.toContain(path.split('/')[2]);

    const page = await view(seed, path);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    for (const text of ['請求書', '株式会社取引先', 'ウェブ制作費', '¥132,000', '受領しました', 'PDFをダウンロード', 'これまでの書類'])
      expect(html).toContain(text);
    // No internal ids on the page.
    for (const internal of [id, seed.companyId, customerId]) expect(html).not.toContain(internal);
    // The mail went as the document's mail: 送付済 once accepted.
    expect(((await (await admin.get(`/api/documents/invoice/${id}`)).json()) as { status: string }).status).toBe('sent');
  });

  it('両方 attaches the PDF and links it; PDF添付 makes no link', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '両方商事');
    const both = await sendByLink(admin, await issuedInvoice(admin, customerId), 'both');
    expect(both.mail.attachments).toHaveLength(1);
    expect(both.url).toBeDefined();
    const pdfOnlyId = await issuedInvoice(admin, customerId);
    const pdfOnly = await sendByLink(admin, pdfOnlyId, 'pdf');
    expect(pdfOnly.mail.attachments).toHaveLength(1);
    expect(pdfOnly.url).toBeUndefined();
    expect((await linksOf(admin, pdfOnlyId)).state).toBe('none');
  });

  it('downloads exactly the PDF kept at issue: the same SHA-256 as the document', async () => {
    const { seed, admin } = await company();
    const id = await issuedInvoice(admin, await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先'));
    const { path } = await sendByLink(admin, id);
    const pdf = await view(seed, `${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment;/);
    const bytes = await pdf.arrayBuffer();
    const doc = (await (await admin.get(`/api/documents/invoice/${id}`)).json()) as { pdfSha256: string };
    expect(sha256(bytes)).toBe(doc.pdfSha256);
    const backOffice = await (await admin.get(`/api/documents/invoice/${id}/pdf?download=1`)).arrayBuffer();
    expect(sha256(bytes)).toBe(sha256(backOffice));
  });
});

describe('開封確認', () => {
  it('records the first view, each download and 受領しました with time and address, on the document and in the list', async () => {
    const { seed, admin } = await company();
    const id = await issuedInvoice(admin, await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先'));
    const { path } = await sendByLink(admin, id);
    expect((await linksOf(admin, id)).state).toBe('sent');
    expect(await listStateOf(admin, id)).toBe('sent');

    expect((await view(seed, path, { ip: '203.0.113.7' })).status).toBe(200);
    expect((await view(seed, path, { ip: '203.0.113.7' })).status).toBe(200);
    let links = await linksOf(admin, id);
    expect(links.state).toBe('opened');
    expect(links.links[0]?.firstOpenedAt).not.toBeNull();
    expect(links.events).toEqual([expect.objectContaining({ type: 'open', ipAddress: '203.0.113.7' })]);
    expect(await listStateOf(admin, id)).toBe('opened');

    await view(seed, `${path}/pdf`, { ip: '203.0.113.8' });
    await view(seed, `${path}/pdf`, { ip: '203.0.113.8' });
    const received = await view(seed, `${path}/received`, { method: 'POST', ip: '203.0.113.9' });
    expect(received.status).toBe(303);
    expect(received.headers.get('location')).toBe(path);
    expect(await (await view(seed, path)).text()).toContain('受領済み');
    links = await linksOf(admin, id);
    expect(links.state).toBe('received');
    expect(links.events.map((e) => e.type).sort()).toEqual(['download', 'download', 'open', 'received']);
    expect(links.events.find((e) => e.type === 'received')?.ipAddress).toBe('203.0.113.9');
    expect(await listStateOf(admin, id)).toBe('received');
  });

  it('tells the sender by mail when the link is first opened, once; not when 設定 turns it off', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const { path } = await sendByLink(admin, await issuedInvoice(admin, customerId));
    await view(seed, path);
    await view(seed, path);
    await t.jobs.idle();
    const notices = t.mailer.messages.filter((m) => m.to === seed.admin.email && m.subject.includes('開封確認'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('株式会社取引先');

    const saved = await admin.send('PUT', '/api/settings/web-delivery', { expiryDays: 30, notifyOnOpen: false });
    expect(saved.status).toBe(200);
    const second = await sendByLink(admin, await issuedInvoice(admin, customerId));
    await view(seed, second.path);
    await t.jobs.idle();
    expect(t.mailer.messages.filter((m) => m.to === seed.admin.email && m.subject.includes('開封確認'))).toHaveLength(1);
  });

  it('another company cannot read a document’s links; a member without the invoice flag gets 403', async () => {
    const { seed, admin } = await company();
    const id = await issuedInvoice(admin, await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先'));
    await sendByLink(admin, id);
    const other = await company();
    expect((await other.admin.get(`/api/documents/invoice/${id}/links`)).status).toBe(404);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.get(`/api/documents/invoice/${id}/links`)).status).toBe(403);
  });
});

describe('links that do not open', () => {
  it('answers expired, revoked, unknown and foreign-host links with the same 404 page', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const revokedId = await issuedInvoice(admin, customerId);
    const revoked = await sendByLink(admin, revokedId);
    const expired = await sendByLink(admin, await issuedInvoice(admin, customerId));
    const valid = await sendByLink(admin, await issuedInvoice(admin, customerId));

    const linkId = (await linksOf(admin, revokedId)).links[0]?.id;
    const revoke = await admin.send('POST', `/api/documents/invoice/${revokedId}/links/${linkId}/revoke`);
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { links: { isActive: boolean }[] }).links[0]?.isActive).toBe(false);
    const expiredHash = createHash('sha256')
      .update(expired.path.split('/')[2] as string)
      .digest('hex');
    await t.db
      .update(documentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentLinks.tokenHash, expiredHash));
    const other = await t.seedCompany();

    const answers = await Promise.all([
      view(seed, revoked.path),
      view(seed, expired.path),
      view(seed, `/d/${'A'.repeat(43)}`),
      view(seed, '/d/short'),
      t.request(other.host, valid.path),
      view(seed, `${revoked.path}/pdf`),
      view(seed, `${expired.path}/documents`),
    ]);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain('ページが見つかりません');
    expect((await view(seed, valid.path)).status).toBe(200);
  });

  it('limits requests per address, known links or not', async () => {
    const { seed } = await company();
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await view(seed, `/d/unknown-${i}`, { ip })).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await (await view(seed, '/d/unknown', { ip })).text()).toContain('しばらく待ってから');
    expect((await view(seed, '/d/unknown', { ip: '198.51.100.24' })).status).toBe(404);
  });

  it('uses the expiry of 設定 › Web送付; only admins change it, within 1–365 days', async () => {
    const { seed, admin } = await company();
    expect(await (await admin.get('/api/settings/web-delivery')).json()).toEqual({ expiryDays: 30, notifyOnOpen: true });
    expect((await admin.send('PUT', '/api/settings/web-delivery', { expiryDays: 0, notifyOnOpen: true })).status).toBe(400);
    expect((await admin.send('PUT', '/api/settings/web-delivery', { expiryDays: 7, notifyOnOpen: true })).status).toBe(200);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.send('PUT', '/api/settings/web-delivery', { expiryDays: 365, notifyOnOpen: true })).status).toBe(403);
    const id = await issuedInvoice(admin, await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先'));
    await sendByLink(admin, id);
    const [link] = await t.db.select().from(documentLinks).where(eq(documentLinks.documentId, id));
    const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('これまでの書類', () => {
  it('lists the documents sent by link to the same customer of the same company only, while their links open', async () => {
    const { seed, admin } = await company();
    const x = await t.seedCustomer(seed.companyId, 'C-001', 'エックス商事');
    const y = await t.seedCustomer(seed.companyId, 'C-002', 'ワイ工業');
    const first = await sendByLink(admin, await issuedInvoice(admin, x, '一月分の作業'));
    await sendByLink(admin, await issuedInvoice(admin, x, '二月分の作業'));
    const revokedId = await issuedInvoice(admin, x, '取り消した作業');
    await sendByLink(admin, revokedId);
    const linkId = (await linksOf(admin, revokedId)).links[0]?.id;
    await admin.send('POST', `/api/documents/invoice/${revokedId}/links/${linkId}/revoke`);
    const ofY = await sendByLink(admin, await issuedInvoice(admin, y, 'ワイ社の作業'));
    // Another company's customer of the same name and code.
    const other = await company();
    const otherX = await t.seedCustomer(other.seed.companyId, 'C-001', 'エックス商事');
    const otherDoc = await sendByLink(other.admin, await issuedInvoice(other.admin, otherX, '他社の作業'));

    const portal = await view(seed, `${first.path}/documents`);
    expect(portal.status).toBe(200);
    const html = await portal.text();
    expect(html.match(/<tr><td><a /g)).toHaveLength(2);
    expect(html).toContain('エックス商事');
    expect(html).not.toContain('ワイ');
    expect(html).not.toContain('他社');

    // Each entry opens that document through this link; Y's link id does not open through X's token.
    const refs = [...html.matchAll(/href="(\/d\/[\w-]+\/o\/[\w-]+)"/g)].map((m) => m[1] as string);
    expect(refs).toHaveLength(1);
    expect(await (await view(seed, refs[0] as string)).text()).toContain('二月分の作業');
    const yLinkId = (
      await t.db
        .select()
        .from(documentLinks)
        .where(
          eq(
            documentLinks.tokenHash,
            createHash('sha256')
              .update(ofY.path.split('/')[2] as string)
              .digest('hex'),
          ),
        )
    )[0]?.id;
    expect((await view(seed, `${first.path}/o/${yLinkId}`)).status).toBe(404);
    expect((await view(seed, `${first.path}/o/${linkId}`)).status).toBe(404);

    const otherPortal = await (await t.request(other.seed.host, `${otherDoc.path}/documents`)).text();
    expect(otherPortal.match(/<tr><td><a /g)).toHaveLength(1);
    expect(otherPortal).not.toContain('/o/');
  });
});

describe('無効にする in 操作履歴', () => {
  it('records the revocation once, with the address the link went to, in 操作履歴 and the document’s history', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const id = await issuedInvoice(admin, customerId);
    const sent = await sendByLink(admin, id);
    const linkId = (await linksOf(admin, id)).links[0]?.id;

    expect((await admin.send('POST', `/api/documents/invoice/${id}/links/${linkId}/revoke`)).status).toBe(200);
    // Revoking it again changes nothing and records nothing.
    expect((await admin.send('POST', `/api/documents/invoice/${id}/links/${linkId}/revoke`)).status).toBe(200);

    const history = (await (await admin.get('/api/history')).json()) as {
      items: { operationType: string; label: string; targetLabel: string; link: string | null; user: { name: string } | null }[];
    };
    const revocations = history.items.filter((e) => e.operationType === 'document.link-revoke');
    expect(revocations).toHaveLength(1);
    expect(revocations[0]).toMatchObject({
      label: 'Web送付のリンクの無効化',
      targetLabel: expect.stringMatching(/^請求書 INV-/),
      link: `/sales/${id}`,
      user: { name: seed.admin.name },
    });

    const own = (await (await admin.get(`/api/documents/invoice/${id}/history`)).json()) as { action: string; note: string }[];
    expect(own.filter((e) => e.action === 'Web送付のリンクを無効化').map((e) => e.note)).toEqual([`宛先: ${sent.mail.to}`]);
  });

  it('records nothing for a link that is not there', async () => {
    const { seed, admin } = await company();
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社取引先');
    const id = await issuedInvoice(admin, customerId);
    const res = await admin.send('POST', `/api/documents/invoice/${id}/links/00000000-0000-0000-0000-000000000000/revoke`);
    expect(res.status).toBe(404);
    const history = (await (await admin.get('/api/history')).json()) as { items: { operationType: string }[] };
    expect(history.items.some((e) => e.operationType === 'document.link-revoke')).toBe(false);
  });
});
