import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testPassword } from '../../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const tokenIn = (text: string | undefined, key: string) => new URL(text?.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get(key);

describe('my page', () => {
  it('changes the own name', async () => {
    const seed = await t.seedCompany();
    const me = await t.signIn(seed.staff.email, seed.host);
    expect((await me.send('PATCH', '/api/account', { name: '新しい 名前' })).status).toBe(200);
    expect((await (await me.get('/api/me')).json()).user.name).toBe('新しい 名前');
    expect((await me.send('PATCH', '/api/account', { name: ' ' })).status).toBe(400);
  });

  it('changes the e-mail only with the current password and a confirmed link', async () => {
    const seed = await t.seedCompany();
    const me = await t.signIn(seed.staff.email, seed.host);
    const wrong = await me.send('POST', '/api/account/email', {
      newEmail: `new-${seed.oemId}@example.com`,
      currentPassword: 'nope-nope-1',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('パスワードが正しくありません');
    const taken = await me.send('POST', '/api/account/email', { newEmail: seed.admin.email, currentPassword: testPassword });
    expect(taken.status).toBe(409);

    const newEmail = `new-${seed.oemId}@example.com`;
    expect((await me.send('POST', '/api/account/email', { newEmail, currentPassword: testPassword })).status).toBe(200);
    await t.jobs.idle();
    const mail = t.mailer.messages.find((m) => m.to === newEmail);
    const token = tokenIn(mail?.text, 'emailToken');
    const confirm = await me.send('POST', '/api/account/email/confirm', { token });
    expect(confirm.status).toBe(200);
    expect((await (await me.get('/api/me')).json()).user.email).toBe(newEmail);
    await expect(t.signIn(newEmail, seed.host)).resolves.toBeDefined();
    // A link works once.
    const again = await me.send('POST', '/api/account/email/confirm', { token });
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
  });

  it('a link opened while signed in as another user changes nobody and still works for its owner', async () => {
    const seed = await t.seedCompany();
    const owner = await t.signIn(seed.staff.email, seed.host);
    const newEmail = `moved-${seed.oemId}@example.com`;
    await owner.send('POST', '/api/account/email', { newEmail, currentPassword: testPassword });
    await t.jobs.idle();
    const token = tokenIn(t.mailer.messages.find((m) => m.to === newEmail)?.text, 'emailToken');

    const other = await t.signIn(seed.admin.email, seed.host);
    const refused = await other.send('POST', '/api/account/email/confirm', { token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'WRONG_ACCOUNT',
        message:
          'このリンクは別のアカウントのメールアドレス変更用です。ログアウトし、変更を申し込んだアカウントでログインしてから、メールのリンクをもう一度開いてください。',
      },
    });
    expect((await (await other.get('/api/me')).json()).user.email).toBe(seed.admin.email);
    expect((await (await owner.get('/api/me')).json()).user.email).toBe(seed.staff.email);

    expect((await owner.send('POST', '/api/account/email/confirm', { token })).status).toBe(200);
    expect((await (await owner.get('/api/me')).json()).user.email).toBe(newEmail);
    expect((await (await other.get('/api/me')).json()).user.email).toBe(seed.admin.email);
  });

  it('changes the password with the current one, under the password rules', async () => {
    const seed = await t.seedCompany();
    const me = await t.signIn(seed.staff.email, seed.host);
    const bad = await me.send('POST', '/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'abcdefgh',
      revokeOtherSessions: false,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('パスワードには数字を1文字以上含めてください');
    const wrongCurrent = await me.send('POST', '/api/auth/change-password', {
      currentPassword: 'wrong-pass-9',
      newPassword: 'better-pass-9',
      revokeOtherSessions: false,
    });
    expect(wrongCurrent.status).toBe(400);
    expect((await wrongCurrent.json()).error.message).toBe('パスワードが正しくありません');
    expect(
      (
        await me.send('POST', '/api/auth/change-password', {
          currentPassword: testPassword,
          newPassword: 'better-pass-9',
          revokeOtherSessions: false,
        })
      ).status,
    ).toBe(200);
    await expect(t.signIn(seed.staff.email, seed.host, 'better-pass-9')).resolves.toBeDefined();
  });

  it('lists the own sessions and signs out the others', async () => {
    const seed = await t.seedCompany();
    const phone = await t.signIn(seed.staff.email, seed.host);
    const desk = await t.signIn(seed.staff.email, seed.host);
    const list = await (await desk.get('/api/account/sessions')).json();
    expect(list.items).toHaveLength(2);
    expect(list.items.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('token');
    expect(await (await desk.send('POST', '/api/account/sessions/revoke-others')).json()).toEqual({ revoked: 1 });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await desk.get('/api/me')).status).toBe(200);
  });

  it('cannot end another user’s session', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const staff = await t.signIn(seed.staff.email, seed.host);
    const staffSession = (await (await staff.get('/api/account/sessions')).json()).items[0].id;
    expect((await admin.send('DELETE', `/api/account/sessions/${staffSession}`)).status).toBe(404);
    expect((await staff.get('/api/me')).status).toBe(200);
  });
});
