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
