import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { expect, signIn, test } from './fixtures';

/** Unique per call: codes and names a test searches for are its own. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** A registration number whose check digit is right (T + 13 digits). */
const validRegistrationNumber = 'T9234567890123';
const productHeader = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';

/** Registers rows through the API from the signed-in page (Node cannot resolve *.localhost; the browser can). */
async function createRows(page: Page, resource: 'products' | 'customers', rows: Record<string, unknown>[]) {
  const statuses = await page.evaluate(
    ({ resource, rows }) =>
      Promise.all(
        rows.map(async (row) => {
          const response = await fetch(`/api/${resource}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(row),
          });
          return response.status;
        }),
      ),
    { resource, rows },
  );
  expect(statuses).toEqual(rows.map(() => 201));
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function search(page: Page, label: '商品を検索' | '顧客を検索', text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

/** Opens 「CSV出力」 and downloads the file of the given encoding; answers its bytes. */
async function exportCsv(page: Page, label: 'CSV出力 (UTF-8)' | 'CSV出力 (Shift_JIS)') {
  await page.getByRole('button', { name: 'CSV出力', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: label }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return readFileSync(await download.path());
}

/** CSV取込 of a file: waits for the preview and answers the dialog. */
async function previewImport(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'CSV取込' }).click();
  const dialog = page.getByRole('dialog', { name: /CSV取込/ });
  await dialog.getByLabel('CSVファイル').setInputFiles({ ...file, mimeType: 'text/csv' });
  await expect(dialog.getByText(/行を取り込めます/)).toBeVisible();
  return dialog;
}

test('products: create with a full-width price, shown in an open tab, found by hiragana after a reload', async ({ page, company }) => {
  const id = unique();
  const code = `E2E-P-${id}`;
  const name = `テスト用ボールペン${id}`;
  await signIn(page, company.admin, '/products');
  await expect(page.getByRole('heading', { name: '商品管理' })).toBeVisible();

  // A second tab, already searching for the code: it shows the product once it is saved here.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${company.origin}/products?q=${code}`);
  await expect(otherTab.getByText('該当する商品はありません')).toBeVisible();

  await page.getByRole('button', { name: '新規登録' }).click();
  const dialog = page.getByRole('dialog', { name: '商品の新規登録' });
  await dialog.getByLabel('商品コード').fill(code);
  await dialog.getByLabel('商品名', { exact: true }).fill(name);
  await dialog.getByLabel('フリガナ').fill(`テストヨウボールペン${id}`);
  await dialog.getByLabel('単価', { exact: true }).fill('１，２００');
  await dialog.getByLabel('単価', { exact: true }).blur();
  await expect(dialog.getByLabel('単価', { exact: true })).toHaveValue('1,200');
  await dialog.getByLabel('単位').fill('本');
  await dialog.getByLabel('軽減8%').check();
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText(`商品「${name}」を登録しました`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(otherTab, code)).toContainText('¥1,200');
  await otherTab.close();

  // Saved in katakana, found in hiragana; the search is kept in the URL across a reload.
  await search(page, '商品を検索', `てすとようぼーるぺん${id}`);
  const row = rowOf(page, code);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥1,200');
  await expect(row).toContainText('軽減8%');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: '商品を検索' })).toHaveValue(`てすとようぼーるぺん${id}`);
  await expect(rowOf(page, code)).toHaveCount(1);
});

