import { useQuery } from '@tanstack/react-query';
import { statementEndpoints as endpoints } from '@/core/contracts/statements';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

const closingKey = (closingDate: string) => ['documents', 'statement', 'closing', closingDate] as const;
// Issuing or mailing changes the statements' lists, 売掛金 and the dashboard.
const changedByClosing = [['documents'], ['receivables'], ['payments'], ['dashboard']] as const;

/** One row per customer closing that day: its statement, what it would say, or why there is none. */
export function useClosing(closingDate: string) {
  return useQuery({
    queryKey: closingKey(closingDate),
    queryFn: () => call(endpoints.closing, { query: { closingDate } }),
    enabled: closingDate !== '',
  });
}

/**
 * `confirmFutureClosing`: the user was asked and issues for a 締め日 that has not come yet. The
 * answer's `pdfPending`: statements whose PDF could not be kept at issue; each is made when first viewed.
 */
export function useIssueClosing() {
  return useRefetchingMutation(
    (body: { closingDate: string; confirmFutureClosing: boolean }) => call(endpoints.issue, { body }),
    changedByClosing,
  );
}

/** One statement's mail to its customer with the PDF, queued in the batch `batchId` (answered at once). */
export const mailStatement = (documentId: string, batchId: string) => call(endpoints.mail, { body: { documentId, batchId } });

export { changedByClosing };
