import type { BankStatementConfirmResult, BankStatementPreview } from '@/core/api-types-bank';
import type { ColumnMapping } from '@/core/bank/statement-line';
import type { BankStatementConfirmInput } from '@/core/schemas/bank-statements';
import { ApiRequestError, api, fallbackErrorMessage } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';
import { paymentsKey, receivablesKey } from './payments-api';

/** Sends the statement file as it is (全銀 or CSV, any encoding): the server reads it. */
export async function previewStatement(file: File, mapping: ColumnMapping | null): Promise<BankStatementPreview> {
  const query = mapping ? `?${new URLSearchParams(Object.entries(mapping).map(([k, v]) => [k, String(v)]))}` : '';
  const response = await fetch(`/api/payments/bank-statements/import${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'text/csv' },
    body: file,
  }).catch(() => {
    throw new ApiRequestError(0, 'network', fallbackErrorMessage);
  });
  const data = await response.json().catch(() => null);
  if (response.ok) return data as BankStatementPreview;
  throw new ApiRequestError(response.status, data?.error?.code ?? 'error', data?.error?.message ?? fallbackErrorMessage);
}

export function useConfirmStatement() {
  return useRefetchingMutation(
    (input: BankStatementConfirmInput) =>
      api<BankStatementConfirmResult>('/api/payments/bank-statements/confirm', { method: 'POST', body: input }),
    [paymentsKey, receivablesKey, ['documents', 'invoice'], ['dashboard']],
  );
}
