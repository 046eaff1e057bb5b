import type { Page } from '@playwright/test';
import { accounts, expect, fillSignIn, latestMailTo, origin, signIn, test } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
const newPassword = 'chosen-pass-2026';
/** Unique per call: invitees and partners of a test never meet another test's. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const linkIn = (mail: string) => mail.match(/https?:\/\/\S+/)?.[0] ?? '';

/** On /staff as a company admin: invites a member with the given area checkboxes ticked. */
async function inviteMember(page: Page, member: { name: string; email: string; areas: string[] }) {
  await page.getByRole('button', { name: '担当者を招待' }).click();
  const dialog = page.getByRole('dialog', { name: '担当者を招待' });
  await dialog.getByLabel('氏名').fill(member.name);
  await dialog.getByLabel('メールアドレス').fill(member.email);
  await dialog.getByLabel('一般').check();
  for (const area of member.areas) await dialog.getByLabel(area).check();
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByText('招待メールを送信しました')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Signed out: opens the invitation link, chooses a password and signs in with it. */
async function acceptInvitation(page: Page, email: string) {
  const link = linkIn(await latestMailTo(email));
  expect(link).toContain('/login?resetToken=');
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await page.getByLabel(/確認/).fill(newPassword);
  await page.getByRole('button', { name: /設定/ }).click();
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await fillSignIn(page, email, newPassword);
}

test('an admin invites a staff member, who sets a password and sees only the granted area', async ({ page, company }) => {
  const member = { name: `招待 一郎${unique().slice(-4)}`, email: `invitee-${unique()}@test.example`, areas: ['顧客管理'] };
  await signIn(page, company.admin, '/staff');
  await expect(page.getByRole('heading', { name: '担当者管理' })).toBeVisible();
  await inviteMember(page, member);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row.getByText('招待中')).toBeVisible();
  await expect(row.getByText('一般')).toBeVisible();
  await expect(row.getByRole('button', { name: '招待メールを再送' })).toBeVisible();

  await acceptInvitation(page, member.email);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '顧客管理' })).toBeVisible();
  for (const label of ['商品管理', '見積書管理', '担当者管理', '設定']) {
    await expect(nav(page).getByRole('link', { name: label })).toHaveCount(0);
  }
});

test('an admin cannot deactivate themselves, and a deactivated member is signed out at once', async ({ page, browser, company }) => {
  const member = company.staff;
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();

  await signIn(page, company.admin, '/staff');
  const ownRow = page.getByRole('row').filter({ hasText: company.admin.email });
  await expect(ownRow.getByRole('button', { name: '無効にする' })).toBeDisabled();
  await signIn(memberPage, member);
  await expect(nav(memberPage).getByRole('link', { name: '商品管理' })).toBeVisible();

  const memberRow = page.getByRole('row').filter({ hasText: member.email });
  await memberRow.getByRole('button', { name: '無効にする' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '無効にする' }).click();
  await expect(page.getByText('担当者を無効にしました')).toBeVisible();
  await expect(memberRow.getByText('無効', { exact: true })).toBeVisible();
  await expect(memberRow.getByRole('button', { name: '有効にする' })).toBeEnabled();

  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login/);
  await fillSignIn(memberPage, member.email, member.password);
  await expect(memberPage.getByRole('alert').first()).toBeVisible();
  await expect(memberPage).toHaveURL(/\/login/);
  await memberContext.close();
});

