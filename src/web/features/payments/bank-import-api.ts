import type { ColumnMapping } from '@/core/bank/statement-line';
import { type BankStatementPreview, bankStatementsEndpoints as endpoints } from '@/core/contracts/bank-statements';
import { pathOf } from '@/core/contracts/endpoint';
import type { BankStatementConfirmInput } from '@/core/schemas/bank-statements';
import { ApiRequestError, call, fallbackErrorMessage } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { paymentsKey, receivablesKey } from './payments-api';

/**
 * Sends the statement file as it is (全銀 or CSV, any encoding): the server reads it. The body is
 * the file, not JSON, so this is a fetch of its own; the answer is read through the contract.
 */
export async function previewStatement(file: File, mapping: ColumnMapping | null): Promise<BankStatementPreview> {
  const response = await fetch(pathOf(endpoints.import, {}, mapping ?? undefined), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
    body: file,
  }).catch(() => {
    throw new ApiRequestError(0, 'network', fallbackErrorMessage);
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data?.error?.code ?? 'error', data?.error?.message ?? fallbackErrorMessage);
  const parsed = endpoints.import.response.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`${endpoints.import.method} ${endpoints.import.path}: the answer does not match its contract`, parsed.error.issues);
  throw new ApiRequestError(0, 'INTERNAL', fallbackErrorMessage);
}

export function useConfirmStatement() {
  return useRefetchingMutation(
    (input: BankStatementConfirmInput) => call(endpoints.confirm, { body: input }),
    [paymentsKey, receivablesKey, ['documents', 'invoice'], ['dashboard']],
  );
}
