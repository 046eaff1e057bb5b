import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountingSettings } from '@/core/accounting';
import type { AccountingSettingsInput } from '@/core/schemas/accounting';
import { api } from '@/web/lib/api';

export const accountingSettingsKey = ['settings', 'accounting'] as const;
const path = '/api/settings/accounting';

export function useAccountingSettings() {
  return useQuery({ queryKey: accountingSettingsKey, queryFn: () => api<AccountingSettings>(path) });
}

export function useSaveAccountingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountingSettingsInput) => api<AccountingSettings>(path, { method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(accountingSettingsKey, settings),
  });
}
