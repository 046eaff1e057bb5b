import { useMutation } from '@tanstack/react-query';
import { BellRing, Wallet } from 'lucide-react';
import { useState } from 'react';
import { dinerRoutes as endpoints } from '@/core/contracts/diner-routes';
import type { SeatRequestKind } from '@/core/contracts/orders';
import { call } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import type { SeatRef } from './diner-api';
import { panel, secondaryButton } from './diner-styles';
import { dinerErrorMessage, useDinerText } from './i18n/diner-language';

/**
 * 店員呼び出し and お会計をお願いします: staff are alerted like for an order. The server holds back
 * the same request within 30 s and says why; the answer (sent, or that message) shows here.
 */
export function TableRequests({ seatRef }: { seatRef: SeatRef }) {
  const text = useDinerText();
  const { t } = text;
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const send = useMutation({
    mutationFn: (kind: SeatRequestKind) => call(endpoints.request, { params: seatRef, body: { kind } }),
    onSuccess: (_data, kind) => setMessage({ text: kind === 'call' ? t.requests.callSent : t.requests.billSent, isError: false }),
    onError: (error) => setMessage({ text: dinerErrorMessage(error, text), isError: true }),
  });

  return (
    <section aria-label={t.requests.section} className={cn(panel, 'mt-4 mb-6 grid gap-3 p-3')}>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className={cn(secondaryButton, 'h-auto min-h-16 flex-col gap-1 px-1 py-2 text-sm leading-tight')}
          disabled={send.isPending}
          onClick={() => send.mutate('call')}
        >
          <BellRing aria-hidden className="size-5" />
          {t.requests.call}
        </button>
        <button
          type="button"
          className={cn(secondaryButton, 'h-auto min-h-16 flex-col gap-1 px-1 py-2 text-sm leading-tight')}
          disabled={send.isPending}
          onClick={() => send.mutate('bill')}
        >
          <Wallet aria-hidden className="size-5" />
          {t.requests.bill}
        </button>
      </div>
      <p role="status" className={cn('min-h-5 text-sm', message?.isError ? 'text-amber-800' : 'text-sky-800')}>
        {message?.text}
      </p>
    </section>
  );
}
