import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailDeliveryEndpoints as endpoints } from '@/core/contracts/mail-deliveries';
import { isPendingDelivery, type MailDeliveryStatus } from '@/core/mail-deliveries';
import { call } from './api';

/** How often a screen asks again while one of its mails is still on its way. */
const pendingPollMs = 2000;

const deliveriesKey = ['mail-deliveries'] as const;

type DeliveriesFilter = { documentId?: string; batchId?: string; status?: MailDeliveryStatus[]; page?: number };

/** 送信履歴 (newest first): the company's, one document's or a 一括送信's; asked again while a mail is still on its way. */
export function useMailDeliveries({ documentId, batchId, status, page = 1 }: DeliveriesFilter = {}, { isEnabled = true } = {}) {
  const search = { page, documentId, batchId, status: status?.join(',') };
  return useQuery({
    queryKey: [...deliveriesKey, { documentId: documentId ?? null, batchId: batchId ?? null, status: status ?? null, page }],
    enabled: isEnabled,
    queryFn: () => call(endpoints.list, { query: search }),
    refetchInterval: (query) => (query.state.data?.items.some((d) => isPendingDelivery(d.status)) ? pendingPollMs : false),
  });
}

/** One mail just queued (送信待ち → 送信済み / 送信失敗 / 要確認), followed until it settles. */
export function useMailDelivery(id: string | null) {
  return useQuery({
    queryKey: [...deliveriesKey, 'one', id],
    queryFn: () => call(endpoints.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isPendingDelivery(query.state.data.status) ? pendingPollMs : false),
  });
}

/**
 * 一括送信's progress from its mails: asked again until none is still on its way, and all along
 * while `isGrowing` (the screen is still queueing the batch's mails).
 */
export function useMailBatch(batchId: string | null, { isGrowing = false } = {}) {
  return useQuery({
    queryKey: [...deliveriesKey, 'batch', batchId],
    queryFn: () => call(endpoints.batch, { params: { batchId: batchId ?? '' } }),
    enabled: batchId !== null,
    refetchInterval: (query) => {
      const progress = query.state.data;
      return isGrowing || !progress || progress.queued + progress.sending > 0 ? pendingPollMs : false;
    },
  });
}

/** 再送; `confirm` once the member said yes to resending a mail that may have arrived. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) => call(endpoints.resend, { params: { id }, body: { confirm } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}

/** A fresh key per press of 送信: the same request sent twice (a double click, a retry) queues one mail. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;
