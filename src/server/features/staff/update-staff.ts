import { and, eq, ne } from 'drizzle-orm';
import type { StaffMember } from '@/core/contracts/staff';
import { areaByKey, hasFlag, isAdminRole } from '@/core/permissions';
import type { UpdateStaffInput } from '@/core/schemas/staff';
import { recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { dropUserPushDevices } from '../../push/staff-push';
import { getStaff } from './queries';

const refuse = (message: string) => new AppError(400, 'STAFF_RULE', message);

/**
 * Edits a member. An admin cannot remove their own admin role or deactivate themselves, and
 * the last active admin of a company stays one. A deactivated member's sessions end at once,
 * and a member who may no longer open 注文確認 keeps no device that new orders are pushed to.
 */
export async function updateStaff(db: Db, actor: CompanyUser, id: string, input: UpdateStaffInput): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const target = await getStaff(tx, actor.companyId, id);
    const isSelf = target.id === actor.id;
    if (isSelf && input.role === 'user') throw refuse('自分自身の管理者権限は外せません');
    if (isSelf && input.isActive === false) throw refuse('自分自身を無効にすることはできません');

    const losesAdmin = isAdminRole(target.role) && target.isActive && (input.role === 'user' || input.isActive === false);
    if (losesAdmin) {
      // Locks the company's admins so two concurrent demotions cannot both pass.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, actor.companyId), ne(users.role, 'user'), eq(users.isActive, true), ne(users.id, id)))
        .for('update');
      if (others.length === 0) throw refuse('会社の管理者が1人もいなくなるため変更できません');
    }

    await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(users.companyId, actor.companyId), eq(users.id, id)));
    if (input.isActive === false) await tx.delete(sessions).where(eq(sessions.userId, id));
    if (input.isActive === false || (input.permissions && !hasFlag(input.permissions, areaByKey('orders').flag))) {
      await dropUserPushDevices(tx, id);
    }

    const operationType =
      input.isActive === false ? 'staff.deactivate' : input.isActive === true && !target.isActive ? 'staff.reactivate' : 'staff.update';
    await recordOperation(
      tx,
      { userId: actor.id, companyId: actor.companyId, oemId: actor.oemId },
      {
        operationType,
        targetType: 'staff',
        targetId: id,
        detail: { name: input.name ?? target.name, changes: Object.keys(input) },
      },
    );
  });
  return getStaff(db, actor.companyId, id);
}
