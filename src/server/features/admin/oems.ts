import { asc, count, eq } from 'drizzle-orm';
import type { AdminOem } from '@/core/contracts/admin';
import type { CreateOemInput, UpdateOemInput } from '@/core/schemas/admin';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies, oems } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';

const idTaken = () => new AppError(409, 'OEM_ID_TAKEN', 'このIDはすでに使われています');
/** Platform actions have no company; the partner is named by targetId, not by a foreign key. */
const platform = (manager: SignedInUser) => ({ userId: manager.id, companyId: null, oemId: null });

export async function listOems(db: Db): Promise<AdminOem[]> {
  const rows = await db
    .select({ oem: oems, companyCount: count(companies.id) })
    .from(oems)
    .leftJoin(companies, eq(companies.oemId, oems.id))
    .groupBy(oems.id)
    .orderBy(asc(oems.createdAt), asc(oems.id));
  return rows.map(({ oem, companyCount }) => ({
    id: oem.id,
    name: oem.name,
    type: oem.type,
    bg: oem.bg,
    text: oem.text,
    showHistory: oem.showHistory,
    companyCount,
  }));
}

async function getOem(db: Db, id: string) {
  const item = (await listOems(db)).find((o) => o.id === id);
  if (!item) throw notFound('パートナーが見つかりません');
  return item;
}

export async function createOem(db: Db, manager: SignedInUser, input: CreateOemInput) {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: oems.id }).from(oems).where(eq(oems.id, input.id));
    if (existing) throw idTaken();
    await tx.insert(oems).values(input);
    await recordOperation(tx, platform(manager), {
      operationType: 'admin.oem.create',
      targetType: 'oem',
      targetId: input.id,
      detail: { name: input.name },
    });
  });
  return getOem(db, input.id);
}

/** Changing the id moves the partner to a new subdomain; companies and users follow (ON UPDATE CASCADE). */
export async function updateOem(db: Db, manager: SignedInUser, id: string, input: UpdateOemInput) {
  // An empty PATCH has no column to set, and the UPDATE would fail as a 500.
  if (Object.keys(input).length === 0) throw new AppError(400, 'NOTHING_TO_UPDATE', '変更する項目を指定してください');
  const newId = input.id ?? id;
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: oems.id, name: oems.name }).from(oems).where(eq(oems.id, id)).for('update');
    if (!current) throw notFound('パートナーが見つかりません');
    if (newId !== id) {
      const [taken] = await tx.select({ id: oems.id }).from(oems).where(eq(oems.id, newId));
      if (taken) throw idTaken();
    }
    await tx.update(oems).set(input).where(eq(oems.id, id));
    await recordOperation(tx, platform(manager), {
      operationType: 'admin.oem.update',
      targetType: 'oem',
      targetId: newId,
      detail: { name: input.name ?? current.name, changes: Object.keys(input), ...(newId !== id ? { previousId: id } : {}) },
    });
  });
  return getOem(db, newId);
}

export async function deleteOem(db: Db, manager: SignedInUser, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: oems.name }).from(oems).where(eq(oems.id, id)).for('update');
    if (!row) throw notFound('パートナーが見つかりません');
    const [used] = await tx.select({ n: count() }).from(companies).where(eq(companies.oemId, id));
    if ((used?.n ?? 0) > 0) throw new AppError(409, 'OEM_IN_USE', 'このパートナーには会社が登録されているため削除できません');
    await tx.delete(oems).where(eq(oems.id, id));
    await recordOperation(tx, platform(manager), {
      operationType: 'admin.oem.delete',
      targetType: 'oem',
      targetId: id,
      detail: { name: row.name },
    });
  });
}