// The platform manager is the README's demo account; the partner and company it makes are new.
test('a manager creates a partner with its colours and a company, and the partner host is branded', async ({ page }) => {
  const id = `e2e-${unique()}`;
  const partnerName = `E2Eパートナー${id.slice(-5)}`;
  const companyName = `E2E商事${id.slice(-5)}`;
  const adminEmail = `owner-${id}@example.com`;
  await signIn(page, accounts.manager);
  await expect(page).toHaveURL(`${origin(null)}/admin`);

  await page.getByRole('button', { name: 'パートナーを作成' }).click();
  const partnerDialog = page.getByRole('dialog', { name: 'パートナーを作成' });
  await partnerDialog.getByLabel('ID（サブドメイン）').fill(id);
  await partnerDialog.getByLabel('パートナー名').fill(partnerName);
  await partnerDialog.getByLabel('背景色', { exact: true }).fill('#0f766e');
  await partnerDialog.getByLabel('文字色', { exact: true }).fill('#ffffff');
  await expect(partnerDialog.getByTestId('brand-preview-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(partnerDialog.getByTestId('brand-preview-header')).toContainText(partnerName);
  await partnerDialog.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('パートナーを作成しました')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: partnerName })).toContainText(`${id}.localhost`);

  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '会社' }).click();
  await page.getByRole('button', { name: '会社を作成' }).click();
  const companyDialog = page.getByRole('dialog', { name: '会社を作成' });
  await companyDialog.getByLabel('パートナー', { exact: true }).selectOption(id);
  await companyDialog.getByLabel('会社名').fill(companyName);
  await companyDialog.getByLabel('管理者の氏名').fill('E2E 管理者');
  await companyDialog.getByLabel('管理者のメールアドレス').fill(adminEmail);
  await companyDialog.getByRole('button', { name: '作成', exact: true }).click();
  await expect(page.getByText('会社を作成し、管理者に招待メールを送信しました')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: companyName })).toContainText(partnerName);
  expect(linkIn(await latestMailTo(adminEmail))).toContain(`${origin(id)}/login?resetToken=`);

  await page.context().clearCookies();
  await page.goto(`${origin(id)}/login`);
  const brand = page.getByText(partnerName, { exact: true });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(brand.locator('..')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
});

test('a new company signs up on a partner host, confirms its e-mail and signs in as admin', async ({ page, office }) => {
  const run = unique();
  const companyName = `登録テスト株式会社${run.slice(-5)}`;
  const email = `signup-${run}@test.example`;
  await page.goto(`${office.origin}/register`);
  await expect(page.getByText(office.oemName).first()).toBeVisible();
  await expect(page.getByText('英字と数字をそれぞれ1文字以上含める')).toBeVisible();
  await page.getByLabel('会社名').fill(companyName);
  await page.getByLabel('店舗名（任意）').fill('本店');
  await page.getByLabel('氏名').fill('登録 花子');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(newPassword);
  await page.getByLabel('確認用パスワード').fill(newPassword);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('利用規約への同意が必要です')).toBeVisible();
  await page.getByLabel('利用規約に同意する').check();
  await page.getByRole('button', { name: '登録する' }).click();

  await expect(page).toHaveURL(`${office.origin}/success`);
  await expect(
    page.getByText('登録が完了しました。確認メールを送信しましたので、メール内のリンクを開いてからログインしてください。'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'ログイン画面へ' }).click();
  await fillSignIn(page, email, newPassword);
  await expect(page.getByRole('alert').first()).toBeVisible();

  const link = linkIn(await latestMailTo(email));
  expect(link).toContain(`${office.origin}/login?verifyToken=`);
  await page.goto(link);
  await expect(page.getByText('メールアドレスを確認しました。ログインしてください')).toBeVisible();
  await expect(page).not.toHaveURL(/verifyToken/);
  await fillSignIn(page, email, newPassword);
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(companyName)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '担当者管理' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '納品書管理' })).toBeVisible();
});

test('the history lists what the admin did, filters by type in the URL, and role user sees only their own', async ({ page, company }) => {
  const member = { name: `履歴 次郎${unique().slice(-4)}`, email: `history-${unique()}@test.example`, areas: [] };
  await signIn(page, company.admin, '/master');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました')).toBeVisible();
  await page.goto(`${company.origin}/staff`);
  await inviteMember(page, member);

  // Straight there: the success toast covers the header's 操作履歴 button for its 4 seconds.
  await page.goto(`${company.origin}/history`);
  await expect(page.getByRole('heading', { name: '操作履歴' })).toBeVisible();
  const rows = page.getByRole('table', { name: '操作履歴' }).getByRole('row');
  const inviteRow = rows.filter({ hasText: member.name });
  await expect(inviteRow).toContainText('担当者の招待');
  await expect(inviteRow).toContainText(company.admin.name);
  await expect(inviteRow.getByRole('link', { name: member.name })).toHaveAttribute('href', '/staff');
  await expect(rows.filter({ hasText: '会社情報の更新' }).first()).toContainText(company.admin.name);
  // Newest first: the invitation came after the settings were saved.
  await expect(rows.nth(1)).toContainText(member.name);

  await page.getByLabel('操作の種類').selectOption({ label: '担当者の招待' });
  await expect(page).toHaveURL(/type=staff\.invite/);
  await page.reload();
  await expect(page.getByLabel('操作の種類')).toHaveValue('staff.invite');
  await expect(inviteRow).toBeVisible();
  await expect(rows.filter({ hasText: '会社情報の更新' })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, company.staff, '/history');
  await expect(page.getByRole('heading', { name: '操作履歴' })).toBeVisible();
  await expect(page.getByText('操作履歴はまだありません')).toBeVisible();
  await expect(page.getByText(company.admin.name)).toHaveCount(0);
});

