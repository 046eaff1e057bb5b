import { and, eq } from 'drizzle-orm';
import type { CompanyProfile } from '@/core/contracts/settings';
import type { CompanyProfileInput } from '@/core/schemas/document-settings';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { checkOwnImage, claimPrivateImage } from '../../files/own-image';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { profileColumns, toCompanyProfile } from '../../tenancy/company-profile';

/** 自社情報 — printed on documents issued from now on; issued ones keep their snapshot. */
export async function updateCompany(db: Db, user: CompanyUser, input: CompanyProfileInput): Promise<CompanyProfile> {
  return db.transaction(async (tx) => {
    // The seal first: a logo is public, so the seal's file cannot be the logo too.
    await claimPrivateImage(tx, user.companyId, input.sealFileId, '印影の画像');
    await checkOwnImage(tx, user.companyId, input.logoFileId, 'ロゴの画像');
    const [row] = await tx
      .update(companies)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(companies.id, user.companyId), eq(companies.oemId, user.oemId ?? '')))
      .returning(profileColumns);
    if (!row) throw notFound();
    await recordOperation(tx, actorOf(user), {
      operationType: 'company.update',
      targetType: 'company',
      targetId: row.id,
      detail: { name: row.name, storeName: row.storeName, registrationNumber: row.registrationNumber },
    });
    return toCompanyProfile(row);
  });
}
