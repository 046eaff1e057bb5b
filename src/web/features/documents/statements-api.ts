import { useQuery } from '@tanstack/react-query';
import type { StatementBatch } from '@/core/api-types';
import type { MailDelivery } from '@/core/mail-deliveries';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

const closingKey = (closingDate: string) => ['documents', 'statement', 'closing', closingDate] as const;
// Issuing or mailing changes the statements' lists, 売掛金 and the dashboard.
const changedByClosing = [['documents'], ['receivables'], ['payments'], ['dashboard']] as const;

/** One row per customer closing that day: its statement, what it would say, or why there is none. */
export function useClosing(closingDate: string) {
  return useQuery({
    queryKey: closingKey(closingDate),
    queryFn: () => api<StatementBatch>(`/api/documents/statement/closing?closingDate=${closingDate}`),
    enabled: closingDate !== '',
  });
}

/** `pdfPending`: statements whose PDF could not be kept at issue; each is made when first viewed. */
export type ClosingIssued = StatementBatch & { issued: number; pdfPending: number };

/** `confirmFutureClosing`: the user was asked and issues for a 締め日 that has not come yet. */
export function useIssueClosing() {
  return useRefetchingMutation(
    (body: { closingDate: string; confirmFutureClosing: boolean }) =>
      api<ClosingIssued>('/api/documents/statement/closing/issue', { method: 'POST', body }),
    changedByClosing,
  );
}

/** One statement's mail to its customer with the PDF, queued in the batch `batchId` (answered at once). */
export const mailStatement = (documentId: string, batchId: string) =>
  api<MailDelivery>('/api/documents/statement/closing/mail', { method: 'POST', body: { documentId, batchId } });

export { changedByClosing };
