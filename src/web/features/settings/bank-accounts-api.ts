import { useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@/core/api-types';
import type { BankAccountInput } from '@/core/schemas/document-settings';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const bankAccountsKey = ['settings', 'bank-accounts'] as const;
const path = '/api/settings/bank-accounts';

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountsKey, queryFn: () => api<BankAccount[]>(path) });
}

/** Adds an account, or replaces every field of an existing one; the list is reloaded because 既定 may move. */
export function useSaveBankAccount(account?: BankAccount) {
  return useRefetchingMutation(
    (input: BankAccountInput) =>
      account
        ? api<BankAccount>(`${path}/${account.id}`, { method: 'PATCH', body: input })
        : api<BankAccount>(path, { method: 'POST', body: input }),
    [bankAccountsKey],
  );
}

export function useDeleteBankAccount() {
  return useRefetchingMutation((account: BankAccount) => api<void>(`${path}/${account.id}`, { method: 'DELETE' }), [bankAccountsKey]);
}

export function bankAccountLabel(account: BankAccount): string {
  return `${account.bankName} ${account.branchName} ${account.accountType} ${account.accountNumber}`;
}
