import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints as endpoints } from '@/core/contracts/settings';
import type { AccountingSettingsInput } from '@/core/schemas/accounting';
import { call } from '@/web/lib/api';

export const accountingSettingsKey = ['settings', 'accounting'] as const;

export function useAccountingSettings() {
  return useQuery({ queryKey: accountingSettingsKey, queryFn: () => call(endpoints.accounting) });
}

export function useSaveAccountingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountingSettingsInput) => call(endpoints.saveAccounting, { body: input }),
    onSuccess: (settings) => queryClient.setQueryData(accountingSettingsKey, settings),
  });
}
