import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentSettings } from '@/core/api-types';
import type { DocumentSettingsInput } from '@/core/schemas/document-settings';
import { ApiRequestError, api } from '@/web/lib/api';
import type { FieldErrors } from '@/web/lib/form';

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

/**
 * First message per dotted path, and per each shorter prefix too: the four kinds repeat the
 * same fields, so `numbering.invoice.template` must not land under every 採番形式, while a
 * group such as `defaultPaymentTerms` still shows a message from any of its parts.
 */
function byPath(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    for (let i = parts.length; i > 0; i--) errors[parts.slice(0, i).join('.')] ??= issue.message;
  }
  return errors;
}

export function zodPathErrors(error: z.ZodError): FieldErrors {
  return byPath(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

export function apiPathErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? byPath(error.issues) : {};
}
