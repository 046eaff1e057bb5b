import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsEndpoints as endpoints } from '@/core/contracts/settings';
import type { CompanyProfileInput } from '@/core/schemas/document-settings';
import { call } from '@/web/lib/api';
import { meQueryKey } from '@/web/lib/session';

export const companySettingsKey = ['settings', 'company'] as const;

export function useCompanySettings() {
  return useQuery({ queryKey: companySettingsKey, queryFn: () => call(endpoints.company) });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // Every field is sent: what the form shows is what is saved.
    mutationFn: (input: CompanyProfileInput) => call(endpoints.updateCompany, { body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(companySettingsKey, company);
      // The header shows the company name from the session.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
