import { eq } from 'drizzle-orm';
import { type AccountingSettings, accountRoles, defaultAccountingSettings, feeTreatments } from '@/core/accounting';
import type { AccountingSettingsInput } from '@/core/schemas/accounting';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { accountingSettings } from '../../db/schema';
import type { CompanyUser } from '../../http/env';

/** 会計連携 of a company; the defaults (freee, 売掛金 / 売上高 / 普通預金 …) until it saves its own. */
export async function getAccountingSettings(db: Db | Tx, companyId: string): Promise<AccountingSettings> {
  const [row] = await db.select().from(accountingSettings).where(eq(accountingSettings.companyId, companyId));
  if (!row) return defaultAccountingSettings;
  const { feeTreatment, ...saved } = row.accounts;
  // A role added after the row was saved takes its default name; so does the fee's treatment.
  const accounts = { ...defaultAccountingSettings.accounts, ...saved };
  return {
    package: row.package,
    accounts,
    customerAsSubAccount: row.customerAsSubAccount,
    feeTreatment: feeTreatment && feeTreatments.includes(feeTreatment) ? feeTreatment : defaultAccountingSettings.feeTreatment,
  };
}

/** Saves 会計連携 and logs what changed (the package, every account name and the fee's treatment, old and new). */
export async function saveAccountingSettings(db: Db, user: CompanyUser, input: AccountingSettingsInput): Promise<AccountingSettings> {
  return db.transaction(async (tx) => {
    const before = await getAccountingSettings(tx, user.companyId);
    const values = {
      package: input.package,
      accounts: { ...input.accounts, feeTreatment: input.feeTreatment },
      customerAsSubAccount: input.customerAsSubAccount,
    };
    await tx
      .insert(accountingSettings)
      .values({ companyId: user.companyId, ...values })
      .onConflictDoUpdate({ target: accountingSettings.companyId, set: { ...values, updatedAt: new Date() } });
    const changed = accountRoles.filter(
      (role) =>
        before.accounts[role].account !== input.accounts[role].account ||
        before.accounts[role].subAccount !== input.accounts[role].subAccount,
    );
    await recordOperation(tx, actorOf(user), {
      operationType: 'settings.accounting.update',
      targetType: 'company',
      targetId: user.companyId,
      detail: {
        package: { from: before.package, to: input.package },
        accounts: changed.map((role) => ({ role, from: before.accounts[role], to: input.accounts[role] })),
        customerAsSubAccount: input.customerAsSubAccount,
        feeTreatment: { from: before.feeTreatment, to: input.feeTreatment },
      },
    });
    return getAccountingSettings(tx, user.companyId);
  });
}
