import { asc } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { japanToday } from '@/core/calendar';
import type { MasterDataEndpoints } from '@/core/contracts/master-data';
import type { masterImportQuery } from '@/core/schemas/master-data';
import { companyUserOf } from '../auth/session';
import type { Db } from '../db/client';
import { contractRouter } from '../http/contract-router';
import { csvBody } from '../http/csv-body';
import type { AppEnv } from '../http/env';
import { AppError } from '../http/errors';
import { decodeCsv, exportCsv, readImport } from './csv';
import type { MasterDataDefinition, MasterRow } from './define';
import { importMasterRows } from './import-rows';
import { listMasterData, listWhere } from './list';
import { createMasterRow, deleteMasterRow, getMasterRow, updateMasterRow } from './write';

const maxImportRows = 50_000;

/** An import's CSV, read by readImportFile before the handler writes it. */
type ImportEnv = { Variables: AppEnv['Variables'] & { importFile: Awaited<ReturnType<typeof readImport>> } };

/**
 * The routes of one master-data entity: list, CRUD, CSV export and import, registered from the
 * entity's endpoints (core/contracts/master-data). Returns the router, for an entity to add its
 * own routes.
 */
export function masterDataRoutes<V>(db: Db, def: MasterDataDefinition<V>, endpoints: MasterDataEndpoints) {
  const router = contractRouter<ImportEnv>(endpoints.list.path);
  const { on } = router;

  on(endpoints.list, async (c) => c.json(await listMasterData(db, def, companyUserOf(c).companyId, c.req.query())));

  on(endpoints.export, async (c) => {
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
    const date = japanToday().replace(/-/g, '');
    c.header(
      'Content-Disposition',
      `attachment; filename="${def.entity}s-${date}.csv"; filename*=UTF-8''${encodeURIComponent(`${def.label}一覧-${date}.csv`)}`,
    );
    return c.body(csvBody(c, text, c.req.valid('query').encoding));
  });

  /**
   * Reads the import's CSV (the body is the file itself). An all-or-nothing import of a file with
   * invalid rows is refused here: its refusal lists those rows beside the message, more than an
   * error thrown carries.
   */
  const readImportFile: MiddlewareHandler<ImportEnv, string, { out: { query: z.output<typeof masterImportQuery> } }> = async (c, next) => {
    const file = await readImport(def, await decodeCsv(new Uint8Array(await c.req.arrayBuffer())));
    if (file.total > maxImportRows)
      throw new AppError(400, 'TOO_MANY_ROWS', `一度に取り込めるのは${maxImportRows.toLocaleString('ja-JP')}行までです`);
    const { errors } = file;
    if (c.req.valid('query').mode === 'all' && errors.length > 0) {
      return c.json(
        { error: { code: 'IMPORT_ROWS_INVALID', message: `${errors.length}行にエラーがあるため、取り込みませんでした`, rows: errors } },
        400,
      );
    }
    c.set('importFile', file);
    await next();
  };

  /** preview: check only; all: nothing unless every row is valid; valid: the valid rows. */
  on(endpoints.import, readImportFile, async (c) => {
    const { rows, errors, total, fileKeys } = c.get('importFile');
    if (c.req.valid('query').mode === 'preview') return c.json({ total, valid: rows.length, errors });
    const result = rows.length > 0 ? await importMasterRows(db, def, companyUserOf(c), rows, { fileKeys }) : { created: 0, updated: 0 };
    return c.json({ total, valid: rows.length, errors, ...result });
  });

  on(endpoints.get, async (c) => c.json(await getMasterRow(db, def, companyUserOf(c).companyId, c.req.param('id'))));
  on(endpoints.create, async (c) => c.json(await createMasterRow(db, def, companyUserOf(c), c.req.valid('json')), 201));
  on(endpoints.update, async (c) => c.json(await updateMasterRow(db, def, companyUserOf(c), c.req.param('id'), c.req.valid('json'))));
  on(endpoints.remove, async (c) => {
    const outcome = await deleteMasterRow(db, def, companyUserOf(c), c.req.param('id'));
    if (outcome === 'deleted') return c.json({ archived: false });
    return c.json({ archived: true, message: '帳票で使われているため、削除せずに無効にしました' });
  });
  return router;
}
