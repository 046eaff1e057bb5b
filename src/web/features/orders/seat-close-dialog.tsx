import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { formatYen } from '@/core/format';
import { closeSeatInput } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { type ClosedSeat, receiptPdfUrl, useCloseSeat } from './orders-api';
import { ReceiptPrintButtons } from './receipt-print-buttons';
import type { SeatBill } from './table-service-api';

type SeatCloseDialogProps = {
  row: SeatBill;
  onClosed: (row: SeatBill, closed: ClosedSeat) => void;
  onCancel: () => void;
};

/**
 * 会計済み with the amount to collect, and optionally 領収書を発行 (宛名 blank prints 上様). The
 * server builds the receipt from the seat's stored orders; once issued, the dialog offers it.
 */
export function SeatCloseDialog({ row, onClosed, onCancel }: SeatCloseDialogProps) {
  const closeSeat = useCloseSeat();
  const [wantsReceipt, setWantsReceipt] = useState(false);
  const [issued, setIssued] = useState<ClosedSeat['receipt']>(null);

  const form = useSchemaForm({
    schema: closeSeatInput,
    prepare: (values) => ({
      receipt: wantsReceipt ? { addressee: '', ...(typeof values.receipt === 'object' ? values.receipt : {}) } : null,
    }),
    onSubmit: async ({ receipt }) => {
      const closed = await closeSeat.mutateAsync({ seatId: row.seatId, receipt });
      onClosed(row, closed);
      if (closed.receipt) setIssued(closed.receipt);
      else onCancel();
    },
  });

  if (issued)
    return (
      <Dialog open onOpenChange={(open) => !open && onCancel()}>
        <DialogContent className="max-w-md">
          <DialogTitle>領収書を発行しました</DialogTitle>
          <DialogDescription>
            {`${row.seatName}の領収書（番号 ${issued.number}、${formatYen(issued.total)}）を発行しました。印刷するか画面でお見せください。`}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onCancel}>
              閉じる
            </Button>
            <ReceiptPrintButtons receiptId={issued.id} />
            <Button asChild>
              <a href={receiptPdfUrl(issued.id)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden />
                領収書を開く
              </a>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    );

  return (
    <FormDialog
      title={`${row.seatName}を会計済みにしますか？`}
      description="この座席のカートは空になり、お客様の注文履歴は次のお客様のために新しく始まります。"
      submitLabel="会計済みにする"
      pendingLabel="処理中..."
      form={form}
      className="max-w-md"
      onClose={onCancel}
    >
      <p className="flex items-baseline justify-between rounded-lg bg-muted px-4 py-3">
        <span className="text-sm">{`お会計（${row.orderCount}件）`}</span>
        <span className="text-xl font-semibold tabular-nums">{formatYen(row.total)}</span>
      </p>
      <CheckboxField
        id="seat-close-receipt"
        label="領収書を発行"
        description="この座席の注文（キャンセルを除く）から、税込10%の領収書を作成します。"
        checked={wantsReceipt}
        onChange={(event) => setWantsReceipt(event.target.checked)}
      />
      {wantsReceipt && (
        <TextField {...form.field('receipt.addressee')} id="seat-close-addressee" label="宛名（空欄なら上様）" maxLength={100} />
      )}
    </FormDialog>
  );
}
