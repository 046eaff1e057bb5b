import { eq } from 'drizzle-orm';
import type { InviteStaffInput } from '@/core/schemas/staff';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { getStaff, type StaffMember } from './queries';

export const emailTakenError = () => new AppError(409, 'EMAIL_TAKEN', 'このメールアドレスは既に登録されています');

/** Creates the member without a password; the invitation mail lets them set one. */
export async function inviteStaff(
  db: Db,
  actor: CompanyUser,
  input: InviteStaffInput,
  invite: (user: { id: string; email: string; name: string; oemId: string | null }) => Promise<void>,
): Promise<StaffMember> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw emailTakenError();
    await tx.insert(users).values({
      id,
      name: input.name,
      email: input.email,
      companyId: actor.companyId,
      oemId: actor.oemId,
      role: input.role,
      permissions: input.permissions,
    });
    await recordOperation(
      tx,
      { userId: actor.id, companyId: actor.companyId, oemId: actor.oemId },
      {
        operationType: 'staff.invite',
        targetType: 'staff',
        targetId: id,
        detail: { name: input.name, email: input.email, role: input.role },
      },
    );
  });
  await invite({ id, email: input.email, name: input.name, oemId: actor.oemId });
  return getStaff(db, actor.companyId, id);
}