test('the landing page is branded per partner, links to sign-up and sign-in, and loads no back-office code', async ({ page, company }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${company.origin}/lp`);
  await expect(page.getByRole('heading', { name: company.oemName, exact: true })).toBeVisible();
  await expect(page.getByText('テーブルからそのまま注文')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '新規登録' }).first()).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'ログイン' }).first()).toHaveAttribute('href', '/login');
  const backOffice = /shell-layout|staff-page|history-page|oems-page|my-page|dashboard-page/;
  expect(scripts.filter((path) => backOffice.test(path))).toEqual([]);
  // The same screens do arrive as their own chunks once a signed-in user opens them.
  await page.getByRole('link', { name: 'ログイン' }).first().click();
  await fillSignIn(page, company.admin.email, company.password);
  await expect(page.getByRole('heading', { name: 'ダッシュボード' })).toBeVisible();
  await nav(page).getByRole('link', { name: '担当者管理' }).click();
  await expect(page.getByRole('heading', { name: '担当者管理' })).toBeVisible();
  expect(scripts.some((path) => /shell-layout/.test(path))).toBe(true);
  expect(scripts.some((path) => /staff-page/.test(path))).toBe(true);
  await page.context().clearCookies();

  // The README's office partner, read only: its own colours.
  await page.goto(`${origin('office')}/lp`);
  await expect(page.getByRole('heading', { name: 'オフィスパートナー', exact: true })).toBeVisible();
  await expect(page.getByText('見積書・請求書', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'オフィスパートナー', exact: true }).locator('..').locator('..')).toHaveCSS(
    'background-color',
    'rgb(30, 58, 138)',
  );
});

test('on my page a member renames themselves, changes password and e-mail, and sees this device', async ({ page, company }) => {
  const member = company.staff;
  const newEmail = `renamed-${unique()}@test.example`;
  await signIn(page, member);
  await nav(page).getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByRole('heading', { name: 'マイページ' })).toBeVisible();

  const profile = page.getByRole('form', { name: 'プロフィール' });
  await profile.getByLabel('氏名').fill(`${member.name}改`);
  await profile.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存しました')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `${member.name}改` })).toBeVisible();

  const password = page.getByRole('form', { name: 'パスワード', exact: true });
  await password.getByLabel('現在のパスワード').fill('wrong-pass-2026');
  await password.getByLabel('新しいパスワード', { exact: true }).fill('another-pass-2027');
  await password.getByLabel('新しいパスワード（確認）').fill('another-pass-2027');
  await password.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(password.getByRole('alert').first()).toBeVisible();
  await password.getByLabel('現在のパスワード').fill(member.password);
  await password.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('パスワードを変更しました')).toBeVisible();

  const email = page.getByRole('form', { name: 'メールアドレス' });
  await email.getByLabel('新しいメールアドレス').fill(newEmail);
  await email.getByLabel('現在のパスワード').fill('another-pass-2027');
  await email.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(page.getByText('確認メールを送信しました', { exact: true })).toBeVisible();
  const link = linkIn(await latestMailTo(newEmail));
  expect(link).toContain(`${company.origin}/mypage?emailToken=`);
  await page.goto(link);
  await expect(page.getByText('メールアドレスを変更しました')).toBeVisible();
  await expect(page).not.toHaveURL(/emailToken/);
  await expect(email.getByLabel('現在のメールアドレス')).toHaveValue(newEmail);

  const devices = page.getByRole('list', { name: 'ログイン中の端末' });
  await expect(devices.getByText('このデバイス')).toBeVisible();
  await expect(devices.getByText(/Chrome/).first()).toBeVisible();
});
