import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '@/core/contracts/documents';
import { recurringInvoiceEndpoints as endpoints, type RecurringInvoice } from '@/core/contracts/recurring-invoices';
import type { RecurringInvoiceInput } from '@/core/schemas/recurring-invoices';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const recurringKey = ['recurring-invoices'] as const;
// Saving may make an invoice at once: the invoice list and the dashboard follow.
const changed = [recurringKey, ['documents', 'invoice'], ['dashboard']] as const;

export function useRecurringInvoices() {
  return useQuery({ queryKey: recurringKey, queryFn: () => call(endpoints.list) });
}

/** Customers to choose from: the invoices' counterparty search, which the invoice flag opens. */
export function useCustomerChoices(q: string) {
  return useQuery({
    queryKey: [...recurringKey, 'customers', q],
    queryFn: () => call(documentEndpoints.counterparties, { params: { kind: 'invoice' }, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveRecurringInvoice(template?: RecurringInvoice) {
  return useRefetchingMutation(
    (input: RecurringInvoiceInput) =>
      template ? call(endpoints.update, { params: { id: template.id }, body: input }) : call(endpoints.create, { body: input }),
    changed,
  );
}

export function useStopRecurringInvoice() {
  return useRefetchingMutation((template: RecurringInvoice) => call(endpoints.stop, { params: { id: template.id } }), changed);
}
