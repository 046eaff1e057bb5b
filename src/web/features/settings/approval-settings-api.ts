import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalKind } from '@/core/approvals';
import { type ApprovalRuleSetting, type ApprovalSettings, approvalEndpoints as endpoints } from '@/core/contracts/approvals';
import type { ApprovalRuleInput } from '@/core/schemas/approvals';
import { call } from '@/web/lib/api';

export const approvalSettingsKey = ['settings', 'approvals'] as const;

export function useApprovalSettings() {
  return useQuery({ queryKey: approvalSettingsKey, queryFn: () => call(endpoints.settings) });
}

/** Saving answers the kind's rule as it now is; the page takes it in place (and 担当者管理 shows it anew). */
export function useSaveApprovalRule(kind: ApprovalKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalRuleInput) => call(endpoints.saveRule, { params: { kind }, body: input }),
    onSuccess: (saved: ApprovalRuleSetting) => {
      queryClient.setQueryData<ApprovalSettings>(
        approvalSettingsKey,
        (settings) => settings && { ...settings, rules: settings.rules.map((r) => (r.kind === saved.kind ? saved : r)) },
      );
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
