import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentSettings } from '@/core/api-types';
import type { DocumentSettingsInput } from '@/core/schemas/document-settings';
import { api } from '@/web/lib/api';

export const documentSettingsKey = ['settings', 'documents'] as const;
const path = '/api/settings/documents';

export function useDocumentSettings() {
  return useQuery({ queryKey: documentSettingsKey, queryFn: () => api<DocumentSettings>(path) });
}

export function useSaveDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentSettingsInput) => api<DocumentSettings>(path, { method: 'PUT', body: input }),
    onSuccess: (settings) => queryClient.setQueryData(documentSettingsKey, settings),
  });
}
