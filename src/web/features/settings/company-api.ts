import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Company } from '@/core/api-types';
import { api } from '@/web/lib/api';
import { meQueryKey } from '@/web/lib/session';

export const companySettingsKey = ['settings', 'company'] as const;

/** Client-side check before saving; the server validates again and its messages win. */
export const companySettingsInput = z.object({
  name: z.string().trim().min(1, '会社名を入力してください').max(100, '会社名は100文字以内で入力してください'),
  storeName: z.string().trim().max(100, '店舗名は100文字以内で入力してください'),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInput>;

export function useCompanySettings() {
  return useQuery({ queryKey: companySettingsKey, queryFn: () => api<Company>('/api/settings/company') });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanySettingsInput) => api<Company>('/api/settings/company', { method: 'PATCH', body: input }),
    onSuccess: (company) => {
      queryClient.setQueryData(companySettingsKey, company);
      // The header shows the company name from the session.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
