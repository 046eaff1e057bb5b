import { useQuery } from '@tanstack/react-query';
import { type BankAccount, documentSettingsEndpoints as endpoints } from '@/core/contracts/document-settings';
import type { BankAccountInput } from '@/core/schemas/document-settings';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const bankAccountsKey = ['settings', 'bank-accounts'] as const;

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountsKey, queryFn: () => call(endpoints.bankAccounts) });
}

/** Adds an account, or replaces every field of an existing one; the list is reloaded because 既定 may move. */
export function useSaveBankAccount(account?: BankAccount) {
  return useRefetchingMutation(
    (input: BankAccountInput) =>
      account
        ? call(endpoints.updateBankAccount, { params: { id: account.id }, body: input })
        : call(endpoints.createBankAccount, { body: input }),
    [bankAccountsKey],
  );
}

export function useDeleteBankAccount() {
  return useRefetchingMutation(
    (account: BankAccount) => call(endpoints.deleteBankAccount, { params: { id: account.id } }),
    [bankAccountsKey],
  );
}

export function bankAccountLabel(account: BankAccount): string {
  return `${account.bankName} ${account.branchName} ${account.accountType} ${account.accountNumber}`;
}
