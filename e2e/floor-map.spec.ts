import type { Locator, Page } from '@playwright/test';
import { callApi, expect, orderAtSeat, signIn, test } from './fixtures';

type SeatRow = { id: string; name: string; placement: { x: number; y: number; w: number; h: number; shape: string | null } | null };

const seatsOf = async (page: Page) => (await callApi<{ items: SeatRow[] }>(page, 'GET', '/api/seats')).body.items;

/** Drags a tile by whole cells with the mouse, in small steps as a hand would. */
async function dragBy(page: Page, tile: Locator, cells: { x: number; y: number }, cell: number) {
  await tile.scrollIntoViewIfNeeded();
  const box = await tile.boundingBox();
  if (!box) throw new Error('the tile is not on screen');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (cells.x * cell) / 2, from.y + (cells.y * cell) / 2, { steps: 4 });
  await page.mouse.move(from.x + cells.x * cell, from.y + cells.y * cell, { steps: 4 });
  await page.mouse.up();
}

test('座席マップ: seats arranged by drag and by keys in 座席設定, and 注文確認 shows a new order live on the map', async ({
  page: staff,
  company,
}) => {
  const seat = company.seat.name;
  await staff.setViewportSize({ width: 1024, height: 800 });
  await signIn(staff, company.admin, '/order/seats');
  expect((await callApi(staff, 'POST', '/api/seats', { name: 'カウンター1' })).status).toBe(201);
  await staff.reload();

  const editor = staff.getByRole('region', { name: '座席マップ（フロア）の編集' });
  const first = editor.getByRole('button', { name: new RegExp(`^${seat}（`) });
  const counter = editor.getByRole('button', { name: /^カウンター1（/ });
  // Never placed: both stand in the first free cells, marked 未配置.
  await expect(first).toHaveAccessibleName(`${seat}（横1・縦1・未配置）`);
  await expect(counter).toHaveAccessibleName('カウンター1（横3・縦1・未配置）');

  // By drag: three cells right, two down.
  const cell = ((await first.boundingBox())?.width ?? 0) / 2;
  expect(cell).toBeGreaterThan(20);
  await dragBy(staff, first, { x: 3, y: 2 }, cell);
  await expect(first).toHaveAccessibleName(`${seat}（横4・縦3）`);
  await expect.poll(async () => (await seatsOf(staff)).find((s) => s.name === seat)?.placement).toMatchObject({ x: 3, y: 2, w: 2, h: 2 });

  // The other seat, still 未配置, takes the free cells left.
  await expect(counter).toHaveAccessibleName('カウンター1（横1・縦1・未配置）');

  // By keyboard: the focused seat moves a cell per arrow key, and is saved each time.
  await counter.focus();
  await staff.keyboard.press('ArrowRight');
  await expect(counter).toHaveAccessibleName('カウンター1（横2・縦1）');
  await staff.keyboard.press('ArrowDown');
  await expect(counter).toHaveAccessibleName('カウンター1（横2・縦2）');
  // Right again would land on the first seat: it jumps past it to the next free cells.
  await staff.keyboard.press('ArrowRight');
  await expect(counter).toHaveAccessibleName('カウンター1（横6・縦2）');
  await expect(staff.getByText('カウンター1を横6・縦2に移動しました')).toBeAttached();

  // A shape: カウンター is two cells wide and one deep.
  await counter.click();
  await staff.getByRole('region', { name: 'カウンター1の配置' }).getByLabel('形').selectOption({ label: 'カウンター' });
  await expect
    .poll(async () => (await seatsOf(staff)).find((s) => s.name === 'カウンター1')?.placement)
    .toEqual({
      x: 5,
      y: 1,
      w: 2,
      h: 1,
      shape: 'counter',
      area: '',
    });
  await staff.reload();
  await expect(first).toHaveAccessibleName(`${seat}（横4・縦3）`);
  await expect(counter).toHaveAccessibleName('カウンター1（横6・縦2）');

  // 注文確認 → マップ: the tables where they stand, each with its state in words.
  await staff.goto(`${company.origin}/order?tab=orders`);
  await staff.getByRole('button', { name: 'マップ' }).click();
  const map = staff.getByRole('region', { name: '座席マップ（フロア）' });
  const table = map.getByRole('button', { name: new RegExp(`^${seat} `) });
  await expect(table).toHaveAccessibleName(`${seat} 空席`);
  await expect(map.getByRole('button', { name: /^カウンター1 / })).toHaveAccessibleName('カウンター1 空席');

  // A diner orders: the seat turns 注文あり with its total, without a reload.
  await orderAtSeat(staff, company.seat.dinerUrl, 'ウーロン茶', 2, 'e2e-floor-map-order');
  const alert = staff.getByRole('dialog', { name: '新しい注文が入りました' });
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(table).toHaveAccessibleName(new RegExp(`^${seat} 注文あり たった今 ¥600$`));
  await expect(table).toContainText('注文あり');

  // A tap opens the seat with the list's own actions.
  await table.click();
  const panel = staff.getByRole('dialog', { name: new RegExp(`^${seat}`) });
  await expect(panel).toContainText('1件 ・ ¥600 ・ 未提供1件');
  // The diner's order opened the visit (guests not counted yet).
  await expect(panel.getByRole('button', { name: '人数を変更' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '代理注文' })).toBeVisible();
  await panel.getByRole('button', { name: '会計' }).click();
  await expect(staff.getByRole('dialog', { name: `${seat}のお会計` })).toBeVisible();
  await staff.keyboard.press('Escape');

  // The choice of マップ is kept on this device.
  await staff.reload();
  await expect(map.getByRole('button', { name: new RegExp(`^${seat} 注文あり`) })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'マップ' })).toHaveAttribute('aria-pressed', 'true');

  // On a 390 px phone: the map comes first, scaled to the width, every seat on screen.
  await staff.setViewportSize({ width: 390, height: 844 });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const tile of await map.getByRole('button').all()) {
    const box = await tile.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  const mapTop = (await map.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const boardTop = (await staff.getByRole('group', { name: '状態で絞り込み' }).boundingBox())?.y ?? 0;
  expect(mapTop).toBeLessThan(boardTop);
});
