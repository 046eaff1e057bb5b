import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestContext, type TestContext, testPassword } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const notFound = { error: { code: 'NOT_FOUND', message: 'APIが見つかりません' } };
const nameOf = async (id: string) => (await t.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

async function expectRefused(res: Response, code: string, message: string | RegExp) {
  expect(res.status).toBe(400);
  const { error } = await res.json();
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}

describe('better-auth behind the API input rules', () => {
  it('refuses a NUL in a reset token with a 400 in Japanese, before sign-in', async () => {
    const seed = await t.seedCompany();
    const res = await t.request(seed.host, '/api/auth/reset-password', {
      method: 'POST',
      body: { token: 'a\u0000b', newPassword: 'brand-new-pass-7' },
    });
    await expectRefused(res, 'INVALID_CHARACTERS', '入力に使用できない文字(制御文字など)が含まれています');
    await expect(t.signIn(seed.admin.email, seed.host)).resolves.toBeDefined();
  });

  it('refuses broken JSON, wrong types, over-long fields and unknown fields with the field’s message', async () => {
    const seed = await t.seedCompany();
    const signIn = (body: unknown) => t.request(seed.host, '/api/auth/sign-in/email', { method: 'POST', body });
    await expectRefused(await signIn('{"email":'), 'MALFORMED_JSON', 'リクエストの形式が正しくありません');
    await expectRefused(await signIn({ email: 42, password: testPassword }), 'VALIDATION_FAILED', 'メールアドレスを入力してください');
    await expectRefused(
      await signIn({ email: `${'a'.repeat(300)}@test.example`, password: testPassword }),
      'VALIDATION_FAILED',
      'メールアドレスが長すぎます',
    );
    await expectRefused(await signIn({ email: seed.admin.email, password: 'p'.repeat(100_000) }), 'VALIDATION_FAILED', '128文字以内');
    await expectRefused(await signIn({ email: seed.admin.email, password: ['x'] }), 'VALIDATION_FAILED', 'パスワードを入力してください');
    await expectRefused(
      await signIn({ email: seed.admin.email, password: testPassword, callbackURL: 'https://evil.example' }),
      'VALIDATION_FAILED',
      '不明な項目があります: callbackURL',
    );
    await expectRefused(
      await t.request(seed.host, '/api/auth/reset-password', { method: 'POST', body: { token: 7, newPassword: 'brand-new-pass-7' } }),
      'VALIDATION_FAILED',
      'リンクが無効です',
    );
    await expectRefused(
      await t.request(seed.host, '/api/auth/request-password-reset', {
        method: 'POST',
        body: { email: seed.admin.email, redirectTo: '//evil.example' },
      }),
      'VALIDATION_FAILED',
      'URLを確認してください',
    );
    await t.jobs.idle();
    expect(t.mailer.messages.filter((m) => m.to === seed.admin.email)).toEqual([]);
  });

  it('signs in with the address as /api/account reads it: full-width, spaces and capitals', async () => {
    const seed = await t.seedCompany();
    const typed = ` ${seed.admin.email.toUpperCase().replace('@', '＠')} `;
    const res = await t.request(seed.host, '/api/auth/sign-in/email', { method: 'POST', body: { email: typed, password: testPassword } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(seed.admin.email);
  });

  it('does not serve update-user: a 100,000-character name changes nothing, and /api/account refuses it', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const before = await nameOf(seed.admin.id);
    for (const name of ['x'.repeat(100_000), '新しい 名前']) {
      const res = await admin.send('POST', '/api/auth/update-user', { name });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    await expectRefused(
      await admin.send('PATCH', '/api/account', { name: 'x'.repeat(100_000) }),
      'VALIDATION_FAILED',
      '氏名は50文字以内で入力してください',
    );
    expect(await nameOf(seed.admin.id)).toBe(before);
  });

  it('answers 404 for every better-auth endpoint the product does not call', async () => {
    const seed = await t.seedCompany();
    const admin = await t.signIn(seed.admin.email, seed.host);
    const unused: [string, string, unknown?][] = [
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/list-accounts'],
      ['GET', '/api/auth/ok'],
      ['GET', '/api/auth/reset-password/some-token?callbackURL=/login'],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/change-email', { newEmail: 'taken@test.example' }],
      ['POST', '/api/auth/delete-user', { password: testPassword }],
      ['POST', '/api/auth/sign-up/email', { email: 'new@test.example', password: testPassword, name: '新規' }],
      ['GET', '/api/auth/sign-in/email'],
    ];
    for (const [method, path, body] of unused) {
      const res = await admin.send(method, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.json()).toEqual(notFound);
    }
    // The session and the account are as they were.
    const me = await admin.get('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(seed.admin.email);
  });
});
