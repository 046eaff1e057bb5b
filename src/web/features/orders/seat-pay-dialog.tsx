import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { isOpenOrder } from '@/core/order-rules';
import type { UnservedChoice } from '@/core/schemas/table-service';
import { guestsText } from '@/core/seat-bill';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { errorMessage } from '@/web/lib/api';
import { receiptPdfUrl } from './orders-api';
import { type Paid, PayForm } from './pay-form';
import { ReceiptPrintButtons } from './receipt-print-buttons';
import { type SeatBill, type SeatBillDetail, useSeatBill } from './table-service-api';

type SeatPayDialogProps = { row: SeatBill; onClose: () => void };

/**
 * 会計: orders not served yet are settled first (cancelled, or kept as served), then the pay
 * screen; once paid, the seat is free and the 領収書, if issued, is offered at once.
 */
export function SeatPayDialog({ row, onClose }: SeatPayDialogProps) {
  const bill = useSeatBill(row.seatId);
  const [unserved, setUnserved] = useState<UnservedChoice | null>(null);
  const [paid, setPaid] = useState<Paid | null>(null);
  const open = bill.data?.orders.filter((o) => isOpenOrder(o.status)) ?? [];

  function handlePaid(result: Paid) {
    const change = result.payment && result.payment.change > 0 ? `（お釣り ${formatYen(result.payment.change)}）` : '';
    toast.success(
      result.isSeatClosed
        ? `${row.seatName}を会計済みにしました${change}`
        : `${row.seatName}の${result.isByItems ? '分割会計' : '割り勘'} ${formatYen(result.payment?.total ?? 0)}を受け付けました${change}`,
    );
    // Without a receipt, a split bill with parts left goes straight on to the next part.
    if (result.receipt) setPaid(result);
    else if (result.isSeatClosed) onClose();
  }

  // A part of a 割り勘 paid: its receipt, then the next part.
  if (paid?.receipt)
    return (
      <ReceiptIssued
        seatName={row.seatName}
        receipt={paid.receipt}
        change={paid.payment?.change ?? 0}
        nextLabel={paid.isSeatClosed ? null : '次のお会計へ'}
        onClose={paid.isSeatClosed ? onClose : () => setPaid(null)}
      />
    );

  const visit = bill.data?.visit;
  const title = `${row.seatName}のお会計`;
  const description = visit ? guestsText(visit) : 'ご来店の登録はありません';
  if (bill.data && (open.length === 0 || unserved !== null))
    return (
      <PayForm
        key={bill.data.split?.paid.length ?? 0}
        bill={bill.data}
        title={title}
        description={description}
        unserved={open.length > 0 ? unserved : null}
        onPaid={handlePaid}
        onClose={onClose}
      />
    );
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] grid-rows-[auto_minmax(0,1fr)] gap-0 p-0 sm:max-w-lg">
        <div className="grid gap-1 px-4 pt-5 pr-12 pb-2 sm:px-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        {bill.error ? (
          <div className="px-6 pb-6">
            <Alert>{errorMessage(bill.error)}</Alert>
          </div>
        ) : !bill.data ? (
          <p className="px-6 py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
        ) : (
          <UnservedStep orders={open} onChoose={setUnserved} onBack={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type UnservedStepProps = { orders: SeatBillDetail['orders']; onChoose: (choice: UnservedChoice) => void; onBack: () => void };

/** 「未提供の注文が N 件あります」: the guests are leaving, so each open ticket is cancelled or kept as served. */
function UnservedStep({ orders, onChoose, onBack }: UnservedStepProps) {
  return (
    <section aria-label="未提供の注文" className="grid gap-4 overflow-y-auto px-4 pb-5 sm:px-6">
      <Alert>{`未提供の注文が${orders.length}件あります`}</Alert>
      <ul className="divide-y rounded-lg border text-sm">
        {orders.map((o) => (
          <li key={o.id} className="flex justify-between gap-3 px-3 py-2">
            <span className="min-w-0">{o.items.map((i) => `${i.name} ×${i.quantity}`).join('、')}</span>
            <span className="tabular-nums">{formatYen(o.totalAmount)}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        キャンセルするとお会計から外れます。お出しした場合は提供済みにしてお会計に含めます。どちらの場合もキッチン表示から消えます。
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack}>
          戻る
        </Button>
        <Button variant="outline" onClick={() => onChoose('cancel')}>
          キャンセルして会計へ
        </Button>
        <Button onClick={() => onChoose('serve')}>提供済みにして会計へ</Button>
      </div>
    </section>
  );
}

type ReceiptIssuedProps = {
  seatName: string;
  receipt: NonNullable<Paid['receipt']>;
  change: number;
  /** A 割り勘 with parts left: the button back to the pay screen. */
  nextLabel: string | null;
  onClose: () => void;
};

function ReceiptIssued({ seatName, receipt, change, nextLabel, onClose }: ReceiptIssuedProps) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>領収書を発行しました</DialogTitle>
        <DialogDescription>
          {`${seatName}の領収書（番号 ${receipt.number}、${formatYen(receipt.total)}）を発行しました。印刷するか画面でお見せください。`}
          {change > 0 ? ` お釣りは${formatYen(change)}です。` : ''}
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {nextLabel ?? '閉じる'}
          </Button>
          <ReceiptPrintButtons receiptId={receipt.id} />
          <Button asChild>
            <a href={receiptPdfUrl(receipt.id)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              領収書を開く
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
