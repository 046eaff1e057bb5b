import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AdminCompany } from '@/core/contracts/admin';
import { permissionFlags } from '@/core/permissions';
import type { CreateCompanyInput } from '@/core/schemas/admin';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies, oems, sessions, users } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';

const platform = (manager: SignedInUser) => ({ userId: manager.id, companyId: null, oemId: null });
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function listCompanies(db: Db, filter: { q?: string; oemId?: string; id?: string }): Promise<AdminCompany[]> {
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q)
    where.push(
      or(ilike(companies.name, likePattern(q)), ilike(companies.storeName, likePattern(q)), ilike(companies.id, likePattern(q))) as SQL,
    );
  if (filter.oemId) where.push(eq(companies.oemId, filter.oemId));
  if (filter.id) where.push(eq(companies.id, filter.id));
  const rows = await db
    .select({ company: companies, oemName: oems.name, userCount: count(users.id) })
    .from(companies)
    .innerJoin(oems, eq(oems.id, companies.oemId))
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(where.length ? and(...where) : undefined)
    .groupBy(companies.id, oems.name)
    .orderBy(desc(companies.createdAt))
    .limit(500);
  return rows.map(({ company, oemName, userCount }) => ({
    id: company.id,
    name: company.name,
    storeName: company.storeName,
    oemId: company.oemId,
    oemName,
    status: company.status,
    userCount,
    createdAt: company.createdAt.toISOString(),
  }));
}

async function getCompany(db: Db, id: string) {
  const [company] = await listCompanies(db, { id });
  if (!company) throw notFound('会社が見つかりません');
  return company;
}

/** A company and its first admin (all flags, no password yet: the caller mails the invitation). */
export async function createCompany(db: Db, manager: SignedInUser, input: CreateCompanyInput) {
  const companyId = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  const oemName = await db.transaction(async (tx) => {
    const [oem] = await tx.select({ name: oems.name }).from(oems).where(eq(oems.id, input.oemId));
    if (!oem) throw new AppError(400, 'UNKNOWN_OEM', 'パートナーが見つかりません');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.adminEmail));
    if (taken) throw new AppError(409, 'EMAIL_TAKEN', 'このメールアドレスは既に登録されています');
    await tx.insert(companies).values({ id: companyId, oemId: input.oemId, name: input.name, storeName: input.storeName });
    const permissions = Object.fromEntries(permissionFlags.map((f) => [f, true]));
    await tx
      .insert(users)
      .values({ id: adminId, name: input.adminName, email: input.adminEmail, companyId, oemId: input.oemId, role: 'admin', permissions });
    await recordOperation(tx, platform(manager), {
      operationType: 'admin.company.create',
      targetType: 'company',
      targetId: companyId,
      detail: { name: input.name, oemId: input.oemId },
    });
    return oem.name;
  });
  return {
    company: await getCompany(db, companyId),
    admin: { id: adminId, email: input.adminEmail, name: input.adminName, oemId: input.oemId },
    inviter: { companyName: input.name, partnerName: oemName },
  };
}

/** Suspending ends every session of the company's users at once; they cannot sign in until resumed. */
export async function setCompanyStatus(db: Db, manager: SignedInUser, id: string, status: 'active' | 'suspended') {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ status, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning({ name: companies.name });
    if (!row) throw notFound('会社が見つかりません');
    if (status === 'suspended') {
      const members = tx.select({ id: users.id }).from(users).where(eq(users.companyId, id));
      await tx.delete(sessions).where(inArray(sessions.userId, members));
    }
    await recordOperation(tx, platform(manager), {
      operationType: status === 'suspended' ? 'admin.company.suspend' : 'admin.company.resume',
      targetType: 'company',
      targetId: id,
      detail: { name: row.name },
    });
  });
  return getCompany(db, id);
}
