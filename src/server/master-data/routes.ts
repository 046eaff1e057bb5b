import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { companyUserOf } from '../auth/session';
import type { Db } from '../db/client';
import { csvBody } from '../http/csv-body';
import type { AppEnv } from '../http/env';
import { AppError } from '../http/errors';
import { jsonBody, patchBody, queryParams } from '../http/validate';
import { decodeCsv, exportCsv, readImport } from './csv';
import type { MasterDataDefinition, MasterRow } from './define';
import { importMasterRows } from './import-rows';
import { listMasterData, listWhere } from './list';
import { createMasterRow, deleteMasterRow, getMasterRow, updateMasterRow } from './write';

const maxImportRows = 50_000;
const importQuery = z.object({
  mode: z.enum(['preview', 'all', 'valid'], { error: 'モードは preview / all / valid のいずれかです' }).default('preview'),
});
const exportQuery = z.object({ encoding: z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8') });

/** The routes of one master-data entity: list, CRUD, CSV export and import. */
export function masterDataRoutes<V>(db: Db, def: MasterDataDefinition<V>) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => c.json(await listMasterData(db, def, companyUserOf(c).companyId, c.req.query())));

  app.get('/export', queryParams(exportQuery), async (c) => {
    const user = companyUserOf(c);
    const rows = await db
      .select()
      .from(def.table)
      .where(listWhere(def, user.companyId, c.req.query()))
      .orderBy(asc(def.table.code))
      .limit(100_000);
    const text = exportCsv(
      def,
      rows.map((r) => def.toView(r as MasterRow)),
    );
    const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    c.header(
      'Content-Disposition',
      `attachment; filename="${def.entity}s-${date}.csv"; filename*=UTF-8''${encodeURIComponent(`${def.label}一覧-${date}.csv`)}`,
    );
    return c.body(csvBody(c, text, c.req.valid('query').encoding));
  });

  /** Body: the CSV file itself. preview: check only; all: nothing unless every row is valid; valid: the valid rows. */
  app.post('/import', queryParams(importQuery), async (c) => {
    const user = companyUserOf(c);
    const { rows, errors, total, fileKeys } = await readImport(def, await decodeCsv(new Uint8Array(await c.req.arrayBuffer())));
    if (total > maxImportRows)
      throw new AppError(400, 'TOO_MANY_ROWS', `一度に取り込めるのは${maxImportRows.toLocaleString('ja-JP')}行までです`);
    const mode = c.req.valid('query').mode;
    if (mode === 'preview') return c.json({ total, valid: rows.length, errors });
    if (mode === 'all' && errors.length > 0) {
      return c.json(
        { error: { code: 'IMPORT_ROWS_INVALID', message: `${errors.length}行にエラーがあるため、取り込みませんでした`, rows: errors } },
        400,
      );
    }
    const result = rows.length > 0 ? await importMasterRows(db, def, user, rows, { fileKeys }) : { created: 0, updated: 0 };
    return c.json({ total, valid: rows.length, errors, ...result });
  });

  app.get('/:id', async (c) => c.json(await getMasterRow(db, def, companyUserOf(c).companyId, c.req.param('id'))));
  app.post('/', jsonBody(def.input), async (c) => c.json(await createMasterRow(db, def, companyUserOf(c), c.req.valid('json')), 201));
  app.patch('/:id', patchBody(def.input), async (c) =>
    c.json(await updateMasterRow(db, def, companyUserOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  app.delete('/:id', async (c) => {
    const outcome = await deleteMasterRow(db, def, companyUserOf(c), c.req.param('id'));
    if (outcome === 'deleted') return c.body(null, 204);
    return c.json({ archived: true, message: `帳票で使われているため、削除せずに無効にしました` });
  });
  return app;
}
