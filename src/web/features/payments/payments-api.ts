import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '@/core/contracts/documents';
import { type Payment, paymentsEndpoints } from '@/core/contracts/payments';
import { receivablesEndpoints } from '@/core/contracts/receivables';
import type { SendDocumentInput } from '@/core/schemas/documents';
import type { PaymentInput } from '@/core/schemas/payments';
import { call } from '@/web/lib/api';
import { useRefetchingMutation } from '@/web/lib/mutation';

export const paymentsKey = ['payments'] as const;
export const receivablesKey = ['receivables'] as const;
// A payment changes invoices' statuses: their lists and the dashboard follow.
const changedByPayments = [paymentsKey, receivablesKey, ['documents', 'invoice'], ['dashboard']] as const;

export function usePayments(page: number) {
  return useQuery({
    queryKey: [...paymentsKey, 'list', page],
    queryFn: () => call(paymentsEndpoints.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** The invoices a payment of the customer may settle (its own ones too when editing). */
export function useOpenInvoices(customerId: string, paymentId?: string) {
  return useQuery({
    queryKey: [...paymentsKey, 'open-invoices', customerId, paymentId ?? ''],
    queryFn: () => call(paymentsEndpoints.openInvoices, { query: { customerId, paymentId } }),
    enabled: customerId !== '',
  });
}

/** Customers to choose from: the invoices' counterparty search (the invoice flag, not the customers screen's). */
export function useCustomerChoices(q: string) {
  return useQuery({
    queryKey: [...paymentsKey, 'customers', q],
    queryFn: () => call(documentEndpoints.counterparties, { params: { kind: 'invoice' }, query: { q } }),
    placeholderData: keepPreviousData,
  });
}

export function useSavePayment(payment?: Payment) {
  return useRefetchingMutation(
    (input: PaymentInput) =>
      payment
        ? call(paymentsEndpoints.update, { params: { id: payment.id }, body: input })
        : call(paymentsEndpoints.create, { body: input }),
    changedByPayments,
  );
}

export function useDeletePayment() {
  return useRefetchingMutation((payment: Payment) => call(paymentsEndpoints.remove, { params: { id: payment.id } }), changedByPayments);
}

export function useReceivables(asOf: string) {
  return useQuery({
    queryKey: [...receivablesKey, asOf],
    queryFn: () => call(receivablesEndpoints.list, { query: { asOf } }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerReceivable(customerId: string, asOf: string) {
  return useQuery({
    queryKey: [...receivablesKey, 'customer', customerId, asOf],
    queryFn: () => call(receivablesEndpoints.customer, { params: { customerId }, query: { asOf } }),
    enabled: customerId !== '',
  });
}

/** 督促メール for one invoice: queued and answered at once with its delivery (the screen follows it). */
export function useSendReminder() {
  return useRefetchingMutation(
    ({ invoiceId, input, idempotencyKey }: { invoiceId: string; input: SendDocumentInput; idempotencyKey: string }) =>
      call(receivablesEndpoints.reminder, { params: { id: invoiceId }, body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    [['mail-deliveries'] as const],
  );
}
