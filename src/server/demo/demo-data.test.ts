import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, menuItems, seats, users } from '../db/schema';
import { createTestContext, type TestContext } from '../test/context';
import { seedDemo } from './demo-data';

let t: TestContext;
beforeAll(async () => {
  // The demo rows have fixed ids: this test needs a database of its own, even on PostgreSQL runs.
  t = await createTestContext({ embedded: true });
});
afterAll(() => t.close());

describe('demo data', () => {
  // Seeding renders and keeps the PDF of every issued demo document (about 45): past 30 s on a busy machine.
  it('loads the partners, companies and accounts of the README, and loads again without duplicates', { timeout: 120_000 }, async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const demoUsers = await t.db.select().from(users).where(eq(users.companyId, 'demo-company'));
    expect(demoUsers.map((u) => [u.email, u.name, u.role]).sort()).toEqual([
      ['admin@demo.example', '山田 太郎', 'admin'],
      ['staff@demo.example', '佐藤 花子', 'user'],
    ]);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, 'demo-company'));
    expect(company).toMatchObject({ name: 'デモ株式会社', storeName: 'デモ食堂', oemId: 'demo' });
    const demoSeats = await t.db.select().from(seats).where(eq(seats.companyId, 'demo-company'));
    expect(demoSeats.map((s) => s.name).sort()).toEqual([
      'カウンター1',
      'カウンター2',
      'テーブル1',
      'テーブル2',
      'テーブル3',
      'テーブル4',
      'テーブル5',
      'テーブル6',
    ]);
    const items = await t.db.select().from(menuItems).where(eq(menuItems.companyId, 'demo-company'));
    expect(items.find((i) => i.name === '生ビール')?.price).toBe(550);
    expect(items.find((i) => i.name === '醤油ラーメン')?.price).toBe(850);
    // Each item has an image, served as a PNG.
    const image = await t.request('demo.localhost:3000', `/api/public/files/${items[0]?.imageFileId}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const admin = await t.signIn('admin@demo.example', 'demo.localhost:3000', 'demo-pass-2026');
    expect((await (await admin.get('/api/me')).json()).oem).toMatchObject({
      name: 'デモパートナー',
      type: 'mobile-order',
      showHistory: true,
    });
    // A few items have options, and the hours keep the demo open but for the hour before dawn.
    const menu = await (await admin.get('/api/menu')).json();
    const ramen = menu.items.find((i: { name: string }) => i.name === '醤油ラーメン');
    expect(ramen.optionGroups.map((g: { name: string; choices: unknown[] }) => [g.name, g.choices.length])).toEqual([
      ['麺の量', 3],
      ['トッピング', 3],
    ]);
    expect((await (await admin.get('/api/seats/ordering-hours')).json()).items).toEqual([
      { days: 0b1111111, opensAt: 360, closesAt: 1770, lastOrderAt: 1740 },
    ]);
    const products = await (await admin.get('/api/products?q=ボールペン')).json();
    expect(products.total).toBe(2);
    const all = await (await admin.get('/api/products')).json();
    expect(all.total).toBe(30);
    const customers = await (await admin.get('/api/customers?honorific=様')).json();
    expect(customers.total).toBeGreaterThan(3);
    // Every issued demo invoice has its 取引年月日 or 対象期間; the one billed from a 納品書 lists each 納品日.
    const invoices = (await (await admin.get('/api/documents/invoice?status=paid')).json()).items as { id: string }[];
    const first = await (await admin.get(`/api/documents/invoice/${invoices[0]?.id}`)).json();
    expect(first.periodFrom ?? first.transactionDate).toBeTruthy();
    const notes = await (await admin.get('/api/documents/delivery_note?subject=備品納品')).json();
    const note = await (await admin.get(`/api/documents/delivery_note/${notes.items[0]?.id}`)).json();
    const billed = await (await admin.get(`/api/documents/invoice/${note.derived[0]?.id}`)).json();
    expect(billed.status).toBe('issued');
    expect(billed.lines.map((l: { date: string | null }) => l.date).every(Boolean)).toBe(true);
    expect(new Set(billed.lines.map((l: { date: string }) => l.date)).size).toBe(2);
    // Each kind is numbered in the order of its issue dates, as a real company's would be.
    for (const kind of ['invoice', 'quotation', 'delivery_note', 'purchase_order']) {
      const issued = (await (await admin.get(`/api/documents/${kind}?sort=issueDate&order=asc&pageSize=100`)).json()).items as {
        number: string | null;
        issueDate: string;
      }[];
      // Documents of the same day may come in any order; by date, then number, the numbers must still rise.
      const numbers = issued
        .filter((d) => d.number !== null)
        .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || (a.number as string).localeCompare(b.number as string))
        .map((d) => d.number as string);
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual([...numbers].sort());
    }
    const manager = await t.signIn('manager@example.com', 'localhost:3000', 'demo-pass-2026');
    expect((await manager.get('/api/admin/oems')).status).toBe(200);
    // A credit note from an invoice, a receipt for a paid invoice and one for a closed seat.
    const credit = await (await admin.get('/api/documents/credit_note')).json();
    expect(credit.items.map((d: { displayStatus: string }) => d.displayStatus)).toEqual(['issued']);
    const receipts = await (await admin.get('/api/documents/receipt')).json();
    expect(receipts.items.map((d: { counterpartyName: string }) => d.counterpartyName)).toContain('上様');
    expect(receipts.total).toBe(2);
    // Seeding renders the PDF of every issued demo document (about forty): longer than one API test.
  });
});
