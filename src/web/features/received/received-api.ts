import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathOf } from '@/core/contracts/endpoint';
import { receivedEndpoints as endpoints } from '@/core/contracts/received';
import type { ReceivedConfirmInput, ReceivedCorrectionInput, ReceivedDeletionInput } from '@/core/schemas/received';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { sendFile } from '@/web/lib/send-file';

export const receivedKey = ['received'] as const;

export function useReceivedList(query: URLSearchParams) {
  return useQuery({
    queryKey: [...receivedKey, 'list', query.toString()],
    queryFn: ({ signal }) => call(endpoints.list, { query: Object.fromEntries(query), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Files uploaded and not saved yet, oldest first: the order they were dropped in. */
export function useReceivedDrafts() {
  return useQuery({
    queryKey: [...receivedKey, 'drafts'],
    queryFn: ({ signal }) => call(endpoints.list, { query: { status: 'draft', sort: 'createdAt', order: 'asc' }, signal }),
  });
}

export function useReceivedDetail(id: string) {
  return useQuery({ queryKey: [...receivedKey, 'one', id], queryFn: ({ signal }) => call(endpoints.get, { params: { id }, signal }) });
}

export function useReceivedHistory(id: string) {
  return useQuery({
    queryKey: [...receivedKey, 'one', id, 'history'],
    queryFn: ({ signal }) => call(endpoints.history, { params: { id }, signal }),
  });
}

export function useCounterpartySuggestions(q: string) {
  return useQuery({
    queryKey: [...receivedKey, 'counterparties', q],
    queryFn: ({ signal }) => call(endpoints.counterparties, { query: { q }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const receivedFileUrl = (id: string, isDownload = false) =>
  pathOf(endpoints.file, { id }, isDownload ? { download: '1' } : undefined);
export const rulesTemplateUrl = pathOf(endpoints.rules);

/** Sends one file as it is (its own type), reporting how much has gone up. */
export function uploadReceivedFile(file: File, onProgress: (fraction: number) => void) {
  return sendFile(endpoints.upload, file, { query: { filename: file.name }, contentType: file.type, onProgress });
}

export function useConfirmReceived() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: ReceivedConfirmInput }) => call(endpoints.confirm, { params: { id }, body: input }),
    [receivedKey],
  );
}

export function useCorrectReceived() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: ReceivedCorrectionInput }) => call(endpoints.correct, { params: { id }, body: input }),
    [receivedKey],
  );
}

export function useDeleteReceived() {
  return useRefetchingMutation(
    ({ id, input }: { id: string; input: ReceivedDeletionInput }) => call(endpoints.remove, { params: { id }, body: input }),
    [receivedKey],
  );
}

export function useDiscardReceived() {
  return useRefetchingMutation((id: string) => call(endpoints.discard, { params: { id } }), [receivedKey]);
}
