import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentSettingsEndpoints as endpoints } from '@/core/contracts/document-settings';
import type { DocumentSettingsInput } from '@/core/schemas/document-settings';
import { call } from '@/web/lib/api';

export const documentSettingsKey = ['settings', 'documents'] as const;

export function useDocumentSettings() {
  return useQuery({ queryKey: documentSettingsKey, queryFn: () => call(endpoints.documentSettings) });
}

export function useSaveDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentSettingsInput) => call(endpoints.saveDocumentSettings, { body: input }),
    onSuccess: (settings) => queryClient.setQueryData(documentSettingsKey, settings),
  });
}
