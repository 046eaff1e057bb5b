import { and, eq } from 'drizzle-orm';
import type { Company } from '@/core/api-types';
import type { UpdateCompanyInput } from '@/core/schemas/company';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { notFound } from '../../http/errors';

export async function getCompany(db: Db, companyId: string): Promise<Company> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, storeName: companies.storeName })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound();
  return row;
}

export async function updateCompany(db: Db, user: CompanyUser, input: UpdateCompanyInput): Promise<Company> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ name: input.name, storeName: input.storeName, updatedAt: new Date() })
      .where(and(eq(companies.id, user.companyId), eq(companies.oemId, user.oemId ?? '')))
      .returning({ id: companies.id, name: companies.name, storeName: companies.storeName });
    if (!row) throw notFound();
    await recordOperation(
      tx,
      { userId: user.id, companyId: user.companyId, oemId: user.oemId },
      {
        operationType: 'company.update',
        targetType: 'company',
        targetId: row.id,
        detail: { name: row.name, storeName: row.storeName },
      },
    );
    return row;
  });
}