test('products: edit with a bad then a good price, a duplicate code refused, delete with confirmation', async ({ page, company }) => {
  const id = unique();
  const code = `E2E-P-${id}`;
  const name = `テスト用ボールペン${id}`;
  await signIn(page, company.admin, '/products');
  await createRows(page, 'products', [{ code, name, unit: '本', unitPrice: 1200, taxCategory: 'reduced' }]);
  await search(page, '商品を検索', code);

  // Editing: a row click opens the form with the saved values.
  await rowOf(page, code).getByText(name).click();
  const edit = page.getByRole('dialog', { name: '商品の編集' });
  await expect(edit.getByLabel('単価', { exact: true })).toHaveValue('1,200');
  await edit.getByLabel('単価', { exact: true }).fill('abc');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit.getByText('単価は数字で入力してください')).toBeVisible();
  await edit.getByLabel('単価', { exact: true }).fill('1500');
  await edit.getByLabel('有効').uncheck();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`商品「${name}」を保存しました`)).toBeVisible();
  await expect(rowOf(page, code)).toContainText('¥1,500');
  await expect(rowOf(page, code)).toContainText('無効');

  // A second product with the same code is refused, beside the code field.
  await page.getByRole('button', { name: '新規登録' }).click();
  const duplicate = page.getByRole('dialog', { name: '商品の新規登録' });
  await duplicate.getByLabel('商品コード').fill(code);
  await duplicate.getByLabel('商品名', { exact: true }).fill('重複');
  await duplicate.getByLabel('単価', { exact: true }).fill('100');
  await duplicate.getByRole('button', { name: '登録', exact: true }).click();
  await expect(duplicate.getByText(`商品コード「${code}」は既に使われています`)).toBeVisible();
  await duplicate.getByRole('button', { name: 'キャンセル' }).click();

  await rowOf(page, code).getByRole('button', { name: '削除' }).click();
  const confirm = page.getByRole('alertdialog', { name: '商品を削除しますか？' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await expect(rowOf(page, code)).toHaveCount(1);
  await rowOf(page, code).getByRole('button', { name: '削除' }).click();
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText(`商品「${name}」を削除しました`)).toBeVisible();
  await expect(page.getByText('該当する商品はありません')).toBeVisible();
});

test('products: a CSV export imports into the other company, and a bad row imports nothing', async ({ page, company, office }) => {
  const id = unique();
  const prefix = `E2E-RT-${id}`;
  await signIn(page, company.admin, '/products');
  await createRows(
    page,
    'products',
    [980, 12_000].map((unitPrice, i) => ({
      code: `${prefix}-${i + 1}`,
      name: `往復商品${i + 1}-${id}`,
      kana: 'オウフクショウヒン',
      unit: '個',
      unitPrice,
      taxCategory: 'reduced',
    })),
  );
  await search(page, '商品を検索', prefix);
  await expect(page.getByText('全2件')).toBeVisible();
  const file = await exportCsv(page, 'CSV出力 (UTF-8)');
  const text = file.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  // The export also says whether each price is 税抜 or 税込; imports without that column read 税抜.
  expect(text).toContain('商品コード,商品名,フリガナ,単位,単価,税込/税抜,税区分,原価,説明,状態');
  expect(text).toContain(`${prefix}-2,往復商品2-${id}`);

  await signIn(page, office.admin, '/products');
  const dialog = await previewImport(page, { name: 'products.csv', buffer: file });
  await expect(dialog).toContainText('全2行のうち、2行を取り込めます。');
  await dialog.getByRole('button', { name: 'すべて正しい場合のみ取り込む' }).click();
  await expect(page.getByText('取り込みました（2件登録、0件更新）')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, '商品を検索', prefix);
  await expect(rowOf(page, `${prefix}-1`)).toContainText('¥980');
  await expect(rowOf(page, `${prefix}-2`)).toContainText('¥12,000');

  // A file with one bad row: the row and reason are listed, and all-or-nothing writes nothing.
  const bad = `${productHeader}\r\n${prefix}-3,正しい行,,個,500,10%,,,有効\r\n${prefix}-4,間違った行,,個,abc,10%,,,有効\r\n`;
  const badDialog = await previewImport(page, { name: 'bad.csv', buffer: Buffer.from(bad, 'utf8') });
  await expect(badDialog).toContainText('全2行のうち、1行を取り込めます。');
  const errorRow = badDialog.getByRole('table', { name: 'エラーのある行' }).getByRole('row').filter({ hasText: '3行目' });
  await expect(errorRow).toContainText('単価は数字で入力してください');
  await badDialog.getByRole('button', { name: 'すべて正しい場合のみ取り込む' }).click();
  await expect(badDialog.getByRole('alert')).toContainText('1行にエラーがあるため、取り込みませんでした');
  await expect(errorRow).toBeVisible();
  await badDialog.getByRole('button', { name: 'キャンセル' }).click();
  await search(page, '商品を検索', `${prefix}-3`);
  await expect(page.getByText('該当する商品はありません')).toBeVisible();
});

