import { and, eq } from 'drizzle-orm';
import type { CompanyProfile } from '@/core/api-types';
import type { CompanyProfileInput } from '@/core/schemas/document-settings';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { companyFileExists, profileColumns, toCompanyProfile } from '../../tenancy/company-profile';

/** 自社情報 — printed on documents issued from now on; issued ones keep their snapshot. */
export async function updateCompany(db: Db, user: CompanyUser, input: CompanyProfileInput): Promise<CompanyProfile> {
  return db.transaction(async (tx) => {
    for (const [field, label] of [
      ['logoFileId', 'ロゴ'],
      ['sealFileId', '印影'],
    ] as const) {
      const fileId = input[field];
      if (fileId && !(await companyFileExists(tx, user.companyId, fileId)))
        throw new AppError(400, 'VALIDATION_ERROR', `${label}の画像が見つかりません。もう一度アップロードしてください`);
    }
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
