import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** A one-page PDF, as a supplier's invoice would arrive (the text only tells the two apart). */
const pdf = (text: string) =>
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`;

/** Drops several files on the zone at once, as from the desktop. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([f.body], f.name, { type: 'application/pdf' }));
      return transfer;
    },
    files.map((f) => ({ name: f.name, body: pdf(f.text) })),
  );
  await page.locator('label[for="received-files"]').dispatchEvent('drop', { dataTransfer });
}

async function saveDraft(page: Page, filename: string, values: { date: string; amount: string; counterparty: string }) {
  const card = page.getByRole('listitem', { name: `未確認: ${filename}` });
  await expect(card.getByTitle(`プレビュー: ${filename}`)).toBeVisible();
  await card.getByLabel('取引年月日').fill(values.date);
  await card.getByLabel('金額（税込）').fill(values.amount);
  await card.getByLabel('取引先').fill(values.counterparty);
  await card.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`「${filename}」を保存しました`)).toBeVisible();
  await expect(card).toHaveCount(0);
}

test('受領書類: two files dropped at once are saved, found by 金額 range and 取引先, corrected, and the history shows both versions', async ({
  page,
  office,
}) => {
  test.setTimeout(120_000);
  await signIn(page, office.admin, '/received');
  await expect(page.getByRole('heading', { name: '受領書類', level: 1 })).toBeVisible();

  await dropFiles(page, [
    { name: '請求書_青空商事.pdf', text: 'aozora' },
    { name: '領収書_緑運輸.pdf', text: 'midori' },
  ]);
  await expect(page.getByRole('heading', { name: '未確認のファイル（2件）' })).toBeVisible();
  await saveDraft(page, '請求書_青空商事.pdf', { date: '2026-11-05', amount: '１１０，０００', counterparty: '株式会社青空商事' });
  await saveDraft(page, '領収書_緑運輸.pdf', { date: '2026-11-10', amount: '3300', counterparty: '緑運輸株式会社' });
  await expect(page.getByRole('heading', { name: /未確認のファイル/ })).toHaveCount(0);

  const table = page.getByRole('table', { name: '受領書類一覧' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('金額(下限)').fill('100000');
  await page.getByLabel('金額(上限)').fill('200000');
  await page.getByLabel('取引先', { exact: true }).fill('青空');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: /株式会社青空商事/ });
  await expect(row).toContainText('¥110,000');
  await expect(row).toContainText('2026/11/05');

  await row.getByRole('button', { name: '株式会社青空商事' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await dialog.getByRole('button', { name: '訂正' }).click();
  await dialog.getByLabel('金額（税込）').fill('121000');
  await dialog.getByLabel('訂正の理由').fill('金額の読み間違い');
  await dialog.getByRole('button', { name: '訂正を保存' }).click();
  await expect(page.getByText('訂正しました（第2版）')).toBeVisible();

  const versions = dialog.getByRole('table', { name: '保存した版' });
  await expect(versions.getByRole('row', { name: /第2版（最新）/ })).toContainText('¥121,000');
  await expect(versions.getByRole('row', { name: /第1版/ })).toContainText('¥110,000');
  const history = dialog.getByRole('table', { name: '訂正削除の履歴' });
  await expect(history.getByRole('row', { name: /訂正/ })).toContainText('理由: 金額の読み間違い／金額: ¥110,000 → ¥121,000');
  await expect(history.getByRole('row', { name: /保存/ })).toContainText('株式会社青空商事');

  // The list shows the latest version, marked as corrected.
  await page.keyboard.press('Escape');
  await expect(row).toContainText('¥121,000');
  await expect(row).toContainText('訂正 第2版');
});
