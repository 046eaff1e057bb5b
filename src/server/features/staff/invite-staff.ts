import type { StaffMember } from '@/core/contracts/staff';
import type { InviteStaffInput } from '@/core/schemas/staff';
import { recordOperation } from '../../audit/record-operation';
import { findAccountByEmail, mailExistingAccount } from '../../auth/existing-account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import type { AccountMailer } from '../../mail/account-mail';
import { logMailRefusal, recipientsOf, takeMailBudget } from '../../mail/mail-budget';
import { getStaff } from './queries';

export const emailTakenError = () => new AppError(409, 'EMAIL_TAKEN', 'このメールアドレスは既に登録されています');

/**
 * Creates the member without a password; the invitation mail lets them set one.
 *
 * An address taken by another company (any partner) answers exactly like a new invitation,
 * and its owner gets a mail explaining: otherwise any admin could probe which addresses have
 * an account anywhere. An address already in the admin's own company is refused plainly:
 * the admin sees that member in the staff list anyway, so the error tells nothing new.
 * (The invented member of the first case does not appear in the staff list afterwards; an
 * admin can learn that much, one address at a time, through a logged, mailed invitation.)
 * Either mail counts against the company's mail limits, taken with the member's row: a refusal
 * leaves no member behind.
 */
export async function inviteStaff(
  deps: { db: Db; config: Config; accountMail: AccountMailer },
  actor: CompanyUser,
  input: InviteStaffInput,
  invite: (user: { id: string; email: string; name: string; oemId: string | null }) => Promise<void>,
): Promise<StaffMember & { oemId: string | null; isActive: boolean }> {
  const { db } = deps;
  const id = crypto.randomUUID();
  const mail = { to: input.email };
  const taken = await logMailRefusal(db, actor, mail, () =>
    db.transaction(async (tx) => {
      const existing = await findAccountByEmail(tx, input.email);
      if (existing?.companyId === actor.companyId) throw emailTakenError();
      await takeMailBudget(tx, actor, recipientsOf(mail));
      if (!existing) {
        await tx.insert(users).values({
          id,
          name: input.name,
          email: input.email,
          companyId: actor.companyId,
          oemId: actor.oemId,
          role: input.role,
          permissions: input.permissions,
        });
      }
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
      return existing;
    }),
  );
  if (!taken) {
    await invite({ id, email: input.email, name: input.name, oemId: actor.oemId });
    return getStaff(db, actor.companyId, id);
  }
  const reason = `${actor.company.name} から、このメールアドレスあてに担当者としての招待がありました。`;
  await mailExistingAccount(deps, taken, reason);
  const createdAt = new Date().toISOString();
  const { name, email, role, permissions } = input;
  return { id, name, email, role, permissions, status: 'invited', createdAt, oemId: actor.oemId, isActive: true };
}
