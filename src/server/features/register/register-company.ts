import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Oem } from '@/core/contracts/shell';
import { permissionFlags } from '@/core/permissions';
import type { RegisterInput } from '@/core/schemas/register';
import { recordOperation } from '../../audit/record-operation';
import type { Auth } from '../../auth/auth';
import { findAccountByEmail, mailExistingAccount } from '../../auth/existing-account';
import { signUpConfirmationMail } from '../../auth/mails';
import { consumeToken, issueToken } from '../../auth/tokens';
import { type Config, originFor } from '../../config';
import type { Db } from '../../db/client';
import { accounts, companies, mailBudgets, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AccountMailer } from '../../mail/account-mail';

const purpose = 'verify-email';

/**
 * A new company on a partner: its first user is an admin with every flag, confirmed by mail.
 * An address already registered (on any partner) gets a mail instead and the caller answers
 * as for a new sign-up, so the form cannot be used to learn who has an account.
 */
export async function registerCompany(
  deps: { db: Db; auth: Auth; config: Config; accountMail: AccountMailer },
  oem: Oem,
  input: RegisterInput,
): Promise<{ companyId: string; userId: string } | { taken: true }> {
  const companyId = crypto.randomUUID();
  const userId = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const taken = await deps.db.transaction(async (tx) => {
    const existing = await findAccountByEmail(tx, input.email);
    if (existing) return existing;
    await tx.insert(companies).values({ id: companyId, oemId: oem.id, name: input.companyName, storeName: input.storeName });
    // Signed up by itself: the lower mail limits until a platform manager raises them (core/mail-limits).
    await tx.insert(mailBudgets).values({ companyId, tier: 'starter' });
    const permissions = Object.fromEntries(permissionFlags.map((f) => [f, true]));
    await tx
      .insert(users)
      .values({ id: userId, name: input.adminName, email: input.email, companyId, oemId: oem.id, role: 'admin', permissions });
    await tx
      .insert(accounts)
      .values({ id: crypto.randomUUID(), userId, accountId: userId, providerId: 'credential', password: passwordHash });
    await recordOperation(
      tx,
      { userId, companyId, oemId: oem.id },
      { operationType: 'company.register', targetType: 'company', targetId: companyId, detail: { name: input.companyName } },
    );
    return null;
  });
  if (taken) {
    await mailExistingAccount(deps, taken, `${oem.name} で、このメールアドレスを使った新規登録のお申し込みがありました。`);
    return { taken: true };
  }
  const token = await issueToken(deps.auth, purpose, userId, 72 * 60 * 60 * 1000);
  const link = `${originFor(deps.config, oem.id)}/login?verifyToken=${encodeURIComponent(token)}`;
  await deps.accountMail.send(signUpConfirmationMail({ name: input.adminName, email: input.email }, oem.name, link), {
    id: userId,
    companyId,
  });
  return { companyId, userId };
}

export async function verifySignUpEmail(db: Db, auth: Auth, token: string): Promise<void> {
  const userId = await consumeToken(auth, purpose, token);
  if (!userId) throw new AppError(400, 'INVALID_TOKEN', 'リンクの有効期限が切れているか、すでに使用されています。');
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
