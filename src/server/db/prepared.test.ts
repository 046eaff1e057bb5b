import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { executePrepared } from './prepared';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const shape = (n: number, word: string) => sql`select ${n}::int * 2 as doubled, ${word}::text || '!' as said`;

describe('a statement run as a prepared statement', () => {
  it('answers each call with its own values, the same text run again and again', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => executePrepared(t.db, shape(n, `第${n}`))));
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [{ doubled: n * 2, said: `第${n}!` }]));
  });

  it('runs inside a transaction and sees its writes', async () => {
    const seed = await t.seedCompany();
    const names = await t.db.transaction(async (tx) => {
      await tx.execute(sql`update companies set name = '株式会社まどぎわ' where id = ${seed.companyId}`);
      return executePrepared<{ name: string }>(tx, sql`select name from companies where id = ${seed.companyId}`);
    });
    expect(names).toEqual([{ name: '株式会社まどぎわ' }]);
  });

  it('gives back every value as it was sent: quotes, backslashes, Japanese, line breaks, empty, null', async () => {
    const echo = (text: string | null, n: number, flag: boolean) =>
      sql`select ${text}::text as text, ${n}::bigint as n, ${flag}::boolean as flag, length(${text}::text) as length`;
    const texts = ["O'Brien の'見積'", 'C:\\請求書\\2026', "\\' or 1=1; --", '一行目\n二行目', '', null];
    for (const text of texts) {
      const [row] = await executePrepared<{ text: string | null; n: unknown; flag: boolean; length: number | null }>(
        t.db,
        echo(text, 9_007_199_254_740, true),
      );
      expect(row?.text).toBe(text);
      expect(Number(row?.n)).toBe(9_007_199_254_740);
      expect(row?.flag).toBe(true);
      expect(row?.length === null ? null : Number(row?.length)).toBe(text === null ? null : [...text].length);
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('is prepared once on embedded PGlite and then executed by its name', async () => {
    const marked = (n: number) => sql`select ${n}::int + 1 as next, 'prepared-once' as mark`;
    expect(await executePrepared(t.db, marked(1))).toEqual([{ next: 2, mark: 'prepared-once' }]);
    expect(await executePrepared(t.db, marked(41))).toEqual([{ next: 42, mark: 'prepared-once' }]);
    const rows = await t.db.execute(sql`select name from pg_prepared_statements where statement like '%prepared-once%'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is parsed once per connection on PostgreSQL and then called by its name', async () => {
    const prepared = await t.db.transaction(async (tx) => {
      // One connection throughout: the statement is prepared on it at the first call and reused at the second.
      await executePrepared(tx, shape(10, '一'));
      await executePrepared(tx, shape(20, '二'));
      const rows = await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'kanri_%'`);
      return (rows as unknown as { rows: { name: string; statement: string }[] }).rows;
    });
    const mine = prepared.filter((p) => p.statement.includes(`|| '!' as said`));
    expect(mine).toHaveLength(1);
  });
});
