import type { Page } from '@playwright/test';
import { accounts, expect, fillSignIn, latestMailTo, origin, signIn, signInWithForm, test } from './fixtures';

/**
 * From the login form to the reset form. Both have a メールアドレス field, and the login form stays
 * on screen for a moment after the click: typing before the reset form's heading shows would fill
 * the field that is about to go.
 */
async function openResetForm(page: Page) {
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
}

test('the demo accounts of the README sign in on their partner hosts', async ({ page }) => {
  await signInWithForm(page, accounts.demoAdmin);
  await expect(page.getByRole('banner').getByText('デモ株式会社')).toBeVisible();
  await page.context().clearCookies();
  await signInWithForm(page, accounts.officeAdmin);
  await expect(page.getByRole('banner').getByText('サンプル商事株式会社')).toBeVisible();
});

test('an unauthenticated visitor is sent to /login/ and back to the page after signing in', async ({ page, company }) => {
  await page.goto(`${company.origin}/products`);
  await expect(page).toHaveURL(`${company.origin}/login/?url=%2Fproducts`);
  await expect(page.getByText(company.oemName).first()).toBeVisible();
  await fillSignIn(page, company.admin.email, company.password);
  await expect(page).toHaveURL(`${company.origin}/products`);
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();
});

test('a return path a browser would read as another host is not followed after signing in', async ({ page, company }) => {
  // %09 arrives as a TAB, which the URL parser drops: "/\t/evil.example/" would become "//evil.example/".
  await page.goto(`${company.origin}/login/?url=/%09/evil.example/`);
  await fillSignIn(page, company.admin.email, company.password);
  await expect(page.getByRole('button', { name: new RegExp(company.admin.name) })).toBeVisible();
  await expect(page).toHaveURL(`${company.origin}/`);
});

