import { asc, eq } from 'drizzle-orm';
import type { PartnerParameter } from '@/core/contracts/admin';
import type { PartnerParametersInput } from '@/core/schemas/admin';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { oems, partnerParameters } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { notFound } from '../../http/errors';

export async function listPartnerParameters(db: Db, oemId: string): Promise<PartnerParameter[]> {
  const [oem] = await db.select({ id: oems.id }).from(oems).where(eq(oems.id, oemId));
  if (!oem) throw notFound('パートナーが見つかりません');
  return db
    .select({ key: partnerParameters.key, value: partnerParameters.value })
    .from(partnerParameters)
    .where(eq(partnerParameters.oemId, oemId))
    .orderBy(asc(partnerParameters.key));
}

/** Replaces the partner's parameters with the given ones, in one transaction, logged. */
export async function replacePartnerParameters(db: Db, manager: SignedInUser, oemId: string, input: PartnerParametersInput) {
  await db.transaction(async (tx) => {
    const [oem] = await tx.select({ id: oems.id, name: oems.name }).from(oems).where(eq(oems.id, oemId)).for('update');
    if (!oem) throw notFound('パートナーが見つかりません');
    await tx.delete(partnerParameters).where(eq(partnerParameters.oemId, oemId));
    if (input.items.length > 0) await tx.insert(partnerParameters).values(input.items.map((item) => ({ oemId, ...item })));
    await recordOperation(
      tx,
      { userId: manager.id, companyId: null, oemId: null },
      {
        operationType: 'admin.oem.parameters',
        targetType: 'oem',
        targetId: oemId,
        detail: { name: oem.name, keys: input.items.map((item) => item.key) },
      },
    );
  });
  return listPartnerParameters(db, oemId);
}
