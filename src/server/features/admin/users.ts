import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { AdminUser } from '@/core/contracts/admin';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { SignedInUser } from '../../http/env';
import { AppError, notFound } from '../../http/errors';
import { dropUserPushDevices } from '../../push/staff-push';
import { likePattern } from './companies';

const platform = (manager: SignedInUser) => ({ userId: manager.id, companyId: null, oemId: null });

/** Users across every company, by name, e-mail or company name. */
export async function searchUsers(db: Db, q: string | undefined, id?: string): Promise<AdminUser[]> {
  const text = q?.trim();
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        id ? eq(users.id, id) : undefined,
        text
          ? or(ilike(users.name, likePattern(text)), ilike(users.email, likePattern(text)), ilike(companies.name, likePattern(text)))
          : undefined,
      ),
    )
    .orderBy(asc(users.email))
    .limit(200);
  return rows.map(({ user, companyName }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    companyId: user.companyId,
    companyName,
    oemId: user.oemId,
    role: user.role,
    isManager: user.isManager,
    isActive: user.isActive,
  }));
}

export async function getUser(db: Db, id: string) {
  const [user] = await searchUsers(db, undefined, id);
  if (!user) throw notFound('ユーザーが見つかりません');
  return user;
}

export async function setManager(db: Db, manager: SignedInUser, id: string, isManager: boolean) {
  if (id === manager.id && !isManager) throw new AppError(400, 'SELF_MANAGER', '自分自身の管理者権限は外せません');
  await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ isManager, updatedAt: new Date() }).where(eq(users.id, id)).returning({ name: users.name });
    if (!row) throw notFound('ユーザーが見つかりません');
    // A manager works on the main host only: 注文確認 and its pushes are no longer theirs.
    if (isManager) await dropUserPushDevices(tx, id);
    await recordOperation(tx, platform(manager), {
      operationType: 'admin.user.update',
      targetType: 'user',
      targetId: id,
      detail: { name: row.name, isManager },
    });
  });
  return getUser(db, id);
}
