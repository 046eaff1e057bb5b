import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Counterparty } from '@/core/api-types';
import type { RecurringInvoice, SavedRecurringInvoice } from '@/core/api-types-recurring';
import type { RecurringInvoiceInput } from '@/core/schemas/recurring-invoices';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const recurringKey = ['recurring-invoices'] as const;
// Saving may make an invoice at once: the invoice list and the dashboard follow.
const changed = [recurringKey, ['documents', 'invoice'], ['dashboard']] as const;

export function useRecurringInvoices() {
  return useQuery({ queryKey: recurringKey, queryFn: () => api<RecurringInvoice[]>('/api/recurring-invoices') });
}

/** Customers to choose from: the invoices' counterparty search, which the invoice flag opens. */
export function useCustomerChoices(q: string) {
  return useQuery({
    queryKey: [...recurringKey, 'customers', q],
    queryFn: () => api<Counterparty[]>(`/api/documents/invoice/counterparties?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSaveRecurringInvoice(template?: RecurringInvoice) {
  return useRefetchingMutation(
    (input: RecurringInvoiceInput) =>
      template
        ? api<SavedRecurringInvoice>(`/api/recurring-invoices/${template.id}`, { method: 'PUT', body: input })
        : api<SavedRecurringInvoice>('/api/recurring-invoices', { method: 'POST', body: input }),
    changed,
  );
}

export function useStopRecurringInvoice() {
  return useRefetchingMutation(
    (template: RecurringInvoice) => api<RecurringInvoice>(`/api/recurring-invoices/${template.id}/stop`, { method: 'POST' }),
    changed,
  );
}
