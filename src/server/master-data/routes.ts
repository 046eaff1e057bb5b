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
import type { JobQueue } from '../jobs/engine';
import { decodeCsv, exportCsv, readImport } from './csv';
import type { MasterDataDefinition, MasterRow } from './define';
import { maxImportRows } from './import-job';
import { findMasterImport, queueMasterImport } from './import-store';
import { listMasterData, listWhere } from './list';
import { createMasterRow, deleteMasterRow, getMasterRow, updateMasterRow } from './write';

/** An import's CSV, read by readImportFile before the handler checks it. */
type ImportEnv = { Variables: AppEnv['Variables'] & { importFile: Awaited<ReturnType<typeof readImport>> } };

/**
 * The routes of one master-data entity: list, CRUD, CSV export and import, registered from the
 * entity's endpoints (core/contracts/master-data). Returns the router, for an entity to add its
 * own routes.
 */
export function masterDataRoutes<V>(db: Db, queue: JobQueue, def: MasterDataDefinition<V>, endpoints: MasterDataEndpoints) {
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

  /** Reads the import's CSV (the body is the file itself) for the check. */
  const readImportFile: MiddlewareHandler<ImportEnv, string, { out: { query: z.output<typeof masterImportQuery> } }> = async (c, next) => {
    const file = await readImport(def, await decodeCsv(new Uint8Array(await c.req.arrayBuffer())));
    if (file.total > maxImportRows)
      throw new AppError(400, 'TOO_MANY_ROWS', `一度に取り込めるのは${maxImportRows.toLocaleString('ja-JP')}行までです`);
    c.set('importFile', file);
    await next();
  };

  /** The check: counts and row errors, nothing written. */
  on(endpoints.import, readImportFile, async (c) => {
    const { rows, errors, total } = c.get('importFile');
    return c.json({ total, valid: rows.length, errors });
  });
  /** all: nothing unless every row is valid; valid: the valid rows. Written by a job (import-job.ts). */
  on(endpoints.importStart, async (c) => {
    const file = new Uint8Array(await c.req.arrayBuffer());
    const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200) || undefined;
    const queued = await queueMasterImport(db, queue, def, companyUserOf(c), { mode: c.req.valid('query').mode, file, idempotencyKey });
    return c.json(queued, 202);
  });
  on(endpoints.importStatus, async (c) => c.json(await findMasterImport(db, def, companyUserOf(c).companyId, c.req.param('id'))));

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
