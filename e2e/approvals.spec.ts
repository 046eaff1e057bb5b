import type { Browser, Page } from '@playwright/test';
import { type Account, callApi, expect, issueOnScreen, latestMailTo, seedCompany, signIn, test } from './fixtures';

/** Each person in a browser of their own, as they would be at their own desks. */
async function deskOf(browser: Browser, account: Account, path: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' })).newPage();
  await signIn(page, account, path);
  return page;
}

test('an invoice over the approval amount is applied for, sent back with a reason, fixed, approved and then issued', async ({
  browser,
  request,
}) => {
  // Three people, a dozen screens and one issue (a PDF render) on a busy machine.
  test.setTimeout(150_000);
  const office = await seedCompany(request, { type: 'standard', staffPermissions: { invoice: true } });
  const staffAccount = office.staff;
  if (!staffAccount) throw new Error('the office is seeded with a staff member');

  // The admin turns on approval of invoices from ¥100,000, with themself as the one approver.
  const admin = await deskOf(browser, office.admin, '/master/approvals');
  const rule = admin.getByRole('form', { name: '請求書の承認フロー' });
  await rule.getByLabel('請求書の発行前に承認を必要にする').check();
  await rule.getByLabel('承認が必要な金額（税込合計）').fill('１００，０００');
  await rule.getByRole('button', { name: '段階を追加' }).click();
  await rule.getByRole('group', { name: '1段目の承認者' }).getByLabel(office.admin.name).check();
  await rule.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('請求書の承認フローを保存しました')).toBeVisible();
  await expect(admin.getByText('承認フローを使っています。')).toBeVisible();
  await admin.goto(`${office.origin}/staff`);
  await expect(admin.getByRole('row').filter({ hasText: office.admin.name }).getByText('請求書', { exact: true })).toBeVisible();
  const customer = await callApi<{ id: string }>(admin, 'POST', '/api/customers', { code: 'C-100', name: '株式会社大口商事' });
  expect(customer.status).toBe(201);

  // The staff member drafts an invoice of ¥150,000 (税込 ¥165,000): it cannot be issued yet.
  const staff = await deskOf(browser, staffAccount, '/sales');
  const draft = await callApi<{ id: string }>(staff, 'POST', '/api/documents/invoice', {
    customerId: customer.body.id,
    issueDate: '2026-11-05',
    subject: '基幹システム改修',
    lines: [{ name: '改修作業', quantity: '1', unitPrice: 150_000 }],
  });
  expect(draft.status).toBe(201);
  const detail = `${office.origin}/sales/${draft.body.id}`;
  await staff.goto(detail);
  const panel = staff.getByRole('region', { name: '承認', exact: true });
  await expect(panel).toContainText('合計¥100,000以上のため、発行の前に承認が必要です。');
  await expect(staff.getByRole('button', { name: '発行', exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: '承認を申請' }).click();
  await staff.getByLabel('コメント（任意）').fill('今月分の請求です');
  await staff.getByRole('button', { name: '申請する' }).click();
  await expect(panel.getByText('承認待ち', { exact: true }).first()).toBeVisible();
  // Locked while it waits: neither 編集 nor 削除 is offered.
  await expect(staff.getByRole('link', { name: '編集' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: '削除' })).toHaveCount(0);
  expect(await latestMailTo(office.admin.email)).toContain('担当 花子さんから承認の申請が届いています');

  // The approver sees it counted on the dashboard and waiting in the queue, and sends it back.
  await admin.goto(`${office.origin}/`);
  await expect(admin.getByText('承認待ち 1件')).toBeVisible();
  await admin.getByRole('link', { name: '承認待ちを開く' }).click();
  await expect(admin.getByRole('heading', { name: '承認待ち' })).toBeVisible();
  const queued = admin.getByRole('table', { name: '承認待ちの帳票' }).getByRole('row').filter({ hasText: '株式会社大口商事' });
  await expect(queued).toContainText('¥165,000');
  await expect(queued).toContainText('担当 花子');
  await queued.getByRole('link').click();
  await admin.getByRole('region', { name: '承認', exact: true }).getByRole('button', { name: '差戻し' }).click();
  await admin.getByLabel('差戻しの理由').fill('単価を見積書に合わせてください');
  await admin.getByRole('button', { name: '差し戻す' }).click();
  await expect(admin.getByText('差し戻しました', { exact: true })).toBeVisible();

  // The staff member finds it 差戻し in the list, reads why, fixes the price and applies again.
  await staff.goto(`${office.origin}/sales?approval=rejected`);
  await expect(staff.getByRole('row').filter({ hasText: '株式会社大口商事' }).getByRole('cell').getByText('差戻し')).toBeVisible();
  await staff.goto(detail);
  await expect(panel).toContainText('理由: 単価を見積書に合わせてください');
  await staff.getByRole('link', { name: '編集' }).click();
  await staff.getByLabel('1行目の単価').fill('140000');
  await staff.getByRole('button', { name: '下書き保存' }).click();
  await expect(staff).toHaveURL(detail);
  await panel.getByRole('button', { name: '再申請' }).click();
  await staff.getByRole('button', { name: '申請する' }).click();
  await expect(panel.getByText('承認待ち', { exact: true }).first()).toBeVisible();

  // Approved from the queue; the staff member then issues it.
  await admin.goto(`${office.origin}/approvals`);
  await admin.getByRole('table', { name: '承認待ちの帳票' }).getByRole('row').filter({ hasText: '¥154,000' }).getByRole('link').click();
  await admin.getByRole('region', { name: '承認', exact: true }).getByRole('button', { name: '承認', exact: true }).click();
  await admin.getByRole('button', { name: '承認する' }).click();
  await expect(admin.getByText('承認しました', { exact: true })).toBeVisible();
  await admin.goto(`${office.origin}/approvals`);
  await expect(admin.getByText('承認待ちの帳票はありません')).toBeVisible();

  await staff.reload();
  await expect(panel).toContainText('すべての段階で承認されました。発行できます。');
  const number = await issueOnScreen(staff, 'INV-');
  expect(number).toMatch(/^INV-\d{6}-\d{4}$/);
  const history = staff.getByRole('region', { name: '訂正削除の履歴' });
  for (const action of ['承認申請', '差戻し', '承認', '発行'])
    await expect(history.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
});
