import { BellRing } from 'lucide-react';
import { formatYen } from '@/core/format';
import { optionsText } from '@/core/item-options';
import { staffRequestLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { formatTime, type Order } from '@/web/lib/ordering';
import { cn } from '@/web/lib/utils';
import type { AlertSettings } from './alert-settings';
import { AlertSwitches } from './alert-switches';
import { requestEdge, SeatRequestSummary } from './seat-request-kind';
import type { SeatRequest } from './table-service-api';

type NewOrderDialogProps = {
  orders: readonly Order[];
  /** 店員呼び出し / お会計をお願いします since the dialog was last closed. */
  requests?: readonly SeatRequest[];
  settings: AlertSettings;
  onSettingsChange: (change: Partial<AlertSettings>) => void;
  /** 注文を確認: to the order board; the alerted orders are cleared. */
  onConfirm: () => void;
  /** 閉じる (and Esc): the alerted orders are cleared. */
  onClose: () => void;
};

/** The new-order alert: every order and diner's request since it was last closed, newest first. */
export function NewOrderDialog({ orders, requests = [], settings, onSettingsChange, onConfirm, onClose }: NewOrderDialogProps) {
  const title = orders.length > 0 ? '新しい注文が入りました' : 'お客様がお呼びです';
  const calls = requests.filter((r) => r.kind === 'call').length;
  const bills = requests.length - calls;
  const counts = [
    calls > 0 && `${calls}件の${staffRequestLabels.call}`,
    bills > 0 && `${bills}件の${staffRequestLabels.bill}`,
    orders.length > 0 && `${orders.length}件の新しい注文`,
  ];
  return (
    <Dialog open={orders.length + requests.length > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-lg" hasCloseButton={false}>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600">
            <BellRing aria-hidden className="size-5" />
          </span>
          <div className="grid gap-0.5">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{`${counts.filter(Boolean).join('と')}があります。`}</DialogDescription>
          </div>
        </div>
        <ul className="grid gap-2 overflow-y-auto">
          {requests.map((request) => (
            <li
              key={request.id}
              className={cn('flex items-center gap-2 rounded-lg border border-l-4 bg-card p-3', requestEdge(request.kind))}
            >
              <SeatRequestSummary request={request} />
              <span className="text-xs text-muted-foreground tabular-nums">{formatTime(request.createdAt)}</span>
            </li>
          ))}
          {orders.map((order) => (
            <li key={order.id} className="rounded-lg border border-l-4 border-l-rose-500 bg-card p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-base font-bold">{order.seatName}</span>
                <span className="text-xs text-muted-foreground tabular-nums">{formatTime(order.createdAt)}</span>
              </div>
              <ul className="mt-1 text-sm">
                {order.items.map((line) => (
                  <li key={`${line.itemId}|${optionsText(line.options)}`} className="flex justify-between gap-2">
                    <span>
                      {line.name}
                      {line.options && line.options.length > 0 && (
                        <span className="block text-xs opacity-75">{optionsText(line.options)}</span>
                      )}
                    </span>
                    <span className="tabular-nums">×{line.quantity}</span>
                  </li>
                ))}
              </ul>
              {order.note && <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">ご要望: {order.note}</p>}
              <p className="mt-1 text-right text-sm font-semibold tabular-nums">合計 {formatYen(order.totalAmount)}</p>
            </li>
          ))}
        </ul>
        <div className="grid gap-3 border-t pt-3">
          <AlertSwitches settings={settings} onChange={onSettingsChange} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              閉じる
            </Button>
            <Button onClick={onConfirm}>注文を確認</Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
