import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { BankAccount } from '@/core/contracts/document-settings';
import type { BankAccountInput } from '@/core/schemas/document-settings';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { bankAccounts, documents } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { notFound } from '../../../http/errors';

const columns = {
  id: bankAccounts.id,
  bankName: bankAccounts.bankName,
  branchName: bankAccounts.branchName,
  accountType: bankAccounts.accountType,
  accountNumber: bankAccounts.accountNumber,
  accountHolder: bankAccounts.accountHolder,
  isDefault: bankAccounts.isDefault,
};

/** 振込先 of a company, the default first. */
export async function listBankAccounts(db: Db | Tx, companyId: string): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function getBankAccount(db: Db | Tx, companyId: string, id: string): Promise<BankAccount | null> {
  const [row] = await db
    .select(columns)
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)));
  return row ?? null;
}

/** Creates (no id) or replaces an account; one default per company, and the first account is it. */
export async function saveBankAccount(db: Db, user: CompanyUser, input: BankAccountInput, id?: string): Promise<BankAccount> {
  return db.transaction(async (tx) => {
    const existing = await listBankAccounts(tx, user.companyId);
    if (id && !existing.some((a) => a.id === id)) throw notFound('振込先が見つかりません');
    const isDefault = input.isDefault || existing.filter((a) => a.id !== id).length === 0;
    const accountId = id ?? randomUUID();
    if (isDefault)
      await tx
        .update(bankAccounts)
        .set({ isDefault: false })
        .where(and(eq(bankAccounts.companyId, user.companyId), ne(bankAccounts.id, accountId)));
    const values = { ...input, isDefault, updatedAt: new Date() };
    const [row] = id
      ? await tx
          .update(bankAccounts)
          .set(values)
          .where(and(eq(bankAccounts.companyId, user.companyId), eq(bankAccounts.id, id)))
          .returning(columns)
      : await tx
          .insert(bankAccounts)
          .values({ id: accountId, companyId: user.companyId, ...values })
          .returning(columns);
    if (!row) throw notFound('振込先が見つかりません');
    await recordOperation(tx, actorOf(user), {
      operationType: id ? 'settings.bank-account.update' : 'settings.bank-account.create',
      targetType: 'bank_account',
      targetId: row.id,
      detail: { bankName: row.bankName, branchName: row.branchName, accountNumber: row.accountNumber },
    });
    return row;
  });
}

/** Issued invoices keep their printed snapshot; drafts pointing here fall back to the default. */
export async function deleteBankAccount(db: Db, user: CompanyUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(bankAccounts)
      .where(and(eq(bankAccounts.companyId, user.companyId), eq(bankAccounts.id, id)))
      .returning(columns);
    if (!row) throw notFound('振込先が見つかりません');
    const [next] = await listBankAccounts(tx, user.companyId);
    if (row.isDefault && next) await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id));
    await tx
      .update(documents)
      .set({ bankAccountId: next?.id ?? null, bankAccount: next ? { ...next, isDefault: true } : null })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.bankAccountId, id), eq(documents.status, 'draft')));
    await recordOperation(tx, actorOf(user), {
      operationType: 'settings.bank-account.delete',
      targetType: 'bank_account',
      targetId: id,
      detail: { bankName: row.bankName, branchName: row.branchName, accountNumber: row.accountNumber },
    });
  });
}
