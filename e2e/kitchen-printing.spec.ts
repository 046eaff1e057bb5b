import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { callApi, expect, port, signIn, test } from './fixtures';

/** Where the stand-in printer listens: an Epson TM printer's ePOS-Print service, as far as the tablet can tell. */
const printerPort = port + 31;
const printerHost = `127.0.0.1:${printerPort}`;

/** A fake ePOS-Print printer: answers CORS and `<response success="true">`, and keeps what it printed. */
function startPrinter(printed: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, If-Modified-Since, SOAPAction');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const isEpos = req.url?.startsWith('/cgi-bin/epos/service.cgi?devid=local_printer&timeout=') && body.includes('<epos-print');
      if (isEpos) printed.push(body);
      res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
      res.end(
        `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${isEpos}" code="${isEpos ? '' : 'SchemaError'}" status="251658262" xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print"/></s:Body></s:Envelope>`,
      );
    });
  });
  return new Promise((resolve) => server.listen(printerPort, '127.0.0.1', () => resolve(server)));
}
const stopPrinter = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The printed text of a ticket, lines joined: what the kitchen reads on its paper. */
const printedText = (body: string) =>
  [...body.matchAll(/<text [^>]*>([^<]*)&#10;<\/text>/g)].map((m) => (m[1] ?? '').replace(/ +/g, ' ')).join('\n');

/** A diner's order of several items at once, through the diner API from the staff page's origin. */
async function order(page: Page, dinerUrl: string, items: [string, number][], requestKey: string) {
  await page.evaluate(
    async ({ dinerUrl, items, requestKey }) => {
      const url = new URL(dinerUrl);
      const diner = `/api/mobile-order/${url.searchParams.get('companyId')}/${url.searchParams.get('seatId')}`;
      const menu = (await (await fetch(diner)).json()) as { items: { id: string; name: string }[] };
      const post = (path: string, body: unknown) =>
        fetch(`${diner}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      for (const [name, quantity] of items) await post('/cart/items', { itemId: menu.items.find((i) => i.name === name)?.id, quantity });
      const placed = await post('/orders', { requestKey });
      if (placed.status !== 201) throw new Error(`order: ${placed.status}`);
    },
    { dinerUrl, items, requestKey },
  );
}

test('stations split the kitchen screens and the tickets; a printer that does not answer leaves its ticket for 再印刷', async ({
  page: staff,
  company,
}) => {
  test.setTimeout(90_000);
  const seat = company.seat.name;
  const printed: string[] = [];
  let printer = await startPrinter(printed);
  try {
    // The drinks are made at the bar.
    await signIn(staff, company.admin, '/order/menu/category');
    await staff.getByLabel('ドリンクの提供場所').selectOption('ドリンク');
    await expect(staff.getByText('「ドリンク」の提供場所をドリンクにしました')).toBeVisible();

    // The kitchen's printer through the settings; the bar's through the API; this tablet prints new orders.
    await staff.goto(`${company.origin}/order?tab=orders`);
    await staff.getByRole('button', { name: 'プリンター設定' }).click();
    const kitchenForm = staff.getByRole('form', { name: 'キッチンのプリンター' });
    await kitchenForm.getByLabel('IPアドレス・ホスト名').fill(printerHost);
    await kitchenForm.getByLabel('用紙幅').selectOption('58');
    await kitchenForm.getByRole('button', { name: '保存' }).click();
    await expect(staff.getByText('キッチンのプリンターを保存しました')).toBeVisible();
    await staff.getByLabel('この端末で自動印刷').click();
    expect((await callApi(staff, 'PUT', '/api/orders/printers/drink', { host: printerHost, paperWidth: 80 })).status).toBe(200);
    // The page may reach the printers from its next load.
    await staff.goto(`${company.origin}/order/kitchen`);
    await expect(staff.getByRole('heading', { name: 'キッチン表示' })).toBeVisible();

    await order(
      staff,
      company.seat.dinerUrl,
      [
        ['唐揚げ', 2],
        ['ウーロン茶', 1],
      ],
      'e2e-station-food-drink',
    );
    await order(staff, company.seat.dinerUrl, [['枝豆', 3]], 'e2e-station-edamame');
    // Auto-printed: the kitchen's tickets to its printer, the drink's to the bar's.
    await expect.poll(() => printed.length, { timeout: 15_000 }).toBe(3);
    const tickets = printed.map(printedText);
    const kitchenTicket = tickets.find((t) => t.includes('唐揚げ')) ?? '';
    expect(kitchenTicket).toContain(seat);
    expect(kitchenTicket).toContain('キッチン伝票');
    expect(kitchenTicket).not.toContain('ウーロン茶');
    const drinkTicket = tickets.find((t) => t.includes('ウーロン茶')) ?? '';
    expect(drinkTicket).toContain('ドリンク伝票');
    expect(drinkTicket).not.toContain('唐揚げ');

    // The cooks' screen: food only, with the count of each item still to make.
    const fresh = staff.getByRole('list', { name: '新規の注文' });
    const allDay = staff.getByRole('list', { name: '未提供の合計' });
    await staff.getByRole('button', { name: 'キッチン', exact: true }).click();
    await expect(fresh.getByRole('listitem')).toHaveCount(2);
    await expect(fresh).toContainText('唐揚げ×2');
    await expect(fresh).not.toContainText('ウーロン茶');
    await expect(allDay.getByRole('listitem')).toHaveText(['枝豆 3', '唐揚げ 2']);

    // The bar's screen: the drink only; 提供 of it leaves the bar's screen empty.
    await staff.getByRole('button', { name: 'ドリンク', exact: true }).click();
    await expect(fresh.getByRole('listitem')).toHaveCount(1);
    await expect(fresh).toContainText('ウーロン茶×1');
    await expect(fresh).not.toContainText('唐揚げ');
    await expect(allDay.getByRole('listitem')).toHaveText(['ウーロン茶 1']);
    await fresh.getByRole('button', { name: 'ウーロン茶を提供済にする' }).click();
    await expect(staff.getByText('新規の注文はありません')).toBeVisible();
    await expect(staff.getByText('調理中の注文はありません')).toBeVisible();

    // The station is remembered on this tablet; the kitchen serves the 唐揚げ: the whole order is served.
    await staff.reload();
    await expect(staff.getByRole('button', { name: 'ドリンク', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await staff.getByRole('button', { name: 'キッチン', exact: true }).click();
    const cooking = staff.getByRole('list', { name: '調理中の注文' });
    await expect(cooking).toContainText('唐揚げ×2');
    await cooking.getByRole('button', { name: '唐揚げを提供済にする' }).click();
    await expect(cooking).toBeHidden();
    await expect(allDay.getByRole('listitem')).toHaveText(['枝豆 3']);

    // The printer goes away: a reprint from the order card fails and is kept.
    await stopPrinter(printer);
    await staff.goto(`${company.origin}/order?tab=orders`);
    const edamame = staff.getByRole('article', { name: new RegExp(`^${seat} `) }).filter({ hasText: '枝豆' });
    const served = staff.getByRole('article', { name: new RegExp(`^${seat} `) }).filter({ hasText: '唐揚げ' });
    await expect(served).toContainText('提供済');
    await edamame.getByRole('button', { name: '伝票を印刷' }).click();
    await expect(staff.getByText('キッチンのプリンターに印刷できませんでした。再印刷待ちに残しています')).toBeVisible();
    const alert = staff.getByRole('alert', { name: '印刷できなかった伝票' });
    await expect(alert).toContainText('印刷できなかった伝票が1件あります');
    await expect(alert).toContainText(`${seat} キッチン伝票`);
    await expect(alert).toContainText('プリンターに接続できません');
    await staff.reload();
    await expect(alert).toContainText(`${seat} キッチン伝票`);

    // Back again: 再印刷 prints it, marked as a reprint, and the alert goes.
    printer = await startPrinter(printed);
    await alert.getByRole('button', { name: '再印刷' }).click();
    await expect(alert).toBeHidden();
    const reprint = printedText(printed.at(-1) ?? '');
    expect(reprint).toContain('【再印刷】');
    expect(reprint).toContain('枝豆');
    await staff.reload();
    await expect(staff.getByRole('heading', { name: '注文確認' })).toBeVisible();
    await expect(alert).toBeHidden();
  } finally {
    await stopPrinter(printer).catch(() => {});
  }
});
