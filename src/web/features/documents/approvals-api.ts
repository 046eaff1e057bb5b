import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalEndpoints as endpoints } from '@/core/contracts/approvals';
import type { DocumentKind } from '@/core/documents';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { useCompanyEvents } from '@/web/lib/use-company-events';
import { documentsKey } from './documents-api';

/** 承認待ち of the signed-in member: also what the dashboard counts. */
export const approvalQueueKey = ['approvals'] as const;

/** Under the kind's key: every change to the kind's documents (a save, a colleague's step) reloads it. */
export function useDocumentApproval(kind: DocumentKind, id: string, { isEnabled = true } = {}) {
  return useQuery({
    queryKey: [...documentsKey(kind), 'approval', id],
    queryFn: ({ signal }) => call(endpoints.get, { params: { kind, id }, signal }),
    enabled: isEnabled,
  });
}

/** Kept live: a colleague's 申請 or step reloads it. */
export function useApprovalQueue() {
  const queryClient = useQueryClient();
  useCompanyEvents(['document.changed'], () => {
    void queryClient.invalidateQueries({ queryKey: approvalQueueKey }, { cancelRefetch: false });
  });
  return useQuery({ queryKey: approvalQueueKey, queryFn: ({ signal }) => call(endpoints.queue, { signal }) });
}

/** 申請, 承認, 差戻し and 取り下げ: each reloads the kind's documents and the queue. */
export function useApprovalActions(kind: DocumentKind, id: string) {
  const keys = [documentsKey(kind), approvalQueueKey];
  const params = { kind, id };
  return {
    request: useRefetchingMutation((comment: string) => call(endpoints.request, { params, body: { comment } }), keys),
    approve: useRefetchingMutation((comment: string) => call(endpoints.approve, { params, body: { comment } }), keys),
    reject: useRefetchingMutation((comment: string) => call(endpoints.reject, { params, body: { comment } }), keys),
    withdraw: useRefetchingMutation(() => call(endpoints.withdraw, { params }), keys),
  };
}
