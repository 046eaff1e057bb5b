import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentLinkEndpoints as endpoints } from '@/core/contracts/document-links';
import type { WebDeliverySettingsInput } from '@/core/schemas/document-links';
import { call } from '@/web/lib/api';

export const webDeliverySettingsKey = ['settings', 'web-delivery'] as const;

export function useWebDeliverySettings() {
  return useQuery({ queryKey: webDeliverySettingsKey, queryFn: () => call(endpoints.settings) });
}

export function useSaveWebDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebDeliverySettingsInput) => call(endpoints.saveSettings, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(webDeliverySettingsKey, saved),
  });
}
