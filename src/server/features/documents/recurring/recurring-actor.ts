import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { companies, users } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';

/**
 * Who a scheduled run acts as: the member who last saved the template. The invoice, its log
 * entry and its mail carry that member's name, as if they had pressed 作成 themselves.
 */
export async function templateActor(db: Db | Tx, companyId: string, userId: string | null): Promise<CompanyUser> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId ?? '')));
  if (!row) throw new Error(`recurring invoice of company ${companyId}: its user ${userId} is gone`);
  const { user, company } = row;
  return {
    ...user,
    companyId,
    company: { id: company.id, name: company.name, storeName: company.storeName, status: company.status },
  } as unknown as CompanyUser;
}
