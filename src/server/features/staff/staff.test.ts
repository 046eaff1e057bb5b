import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)?.[0] ?? '');

describe('staff management', () => {
  it('an admin invites a member who sets a password through the mailed link and signs in with the granted flags', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const email = `jiro-${seed.oemId}@example.com`;
    // Full-width input and capitals are normalised to the half-width, lower-case address.
    const res = await admin.send('POST', '/api/staff', {
      name: '新人 次郎',
      email: `ＪＩＲＯ-${seed.oemId}@Example.com`,
      role: 'user',
      permissions: { customer: true },
    });
    expect(res.status).toBe(201);
    const member = await res.json();
    expect(member).toMatchObject({
      name: '新人 次郎',
      email,
      role: 'user',
      status: 'invited',
      permissions: { customer: true },
    });

    await t.jobs.idle();
    const mail = t.mailer.messages.find((m) => m.to === email);
    expect(mail?.subject).toContain('招待');
    const link = linkIn(mail?.text ?? '');
    expect(link.origin).toBe(`http://${seed.oemId}.localhost:3000`);
    expect(link.pathname).toBe('/login');
    const setPassword = await t.request(seed.host, '/api/auth/reset-password', {
      method: 'POST',
      body: { newPassword: 'jiro-pass-2026', token: link.searchParams.get('resetToken') },
    });
    expect(setPassword.status).toBe(200);

    const jiro = await t.signIn(email, seed.host, 'jiro-pass-2026');
    expect((await jiro.get('/api/customers')).status).not.toBe(403);
    expect((await jiro.get('/api/products')).status).toBe(403);
    const list = await (await admin.get('/api/staff')).json();
    expect(list.items.find((m: { id: string }) => m.id === member.id).status).toBe('active');
    const logs = await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId));
    expect(logs.map((l) => l.operationType)).toContain('staff.invite');
  });

  it('refuses an address already in the own company (the admin sees it in the list anyway)', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const res = await admin.send('POST', '/api/staff', { name: '重複', email: seed.staff.email, role: 'user', permissions: {} });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('このメールアドレスは既に登録されています');
  });

  it('answers an address of another partner like a new invitation; its owner is told by mail and keeps the account', async () => {
    const seed = await t.seedCompany();
    const elsewhere = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const invite = (email: string) =>
      admin.send('POST', '/api/staff', { name: '招待 三郎', email, role: 'user', permissions: { quote: true } });
    const freshEmail = `saburo-${seed.oemId}@example.com`;
    const fresh = await invite(freshEmail);
    const taken = await invite(elsewhere.staff.email);
    expect(taken.status).toBe(fresh.status);
    const shape = (m: Record<string, unknown>) => ({ ...m, id: typeof m.id, email: typeof m.email, createdAt: typeof m.createdAt });
    expect(shape(await taken.json())).toEqual(shape(await fresh.json()));

    await t.jobs.idle();
    const mail = t.mailer.messages.filter((m) => m.to === elsewhere.staff.email).at(-1);
    expect(mail?.text).toContain('すでにアカウントをお持ち');
    expect(mail?.text).toContain(`http://${elsewhere.oemId}.localhost:3000/login`);
    expect(mail?.text).not.toContain('resetToken');
    const owner = await t.signIn(elsewhere.staff.email, elsewhere.host);
    expect((await (await owner.get('/api/me')).json()).company.id).toBe(elsewhere.companyId);
  });

  it('edits role and flags; the member sees the change at once', async () => {
    const seed = await t.seedCompany({ staffPermissions: {} });
    const admin = await t.signIn(seed.admin.email, seed.host);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await staff.get('/api/products')).status).toBe(403);
    const res = await admin.send('PATCH', `/api/staff/${seed.staff.id}`, { name: '担当 花子(改)', permissions: { products: true } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: '担当 花子(改)', permissions: { products: true } });
    expect((await staff.get('/api/products')).status).not.toBe(403);
  });

  it('deactivating ends the member’s sessions at once and refuses sign-in', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const staff = await t.signIn(seed.staff.email, seed.host);
    expect((await admin.send('PATCH', `/api/staff/${seed.staff.id}`, { isActive: false })).status).toBe(200);
    expect((await staff.get('/api/me')).status).toBe(401);
    const again = await t.request(seed.host, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: seed.staff.email, password: 'test-pass-2026' },
    });
    expect(again.status).toBe(403);
    expect((await again.json()).error.message).toBe('このアカウントは利用できません。管理者にお問い合わせください。');
  });

  it('an admin cannot demote or deactivate themselves, and the last admin stays one', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const demoteSelf = await admin.send('PATCH', `/api/staff/${seed.admin.id}`, { role: 'user' });
    expect(demoteSelf.status).toBe(400);
    expect((await demoteSelf.json()).error.message).toBe('自分自身の管理者権限は外せません');
    const deactivateSelf = await admin.send('PATCH', `/api/staff/${seed.admin.id}`, { isActive: false });
    expect((await deactivateSelf.json()).error.message).toBe('自分自身を無効にすることはできません');

    // A second admin may demote the first only while another admin remains.
    await admin.send('PATCH', `/api/staff/${seed.staff.id}`, { role: 'admin' });
    const second = await t.signIn(seed.staff.email, seed.host);
    expect((await second.send('PATCH', `/api/staff/${seed.admin.id}`, { role: 'user' })).status).toBe(200);
    const { users } = await import('../../db/schema');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, seed.admin.id));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, seed.admin.id));
    const last = await second.send('PATCH', `/api/staff/${seed.staff.id}`, { role: 'user' });
    expect(last.status).toBe(400);
  });

  it('another company’s member is a 404, and role user is refused', async () => {
    const a = await t.seedCompany();
    const b = await t.seedCompany();
    const adminB = await t.signIn(b.admin.email, b.host);
    const res = await adminB.send('PATCH', `/api/staff/${a.staff.id}`, { name: '乗っ取り' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('担当者が見つかりません');
    const list = await (await adminB.get('/api/staff')).json();
    expect(list.items.map((m: { email: string }) => m.email).sort()).toEqual([b.admin.email, b.staff.email].sort());
    const userB = await t.signIn(b.staff.email, b.host);
    expect((await userB.get('/api/staff')).status).toBe(403);
  });

  it('rejects unknown flags and roles in Japanese', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const badFlag = await admin.send('POST', '/api/staff', {
      name: 'x',
      email: 'x@example.com',
      role: 'user',
      permissions: { everything: true },
    });
    expect((await badFlag.json()).error.message).toBe('不明な権限があります: everything');
    const badRole = await admin.send('PATCH', `/api/staff/${seed.staff.id}`, { role: 'owner' });
    expect((await badRole.json()).error.message).toBe('権限の種類は「一般」か「管理者」を選んでください');
  });

  it('resends an invitation only while it is pending', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const member = await (
      await admin.send('POST', '/api/staff', { name: '再送', email: `resend-${seed.oemId}@example.com`, role: 'user', permissions: {} })
    ).json();
    expect((await admin.send('POST', `/api/staff/${member.id}/resend-invitation`)).status).toBe(200);
    await t.jobs.idle();
    expect(t.mailer.messages.filter((m) => m.to === member.email)).toHaveLength(2);
    const done = await admin.send('POST', `/api/staff/${seed.staff.id}/resend-invitation`);
    expect(done.status).toBe(400);
  });
});
