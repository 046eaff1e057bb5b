import { sql } from 'drizzle-orm';
import type { TestContext } from '../src/server/test/context';

type Measure = (name: string, n: number, run: () => Promise<Response>) => Promise<unknown>;

/**
 * 100,000 invoices in one company (the worst case for one kind's list), written straight to
 * the table, then every filter the list screen offers, alone and combined; and the PDF of a
 * one-page and a 300-line document through the API.
 */
export async function benchDocuments(t: TestContext, measure: Measure) {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const n = 100_000;
  const started = performance.now();
  // Generated in SQL: 100,000 rows through the driver take minutes on PGlite. The search text
  // follows normalizeForSearch (lower case, no spaces) for these ASCII/katakana values.
  await t.db.execute(sql`
    insert into documents (id, company_id, kind, status, number, issue_date, due_date, counterparty_name, subject,
      subtotal, tax, total, amount_due, by_rate, search_text)
    select ${seed.companyId} || '-' || i, ${seed.companyId}, 'invoice', st, num, d, (date_trunc('month', d) + interval '27 days')::date,
      '株式会社テスト' || (i % 1000), '案件' || (i % 5000) || ' ' || case when i % 3 = 0 then '保守' else '制作' end,
      sub, sub / 10, sub + sub / 10, sub + sub / 10,
      jsonb_build_array(jsonb_build_object('taxCategory', 'standard', 'rate', 10, 'base', sub, 'tax', sub / 10)),
      lower(coalesce(num, '')) || E'\n' || '株式会社テスト' || (i % 1000) || E'\n' || '案件' || (i % 5000) || case when i % 3 = 0 then '保守' else '制作' end
    from (
      select i, (date '2024-01-01' + (i % 1050))::date as d, (array['draft','issued','sent','paid','paid','paid'])[i % 6 + 1] as st,
        1000 + (i * 7919) % 2000000 as sub
      from generate_series(0, ${n - 1}) as i
    ) g, lateral (select case when st = 'draft' then null else 'INV-' || to_char(d, 'YYYYMM') || '-' || lpad(i::text, 6, '0') end as num) x`);
  await t.db.execute(sql`analyze documents`);
  const seeded = Number(((performance.now() - started) / 1000).toFixed(1));
  const list = (query: string) => () => session.get(`/api/documents/invoice?${query}`);
  const q = encodeURIComponent;
  const rows = [
    await measure('invoices page 1 (issue date desc)', 100, list('')),
    await measure('page 100', 100, list('page=100')),
    await measure('status 入金済', 100, list('status=paid')),
    await measure('status 期限超過', 100, list('status=overdue')),
    await measure('issue date one month', 100, list('dateFrom=2025-06-01&dateTo=2025-06-30')),
    await measure('amount range', 100, list('amountMin=100000&amountMax=120000')),
    await measure('free text (counterparty)', 100, list(`q=${q('テスト123')}`)),
    await measure('free text (number INV-202506)', 100, list(`q=${q('INV-202506')}`)),
    await measure('free text (subject)', 100, list(`q=${q('案件42')}`)),
    await measure(
      'counterparty + date range + amount range',
      100,
      list(`counterparty=${q('テスト12')}&dateFrom=2025-01-01&dateTo=2025-12-31&amountMin=500000`),
    ),
    await measure(
      'date range + amount, sorted by amount',
      100,
      list('dateFrom=2024-04-01&dateTo=2024-09-30&amountMax=300000&sort=total&order=desc'),
    ),
    await measure('sorted by counterparty', 100, list('sort=counterparty&order=asc')),
    await measure('status + free text + date', 100, list(`status=paid&q=${q('テスト7')}&dateFrom=2025-01-01`)),
  ];
  // ダッシュボード: every figure is an aggregate query over the same 100,000 invoices.
  const dashboard = [await measure('GET /api/dashboard (100,000 invoices)', 100, () => session.get('/api/dashboard'))];

  const products = Array.from({ length: 300 }, (_, i) => ({
    name: `作業項目 ${i + 1} ホームページ制作・保守`,
    quantity: String(1 + (i % 5)),
    unit: '式',
    unitPrice: 1000 + i * 37,
    taxCategory: i % 4 === 0 ? 'reduced' : 'standard',
  }));
  const customerId = await session
    .send('POST', '/api/customers', { code: 'C-PDF', name: '株式会社PDF計測', honorific: '御中' })
    .then(async (r) => (await r.json()).id as string);
  const make = async (lines: typeof products, isIssued: boolean) => {
    const doc = await (
      await session.send('POST', '/api/documents/invoice', { issueDate: '2026-11-01', customerId, subject: '計測', lines })
    ).json();
    if (isIssued) await session.send('POST', `/api/documents/invoice/${doc.id}/issue`);
    return doc.id as string;
  };
  const pdfOf = (id: string) => () => session.get(`/api/documents/invoice/${id}/pdf`);
  // Drafts are rendered on every request; an issued document's PDF is rendered once and kept.
  const pdf = [
    await measure('PDF one page, rendered (draft, 8 lines)', 40, pdfOf(await make(products.slice(0, 8), false))),
    await measure('PDF 300 lines, rendered (draft, 6 pages)', 6, pdfOf(await make(products, false))),
    await measure('PDF one page, issued (stored after first render)', 40, pdfOf(await make(products.slice(0, 8), true))),
  ];
  return { documents: n, seededSeconds: seeded, rows, dashboard, pdf };
}
