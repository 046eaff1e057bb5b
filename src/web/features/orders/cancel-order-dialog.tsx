import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { formatTime, type Order } from '@/web/lib/ordering';

type CancelOrderDialogProps = {
  order: Order | null;
  isPending: boolean;
  onConfirm: (order: Order) => void;
  onClose: () => void;
};

/**
 * Asks before an order is cancelled. Its two buttons never share a word — 注文を取り消す and
 * 戻る — so a tired hand cannot take "キャンセル" (close) for cancelling the order or back.
 */
export function CancelOrderDialog({ order, isPending, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent role="alertdialog" className="max-w-md" hasCloseButton={false}>
        <div className="grid gap-2">
          <DialogTitle>この注文を取り消しますか？</DialogTitle>
          <DialogDescription>
            {order ? `${order.seatName}（${formatTime(order.createdAt)} 注文）の注文を取り消します。元に戻すことはできません。` : ''}
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              戻る
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={isPending || !order} onClick={() => order && onConfirm(order)}>
            {isPending ? '取り消しています...' : '注文を取り消す'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