test('a wrong password shows a Japanese error and stays on the login page', async ({ page, company }) => {
  await page.goto(`${company.origin}/login`);
  await fillSignIn(page, company.admin.email, 'wrong-pass-99');
  await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('password rules are shown in Japanese when the entered password fails them', async ({ page, company }) => {
  await page.goto(`${company.origin}/login`);
  await fillSignIn(page, company.admin.email, 'short');
  await expect(page.getByText('パスワードは8文字以上で入力してください')).toBeVisible();
});

test('a signed-in user who opens /login is sent to the dashboard', async ({ page, company }) => {
  await signIn(page, company.admin);
  await page.goto(`${company.origin}/login`);
  await expect(page).toHaveURL(`${company.origin}/`);
  await expect(page.getByText(company.companyName).first()).toBeVisible();
});

test('a user of another partner is told whose site the account belongs to and carried there signed in', async ({
  page,
  company,
  office,
}) => {
  await page.goto(`${office.origin}/login`);
  await fillSignIn(page, company.admin.email, company.password);
  await expect(page.getByRole('heading', { name: `このアカウントは${company.oemName}のサイトでご利用いただけます` })).toBeVisible();
  await expect(page.getByText(`ご利用のサイト：${new URL(company.origin).host}`)).toBeVisible();
  await expect(page.getByText('ログインしたまま移動します。')).toBeVisible();
  // The session does not stay on the wrong site: it could never be used there.
  // Asked from the page: Node cannot resolve *.localhost, the browser can.
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  await page.getByRole('link', { name: `${company.oemName}へ移動` }).click();
  // One sign-in was enough: the partner's site opens signed in, and the token has left the address bar.
  await expect(page.getByRole('button', { name: new RegExp(company.admin.name) })).toBeVisible();
  await expect(page).toHaveURL(`${company.origin}/`);
  await expect(page.getByText(company.companyName).first()).toBeVisible();
});

test('a partner user who signs in on the main host is shown the partner address and carried there', async ({ page, company }) => {
  await page.goto(`${origin(null)}/login`);
  await fillSignIn(page, company.staff.email, company.password);
  await expect(page.getByRole('heading', { name: `このアカウントは${company.oemName}のサイトでご利用いただけます` })).toBeVisible();
  await expect(page.getByText(`ご利用のサイト：${new URL(company.origin).host}`)).toBeVisible();
  await expect.poll(async () => (await page.request.get(`${origin(null)}/api/me`)).status()).toBe(401);
  await page.getByRole('link', { name: `${company.oemName}へ移動` }).click();
  await expect(page.getByRole('button', { name: new RegExp(company.staff.name) })).toBeVisible();
  await expect(page).toHaveURL(`${company.origin}/`);
});

test('a manager is kept to /admin on the main host', async ({ page }) => {
  await signIn(page, accounts.manager);
  await expect(page).toHaveURL(`${origin(null)}/admin`);
  await page.goto(`${origin(null)}/products`);
  await expect(page).toHaveURL(`${origin(null)}/admin`);
});

test('a manager signing in on a partner host is sent to the main host', async ({ page }) => {
  // The page's clock, moved on by hand: the test does not sit out the 8 seconds it announces.
  await page.clock.install();
  await page.goto(`${origin('demo')}/login`);
  await fillSignIn(page, accounts.manager.email);
  await expect(page.getByRole('heading', { name: 'このアカウントは管理サイトでご利用いただけます' })).toBeVisible();
  await expect(page.getByText('8秒後に自動で移動します')).toBeVisible();
  await expect(page.getByText('ログインしたまま移動します。')).toBeVisible();
  // Without a click the page moves on by itself, as it says, and the manager arrives signed in.
  await page.clock.runFor(8_000);
  await expect(page).toHaveURL(`${origin(null)}/admin`);
});

test('password reset by e-mail: the link returns to /login and the new password signs in', async ({ page, office }) => {
  // Two resets and four sign-ins, each hashing a password: past the default 30 s once on two loaded cores.
  test.setTimeout(60_000);
  const account = office.admin;
  const resetTo = async (password: string) => {
    await page.goto(`${office.origin}/login`);
    await openResetForm(page);
    await page.getByLabel('メールアドレス').fill(account.email);
    await page.getByRole('button', { name: '再設定メールを送信' }).click();
    await expect(page.getByText('パスワード再設定のご案内を送信しました').first()).toBeVisible();
    const link = (await latestMailTo(account.email)).match(/https?:\/\/\S+/)?.[0] ?? '';
    expect(new URL(link).origin).toBe(office.origin);
    await page.goto(link);
    await page.getByLabel('新しいパスワード', { exact: true }).fill(password);
    await page.getByLabel(/確認/).fill(password);
    await page.getByRole('button', { name: /設定/ }).click();
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  };
  await resetTo('fresh-pass-2027');
  await fillSignIn(page, account.email, 'fresh-pass-2027');
  await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
  // A second reset: the first link is spent, and the newest mail carries a new one.
  await page.context().clearCookies();
  await resetTo('second-pass-2028');
  await fillSignIn(page, account.email, 'fresh-pass-2027');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await fillSignIn(page, account.email, 'second-pass-2028');
  await expect(page.getByRole('button', { name: new RegExp(account.name) })).toBeVisible();
});

test('an unknown address gets the same answer as a known one', async ({ page, company }) => {
  await page.goto(`${company.origin}/login`);
  await openResetForm(page);
  await page.getByLabel('メールアドレス').fill('nobody@nowhere.example');
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page.getByText('パスワード再設定のご案内を送信しました').first()).toBeVisible();
});

test('the notifications are named in Japanese', async ({ page, office }) => {
  await page.goto(`${office.origin}/login`);
  await expect(page.getByRole('region', { name: '通知（Alt+T で移動）' })).toBeAttached();
  await page.getByLabel('メールアドレス').fill(office.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('button', { name: '閉じる' })).toBeVisible();
});
