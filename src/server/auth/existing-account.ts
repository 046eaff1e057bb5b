import { eq } from 'drizzle-orm';
import { type Config, originFor } from '../config';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import type { AccountMailer } from '../mail/account-mail';
import { existingAccountMail } from './mails';

export type ExistingAccount = {
  id: string;
  email: string;
  name: string;
  companyId: string | null;
  oemId: string | null;
  isManager: boolean;
};

/** The account holding an address (addresses are unique across every partner). */
export async function findAccountByEmail(db: Db | Tx, email: string): Promise<ExistingAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      companyId: users.companyId,
      oemId: users.oemId,
      isManager: users.isManager,
    })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** Tells the owner, on their own host's login page, that someone tried to use their address. */
export async function mailExistingAccount(deps: { config: Config; accountMail: AccountMailer }, account: ExistingAccount, reason: string) {
  const origin = originFor(deps.config, account.isManager ? null : account.oemId);
  await deps.accountMail.send(existingAccountMail(account, reason, `${origin}/login`), account);
}
