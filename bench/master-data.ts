import type { TestContext } from '../src/server/test/context';

/**
 * 10,000 products and 10,000 customers in one company, imported through the CSV endpoint
 * (timed), then the list requests a screen makes: first page, a deep page, search, sort.
 */
export async function benchMasterData(
  t: TestContext,
  measure: (name: string, n: number, run: () => Promise<Response>) => Promise<unknown>,
) {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const n = 10_000;
  const productCsv = ['商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態']
    .concat(
      Array.from(
        { length: n },
        (_, i) =>
          `P${String(i).padStart(5, '0')},商品${i} ${i % 7 === 0 ? 'ボールペン' : '用紙'},しょうひん${i},個,${100 + (i % 900)},${i % 3 === 0 ? '軽減8%' : '10%'},,,有効`,
      ),
    )
    .join('\n');
  const customerCsv = ['顧客コード,顧客名,フリガナ,敬称,郵便番号,登録番号,締め日,支払月,支払日']
    .concat(
      Array.from(
        { length: n },
        (_, i) => `C${String(i).padStart(5, '0')},株式会社テスト${i},てすと${i},御中,100-0001,${i % 2 ? 'T7000012050002' : ''},20,翌月,末`,
      ),
    )
    .join('\n');

  const imports: Record<string, number> = {};
  for (const [name, path, csv] of [
    ['products', '/api/products/import?mode=all', productCsv],
    ['customers', '/api/customers/import?mode=all', customerCsv],
  ] as const) {
    const started = performance.now();
    const res = await session.send('POST', path, csv);
    if (res.status !== 200) throw new Error(`${name} import: ${res.status} ${await res.text()}`);
    imports[`import ${n} ${name} (s)`] = Number(((performance.now() - started) / 1000).toFixed(2));
  }
  const q = encodeURIComponent;
  const rows = [
    await measure('products page 1', 100, () => session.get('/api/products')),
    await measure('products page 150', 100, () => session.get('/api/products?page=150')),
    await measure('products search kana (ぼーるぺん)', 100, () => session.get(`/api/products?q=${q('ぼーるぺん')}`)),
    await measure('products search code (full-width)', 100, () => session.get(`/api/products?q=${q('Ｐ０９９')}`)),
    await measure('products sort price desc, 軽減8%', 100, () =>
      session.get('/api/products?sort=unitPrice&order=desc&taxCategory=reduced'),
    ),
    await measure('customers page 1', 100, () => session.get('/api/customers')),
    await measure('customers search name', 100, () => session.get(`/api/customers?q=${q('テスト999')}`)),
  ];
  return { imports, rows };
}
