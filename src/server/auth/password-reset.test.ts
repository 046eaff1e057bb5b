import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const resetLinkOf = (text: string) => new URL(text.match(/https?:\/\/\S+/)?.[0] ?? '');

describe('password reset by e-mail', () => {
  it('mails a link to /login on the partner host; the new password signs in and the old one does not', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: seed.staff.email, redirectTo: '/login' },
    });
    expect(res.status).toBe(200);
    await t.jobs.idle();
    const mail = t.mailer.messages.find((m) => m.to === seed.staff.email);
    expect(mail?.subject).toBe('【パスワード再設定】のご案内');
    const link = resetLinkOf(mail?.text ?? '');
    expect(link.origin).toBe(`http://${seed.oemId}.localhost:3000`);
    expect(link.pathname).toBe('/login');
    const token = link.searchParams.get('resetToken') as string;

    const reset = await t.request(seed.host, '/api/auth/reset-password', {
      method: 'POST',
      body: { newPassword: 'brand-new-pass-7', token },
    });
    expect(reset.status).toBe(200);
    await expect(t.signIn(seed.staff.email, seed.host, 'brand-new-pass-7')).resolves.toBeDefined();
    await expect(t.signIn(seed.staff.email, seed.host)).rejects.toThrow(/401/);

    // Single use.
    const again = await t.request(seed.host, '/api/auth/reset-password', {
      method: 'POST',
      body: { newPassword: 'another-pass-8', token },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toMatch(/有効期限が切れているか、すでに使用されています/);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const seed = await t.seedCompany();
    const before = t.mailer.messages.length;
    const res = await t.request(seed.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: 'nobody@nowhere.example', redirectTo: '/login' },
    });
    expect(res.status).toBe(200);
    await t.jobs.idle();
    expect(t.mailer.messages.length).toBe(before);
  });

  it('refuses a new password that breaks the rules, in Japanese, and keeps the old one', async () => {
    const seed = await t.seedCompany();
    await t.request(seed.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: seed.admin.email, redirectTo: '/login' },
    });
    await t.jobs.idle();
    const token = resetLinkOf(t.mailer.messages.find((m) => m.to === seed.admin.email)?.text ?? '').searchParams.get('resetToken');
    const res = await t.request(seed.host, '/api/auth/reset-password', { method: 'POST', body: { newPassword: 'onlyletters', token } });
    expect(res.status).toBe(400);
    const message = 'パスワードには数字を1文字以上含めてください';
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, issues: [{ path: 'newPassword', message }] } });
    await expect(t.signIn(seed.admin.email, seed.host)).resolves.toBeDefined();
  });

  it('a manager’s reset link points at the main host', async () => {
    const manager = await t.seedManager();
    await t.request(manager.host, '/api/auth/request-password-reset', {
      method: 'POST',
      body: { email: manager.email, redirectTo: '/login' },
    });
    await t.jobs.idle();
    const link = resetLinkOf(t.mailer.messages.find((m) => m.to === manager.email)?.text ?? '');
    expect(link.origin).toBe('http://localhost:3000');
  });
});
