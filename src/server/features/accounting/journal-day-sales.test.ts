import { randomUUID } from 'node:crypto';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@/core/csv';
import type { RateBreakdown } from '@/core/money';
import { seatPayments } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { seedRestaurant } from '../../test/restaurant';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const jst = (text: string) => Date.parse(`${text}+09:00`);
const rate10 = (base: number, tax: number): RateBreakdown => ({ taxCategory: 'standard', rate: 10, base, tax });
const rate8 = (base: number, tax: number): RateBreakdown => ({ taxCategory: 'reduced', rate: 8, base, tax });

/** A 会計 as stored at the pay screen: its total, the tax per rate and the amount per method. */
async function paid(
  companyId: string,
  at: string,
  tax: RateBreakdown[],
  methods: Partial<Record<'cash' | 'card' | 'qr' | 'other', number>>,
) {
  const total = tax.reduce((sum, r) => sum + r.base + r.tax, 0);
  await t.db
    .insert(seatPayments)
    .values({ id: randomUUID(), companyId, seatName: 'A1', orderCount: 1, itemsTotal: total, total, tax, paidAtMs: jst(at), ...methods });
}

describe('仕訳CSV: 店舗売上 per business day', () => {
  it('adds each day’s 会計 as 現金 / 売掛金(カード・QR) against 売上高 per rate, balanced to the yen, only when asked', async () => {
    const r = await seedRestaurant(t);
    const other = await seedRestaurant(t);
    const companyId = r.seed.companyId;
    await paid(companyId, '2026-11-05T19:00:00', [rate10(3000, 300)], { cash: 3300 });
    await paid(companyId, '2026-11-05T20:30:00', [rate10(1000, 100), rate8(1000, 80)], { card: 2180 });
    await paid(companyId, '2026-11-06T12:00:00', [rate10(500, 50)], { qr: 550 });
    await paid(other.seed.companyId, '2026-11-05T19:00:00', [rate10(9000, 900)], { cash: 9900 });

    const download = async (query: string) => {
      const res = await r.admin.get(`/api/receivables/accounting-export?from=2026-11-01&to=2026-11-30&package=freee${query}`);
      expect(res.status).toBe(200);
      return parseCsv(iconv.decode(Buffer.from(await res.arrayBuffer()), 'Shift_JIS'));
    };
    expect(await download('')).toHaveLength(1);

    const [header, ...rows] = await download('&daySales=1');
    const col = (name: string) => (header as string[]).indexOf(name);
    const cells = (row: string[]) => ({
      date: row[col('日付')],
      slip: row[col('伝票番号')],
      debit: [row[col('借方勘定科目')], row[col('借方補助科目')], Number(row[col('借方金額')])],
      credit: [row[col('貸方勘定科目')], row[col('貸方税区分')], Number(row[col('貸方金額')]), Number(row[col('貸方税額')])],
      memo: row[col('摘要')],
    });
    expect(rows.map(cells)).toEqual([
      {
        date: '2026/11/05',
        slip: '1',
        debit: ['現金', '', 3300],
        credit: ['売上高', '課税売上10%', 3300, 400],
        memo: '店舗売上 2026/11/05（会計 2件）',
      },
      {
        date: '2026/11/05',
        slip: '1',
        debit: ['売掛金', 'クレジットカード', 1100],
        credit: ['売上高', '課税売上10%', 1100, 0],
        memo: '店舗売上 2026/11/05（会計 2件）',
      },
      {
        date: '2026/11/05',
        slip: '1',
        debit: ['売掛金', 'クレジットカード', 1080],
        credit: ['売上高', '課税売上8%（軽）', 1080, 80],
        memo: '店舗売上 2026/11/05（会計 2件）',
      },
      {
        date: '2026/11/06',
        slip: '2',
        debit: ['売掛金', 'QR決済', 550],
        credit: ['売上高', '課税売上10%', 550, 50],
        memo: '店舗売上 2026/11/06（会計 1件）',
      },
    ]);
    // Each day balances: what the methods took is what was sold, per rate as the receipts say.
    for (const slip of ['1', '2']) {
      const mine = rows.map(cells).filter((c) => c.slip === slip);
      expect(mine.reduce((sum, c) => sum + (c.debit[2] as number), 0)).toBe(mine.reduce((sum, c) => sum + (c.credit[2] as number), 0));
    }

    const bad = await r.admin.get('/api/receivables/accounting-export?from=2026-11-01&to=2026-11-30&daySales=yes');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('店舗売上の指定は 0 か 1 です');
  });
});
