import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { normalizeForSearch } from '@/core/japanese';
import { actorOf, recordOperation } from '../audit/record-operation';
import type { Db, Tx } from '../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { CompanyUser } from '../http/env';
import { AppError, notFound } from '../http/errors';
import { applyPatch } from '../http/patch';
import { publishEvents } from '../realtime/publish';
import { withAssignedCodes } from './code-numbering';
import type { MasterDataDefinition, MasterRow } from './define';

type Values = Record<string, unknown>;

export const searchTextOf = (v: Values) => normalizeForSearch([v.code, v.name, v.kana].filter((x) => typeof x === 'string').join(' '));
const duplicateCode = (def: MasterDataDefinition<unknown>, code: unknown) =>
  new AppError(409, 'DUPLICATE_CODE', `${def.label}コード「${String(code)}」は既に使われています`);
/** The list on other screens and tabs is refreshed live (company/{id}/products of the spec). */
const changed = (tx: Tx, def: MasterDataDefinition<unknown>, companyId: string) =>
  publishEvents(tx, companyId, [{ topic: 'company', type: `${def.entity}.changed` }]);

/** Refuses a change to locked rows (see MasterDataDefinition.locked), naming the first such code. */
export async function refuseLocked(tx: Tx, def: MasterDataDefinition<unknown>, companyId: string, codes: string[]) {
  if (!def.locked || codes.length === 0) return;
  const [row] = await tx
    .select({ code: def.table.code })
    .from(def.table)
    .where(and(eq(def.table.companyId, companyId), inArray(def.table.code, codes), isNotNull(def.locked.column)))
    .orderBy(asc(def.table.code))
    .limit(1);
  if (row) throw new AppError(409, def.locked.code, def.locked.message(row.code));
}

async function codeTaken(tx: Tx, def: MasterDataDefinition<unknown>, companyId: string, code: unknown, exceptId?: string) {
  const [row] = await tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(eq(def.table.companyId, companyId), eq(def.table.code, String(code))));
  return Boolean(row && row.id !== exceptId);
}

export async function getMasterRow<V>(db: Db | Tx, def: MasterDataDefinition<V>, companyId: string, id: string): Promise<V> {
  const [row] = await db
    .select()
    .from(def.table)
    .where(and(eq(def.table.companyId, companyId), eq(def.table.id, id)));
  if (!row) throw notFound(`${def.label}が見つかりません`);
  return def.toView(row as MasterRow);
}

export async function createMasterRow<V>(db: Db, def: MasterDataDefinition<V>, user: CompanyUser, given: Values): Promise<V> {
  const id = crypto.randomUUID();
  let input = given;
  try {
    await db.transaction(async (tx) => {
      [input] = (await withAssignedCodes(tx, def as MasterDataDefinition<unknown>, user.companyId, [given])) as [Values];
      if (await codeTaken(tx, def as MasterDataDefinition<unknown>, user.companyId, input.code))
        throw duplicateCode(def as MasterDataDefinition<unknown>, input.code);
      await def.checkReferences?.(tx, user.companyId, input);
      await tx.insert(def.table).values({ ...input, id, companyId: user.companyId, searchText: searchTextOf(input) } as never);
      await recordOperation(tx, actorOf(user), {
        operationType: `${def.entity}.create`,
        targetType: def.entity,
        targetId: id,
        detail: { name: input.name },
      });
      await changed(tx, def as MasterDataDefinition<unknown>, user.companyId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(def as MasterDataDefinition<unknown>, input.code);
    throw error;
  }
  return getMasterRow(db, def, user.companyId, id);
}

export async function updateMasterRow<V>(db: Db, def: MasterDataDefinition<V>, user: CompanyUser, id: string, patch: Values): Promise<V> {
  const d = def as MasterDataDefinition<unknown>;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(def.table)
        .where(and(eq(def.table.companyId, user.companyId), eq(def.table.id, id)));
      if (!current) throw notFound(`${def.label}が見つかりません`);
      await refuseLocked(tx, d, user.companyId, [String(current.code)]);
      // A code cleared in the form is numbered anew, like one left empty on registration.
      const [next] = (await withAssignedCodes(tx, d, user.companyId, [applyPatch(def.input, current as Values, patch)])) as [Values];
      if (patch.code !== undefined && (await codeTaken(tx, d, user.companyId, next.code, id))) throw duplicateCode(d, next.code);
      // Only what this change sends: an unrelated edit is not refused over a value already stored.
      await def.checkReferences?.(tx, user.companyId, Object.fromEntries(Object.keys(patch).map((k) => [k, next[k]])));
      await tx
        .update(def.table)
        .set({ ...next, searchText: searchTextOf(next), updatedAt: new Date() } as never)
        .where(and(eq(def.table.companyId, user.companyId), eq(def.table.id, id)));
      await recordOperation(tx, actorOf(user), {
        operationType: `${def.entity}.update`,
        targetType: def.entity,
        targetId: id,
        detail: { name: next.name, changes: Object.keys(patch) },
      });
      await changed(tx, d, user.companyId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateCode(d, patch.code || '');
    throw error;
  }
  return getMasterRow(db, def, user.companyId, id);
}

/**
 * Deletes a row, or — when a document refers to it — archives it (無効) instead, so issued
 * documents keep their counterparty and products. Returns what happened.
 */
export async function deleteMasterRow<V>(
  db: Db,
  def: MasterDataDefinition<V>,
  user: CompanyUser,
  id: string,
): Promise<'deleted' | 'archived'> {
  return db.transaction(async (tx) => {
    const where = and(eq(def.table.companyId, user.companyId), eq(def.table.id, id));
    const [current] = await tx.select({ name: def.table.name }).from(def.table).where(where).for('update');
    if (!current) throw notFound(`${def.label}が見つかりません`);
    let outcome: 'deleted' | 'archived' = 'deleted';
    try {
      // A savepoint: a refused delete must not abort the surrounding transaction.
      await tx.transaction(async (sp) => {
        await sp.delete(def.table).where(where);
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await tx
        .update(def.table)
        .set({ isActive: false, updatedAt: new Date() } as never)
        .where(where);
      outcome = 'archived';
    }
    await recordOperation(tx, actorOf(user), {
      operationType: outcome === 'deleted' ? `${def.entity}.delete` : `${def.entity}.archive`,
      targetType: def.entity,
      targetId: id,
      detail: { name: current.name },
    });
    await changed(tx, def as MasterDataDefinition<unknown>, user.companyId);
    return outcome;
  });
}

/*
 * CSV imports are written by a background job (import-job.ts, import-rows.ts): in short
 * transactions that record their progress, resumed after a crash and undone when the import
 * fails.
 */