test('products: a large CSV import shows its rows written as it goes, then the result', async ({ page, office }) => {
  test.setTimeout(240_000);
  const id = unique();
  const rowCount = 20_000;
  const rows = Array.from(
    { length: rowCount },
    (_, i) => `E2E-BIG-${id}-${String(i).padStart(5, '0')},大量商品${i},,個,${100 + (i % 900)},10%,,,有効`,
  );
  await signIn(page, office.admin, '/products');
  const dialog = await previewImport(page, {
    name: 'big.csv',
    buffer: Buffer.from(`${productHeader}\r\n${rows.join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(dialog).toContainText('全20,000行のうち、20,000行を取り込めます。');
  await dialog.getByRole('button', { name: 'すべて正しい場合のみ取り込む' }).click();
  // The job writes in batches: the dialog counts the rows written so far.
  await expect(dialog.getByText(/取り込んでいます（[\d,]+ \/ 20,000行）/)).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('取り込みました（20000件登録、0件更新）')).toBeVisible({ timeout: 180_000 });
  await expect(dialog).toBeHidden();
  await search(page, '商品を検索', `E2E-BIG-${id}-19999`);
  await expect(rowOf(page, `E2E-BIG-${id}-19999`)).toContainText('大量商品19999');
});

test('products: a Shift_JIS export writes 〓 for characters it lacks and says so', async ({ page, company }) => {
  const id = unique();
  const code = `E2E-SJ-${id}`;
  await signIn(page, company.admin, '/products');
  await createRows(page, 'products', [{ code, name: `𠮷野家〜${id}`, unitPrice: 500 }]);
  await search(page, '商品を検索', code);
  await expect(page.getByText('全1件')).toBeVisible();

  const file = await exportCsv(page, 'CSV出力 (Shift_JIS)');
  const text = iconv.decode(file, 'Shift_JIS');
  expect(text).toContain(`〓野家～${id}`);
  await expect(page.getByText('Shift_JISで表せない文字1件を「〓」に置き換えました')).toBeVisible();
  await expect(page.getByText('置き換えた文字: 𠮷（2行目）。元の文字が必要な場合はUTF-8で出力してください。')).toBeVisible();

  // UTF-8 holds every character: the file keeps it and nothing is said.
  await page.reload();
  const utf8 = await exportCsv(page, 'CSV出力 (UTF-8)');
  expect(utf8.toString('utf8')).toContain(`𠮷野家〜${id}`);
  await expect(page.getByText(/を「〓」に置き換えました/)).toHaveCount(0);
});

test('customers: create with payment terms, registration number checked inline, find, edit, delete', async ({ page, company }) => {
  const id = unique();
  const code = `E2E-C-${id}`;
  const name = `テスト商事${id}`;
  await signIn(page, company.admin, '/customers');
  await expect(page.getByRole('heading', { name: '顧客管理' })).toBeVisible();

  await page.getByRole('button', { name: '新規登録' }).click();
  const dialog = page.getByRole('dialog', { name: '顧客の新規登録' });
  await dialog.getByLabel('顧客コード').fill(code);
  await dialog.getByLabel('顧客名', { exact: true }).fill(name);
  await dialog.getByLabel('フリガナ').fill(`テストショウジ${id}`);
  await dialog.getByLabel('担当者名').fill('経理 花子');
  await dialog.getByLabel('郵便番号').fill('１０００００１');
  await dialog.getByLabel('郵便番号').blur();
  await expect(dialog.getByLabel('郵便番号')).toHaveValue('100-0001');
  await dialog.getByLabel('電話番号').fill('03-1234-5678');
  const registration = dialog.getByLabel('登録番号（インボイス）');
  await registration.fill('T1234567890123');
  await registration.blur();
  const registrationError = '登録番号は「T」と13桁の数字で、正しい番号を入力してください';
  await expect(dialog.getByText(registrationError)).toBeVisible();
  await expect(registration).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('締め日').selectOption('20');
  await expect(dialog.getByText('20日締め翌月末払い')).toBeVisible();
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(dialog.getByText(registrationError)).toBeVisible();

  await registration.fill(validRegistrationNumber);
  await dialog.getByRole('button', { name: '登録', exact: true }).click();
  await expect(page.getByText(`顧客「${name}」を登録しました`)).toBeVisible();

  await search(page, '顧客を検索', `てすとしょうじ${id}`);
  const row = rowOf(page, code);
  await expect(row).toContainText(`${name}御中`);
  await expect(row).toContainText('経理 花子');
  await expect(row).toContainText(validRegistrationNumber);
  await expect(row).toContainText('20日締め翌月末払い');

  await row.getByRole('button', { name: '編集' }).click();
  const edit = page.getByRole('dialog', { name: '顧客の編集' });
  await expect(edit.getByLabel('郵便番号')).toHaveValue('100-0001');
  await edit.getByLabel('様（個人）').check();
  await edit.getByLabel('登録番号（インボイス）').fill('');
  await edit.getByLabel('締め日').selectOption('31');
  await edit.getByLabel('支払月').selectOption('2');
  await edit.getByLabel('支払日').selectOption('10');
  await expect(edit.getByText('末日締め翌々月10日払い')).toBeVisible();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`顧客「${name}」を保存しました`)).toBeVisible();
  await expect(row).toContainText(`${name}様`);
  await expect(row.getByText('未登録 (免税事業者等)')).toBeVisible();
  await expect(row).toContainText('末日締め翌々月10日払い');

  await row.getByRole('button', { name: '削除' }).click();
  await page.getByRole('alertdialog', { name: '顧客を削除しますか？' }).getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText(`顧客「${name}」を削除しました`)).toBeVisible();
  await expect(page.getByText('該当する顧客はありません')).toBeVisible();
});

test('customers: a Shift_JIS export imports into the other company with its Japanese intact', async ({ page, company, office }) => {
  const id = unique();
  const prefix = `E2E-CRT-${id}`;
  await signIn(page, company.admin, '/customers');
  await createRows(page, 'customers', [
    { code: `${prefix}-1`, name: `株式会社往復${id}`, honorific: '御中', registrationNumber: validRegistrationNumber },
    {
      code: `${prefix}-2`,
      name: `往復 太郎${id}`,
      honorific: '様',
      paymentTerms: { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 },
    },
  ]);
  await search(page, '顧客を検索', prefix);
  await expect(page.getByText('全2件')).toBeVisible();
  const file = await exportCsv(page, 'CSV出力 (Shift_JIS)');
  // Shift_JIS: no BOM, and not readable as UTF-8.
  expect(file.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
  expect(file.toString('utf8')).not.toContain('顧客コード');

  await signIn(page, office.admin, '/customers');
  const dialog = await previewImport(page, { name: 'customers.csv', buffer: file });
  await expect(dialog).toContainText('全2行のうち、2行を取り込めます。');
  await dialog.getByRole('button', { name: '正しい行だけ取り込む' }).click();
  await expect(page.getByText('取り込みました（2件登録、0件更新）')).toBeVisible();
  await search(page, '顧客を検索', prefix);
  await expect(rowOf(page, `${prefix}-1`)).toContainText(`株式会社往復${id}御中`);
  await expect(rowOf(page, `${prefix}-1`)).toContainText(validRegistrationNumber);
  await expect(rowOf(page, `${prefix}-2`)).toContainText(`往復 太郎${id}様`);
  await expect(rowOf(page, `${prefix}-2`)).toContainText('末日締め翌月末払い');
  await expect(rowOf(page, `${prefix}-2`).getByText('未登録 (免税事業者等)')).toBeVisible();
});
