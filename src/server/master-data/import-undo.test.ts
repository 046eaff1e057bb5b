import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, operationLogs, products } from '../db/schema';
import { productDefinition } from '../features/products/definition';
import type { CompanyUser } from '../http/env';
import { createTestContext, type TestContext } from '../test/context';
import { importMasterRows } from './import-rows';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const header = '商品コード,商品名,フリガナ,単位,単価,税区分,原価,説明,状態';
const csvOf = (rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;
const codes = (from: number, n: number) => Array.from({ length: n }, (_, i) => `U${String(from + i).padStart(4, '0')}`);

async function company() {
  const seed = await t.seedCompany();
  const session = await t.signIn(seed.admin.email, seed.host);
  const user = { id: seed.admin.id, companyId: seed.companyId, oemId: seed.oemId } as CompanyUser;
  const table = () => t.db.select().from(products).where(eq(products.companyId, seed.companyId)).orderBy(asc(products.code));
  const logged = async () =>
    (await t.db.select().from(operationLogs).where(eq(operationLogs.companyId, seed.companyId))).map((l) => l.operationType);
  const published = async () =>
    (
      await t.db
        .select()
        .from(events)
        .where(and(eq(events.companyId, seed.companyId), eq(events.type, 'product.changed')))
    ).length;
  return { seed, session, user, table, logged, published };
}

/** Rows as the CSV reader hands them to the writer (validated inputs). */
const inputs = (list: string[], name: string) =>
  list.map((code) => productDefinition.input.parse({ code, name, unitPrice: 500, kana: 'かな', costPrice: 300 }));

describe('CSV import written in chunks', () => {
  it('undoes the chunks already written when a middle chunk fails: created rows gone, updated rows restored', async () => {
    const c = await company();
    // Existing rows, to be updated by chunks 0, 1 and 2 (chunk 2 is the one that fails).
    const existing = csvOf(['U0000', 'U0003', 'U0005'].map((code) => `${code},元の商品 ${code},もと,箱,1200,軽減8%,,元の説明,無効`));
    expect((await (await c.session.send('POST', '/api/products/import?mode=all', existing)).json()).created).toBe(3);
    const before = await c.table();
    const [logsBefore, eventsBefore] = [await c.logged(), await c.published()];

    const failure = importMasterRows(t.db, productDefinition, c.user, inputs(codes(0, 10), '取り込み後'), {
      chunkRows: 2,
      // A real database error inside the third chunk's transaction, after its rows are written.
      onChunkWritten: async (index, tx) => {
        if (index === 2) await tx.execute('select 1 / 0');
      },
    });
    await expect(failure).rejects.toMatchObject({
      status: 500,
      code: 'IMPORT_FAILED',
      message: '取り込み中にエラーが発生したため、取り込みを取り消しました。時間をおいて再度お試しください',
    });

    // Every column of every row as before (updated_at too), no row left from chunks 0 and 1.
    expect(await c.table()).toEqual(before);
    expect(await c.logged()).toEqual(logsBefore);
    expect(await c.published()).toBe(eventsBefore);
    const listed = await (await c.session.get('/api/products')).json();
    expect(listed.items.map((p: { name: string; isActive: boolean }) => [p.name, p.isActive])).toEqual([
      ['元の商品 U0000', false],
      ['元の商品 U0003', false],
      ['元の商品 U0005', false],
    ]);
  });

  it('logs and announces a many-chunk import once, counting created and updated rows', async () => {
    const c = await company();
    await c.session.send('POST', '/api/products/import?mode=all', csvOf(['U0007,既存,,個,100,10%,,,有効']));
    const [logsBefore, eventsBefore] = [(await c.logged()).length, await c.published()];
    const rows = codes(0, 120).map((code) => `${code},商品 ${code},,個,300,10%,,,有効`);
    const res = await c.session.send('POST', '/api/products/import?mode=valid', csvOf(rows));
    expect(await res.json()).toEqual({ total: 120, valid: 120, errors: [], created: 119, updated: 1 });
    expect((await c.logged()).slice(logsBefore)).toEqual(['product.import']);
    expect(await c.published()).toBe(eventsBefore + 1);
    expect((await c.table()).map((p) => [p.code, p.name]).slice(6, 8)).toEqual([
      ['U0006', '商品 U0006'],
      ['U0007', '商品 U0007'],
    ]);
  });

  it('runs two imports of one company one after the other, never chunk by chunk', async () => {
    const c = await company();
    // The second file lists the codes backwards: interleaved chunks would meet in the middle,
    // each import creating half the rows and overwriting the other's half.
    const forwards = codes(0, 600);
    const files = [
      csvOf(forwards.map((code) => `${code},一回目,,個,300,10%,,,有効`)),
      csvOf([...forwards].reverse().map((code) => `${code},二回目,,個,300,10%,,,有効`)),
    ];
    const answers = await Promise.all(
      files.map(async (file) => (await c.session.send('POST', '/api/products/import?mode=all', file)).json()),
    );
    expect(answers.map((a) => [a.created, a.updated]).sort()).toEqual([
      [0, 600],
      [600, 0],
    ]);
    // The table is what one file says, all of it: the file imported last.
    const last = answers.findIndex((a) => a.updated === 600) === 0 ? '一回目' : '二回目';
    expect(new Set((await c.table()).map((p) => p.name))).toEqual(new Set([last]));
  });
});
