import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Counterparty } from '@/core/api-types';
import type { CustomerReceivable, OpenInvoice, Payment, PaymentList, Receivables } from '@/core/api-types-payments';
import type { MailDelivery } from '@/core/mail-deliveries';
import type { SendDocumentInput } from '@/core/schemas/documents';
import type { PaymentInput } from '@/core/schemas/payments';
import { api } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const paymentsKey = ['payments'] as const;
export const receivablesKey = ['receivables'] as const;
// A payment changes invoices' statuses: their lists and the dashboard follow.
const changedByPayments = [paymentsKey, receivablesKey, ['documents', 'invoice'], ['dashboard']] as const;

export function usePayments(page: number) {
  return useQuery({
    queryKey: [...paymentsKey, 'list', page],
    queryFn: () => api<PaymentList>(`/api/payments?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

/** The invoices a payment of the customer may settle (its own ones too when editing). */
export function useOpenInvoices(customerId: string, paymentId?: string) {
  const query = new URLSearchParams({ customerId, ...(paymentId ? { paymentId } : {}) });
  return useQuery({
    queryKey: [...paymentsKey, 'open-invoices', customerId, paymentId ?? ''],
    queryFn: () => api<OpenInvoice[]>(`/api/payments/open-invoices?${query}`),
    enabled: customerId !== '',
  });
}

/** Customers to choose from: the invoices' counterparty search (the invoice flag, not the customers screen's). */
export function useCustomerChoices(q: string) {
  return useQuery({
    queryKey: [...paymentsKey, 'customers', q],
    queryFn: () => api<Counterparty[]>(`/api/documents/invoice/counterparties?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useSavePayment(payment?: Payment) {
  return useRefetchingMutation(
    (input: PaymentInput) =>
      payment
        ? api<Payment>(`/api/payments/${payment.id}`, { method: 'PUT', body: input })
        : api<Payment>('/api/payments', { method: 'POST', body: input }),
    changedByPayments,
  );
}

export function useDeletePayment() {
  return useRefetchingMutation((payment: Payment) => api<void>(`/api/payments/${payment.id}`, { method: 'DELETE' }), changedByPayments);
}

export function useReceivables(asOf: string) {
  return useQuery({
    queryKey: [...receivablesKey, asOf],
    queryFn: () => api<Receivables>(`/api/receivables?asOf=${asOf}`),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerReceivable(customerId: string, asOf: string) {
  return useQuery({
    queryKey: [...receivablesKey, 'customer', customerId, asOf],
    queryFn: () => api<CustomerReceivable>(`/api/receivables/customers/${encodeURIComponent(customerId)}?asOf=${asOf}`),
    enabled: customerId !== '',
  });
}

/** 督促メール for one invoice: queued and answered at once with its delivery (the screen follows it). */
export function useSendReminder() {
  return useRefetchingMutation(
    ({ invoiceId, input, idempotencyKey }: { invoiceId: string; input: SendDocumentInput; idempotencyKey: string }) =>
      api<MailDelivery & { outstanding: number }>(`/api/receivables/invoices/${invoiceId}/reminder`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    [['mail-deliveries'] as const],
  );
}
