import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { Label } from '@/web/components/ui/primitives/label';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { errorMessage } from '@/web/lib/api';
import { type MenuItem, menuSections } from '@/web/lib/ordering';
import { StaffMenuPicker } from './staff-menu-picker';
import { StaffOptionPicker } from './staff-option-picker';
import { StaffOrderCart } from './staff-order-cart';
import { addLine, changeQuantity, linesTotal, type StaffLine } from './staff-order-lines';
import { useOrderingMenu, usePlaceStaffOrder, useSeatBills } from './table-service-api';

type StaffOrderDialogProps = {
  /** The seat it was opened from (座席とお会計's row), picked already. */
  seatId?: string;
  onClose: () => void;
};

/**
 * 代理注文: a member enters the order of guests without a phone — a seat of the store, items by
 * tapping their tiles, their options and quantities. The amount shown is the menu's; the server
 * prices the order again through the diners' order path, and it is alerted, shown to the seat's
 * phones and recorded as entered by this member.
 */
export function StaffOrderDialog({ seatId: openedFrom = '', onClose }: StaffOrderDialogProps) {
  const menu = useOrderingMenu({ isEnabled: true });
  const seats = useSeatBills();
  const place = usePlaceStaffOrder();
  const [seatId, setSeatId] = useState(openedFrom);
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [picking, setPicking] = useState<MenuItem | null>(null);
  const [note, setNote] = useState('');
  const [isTakeout, setIsTakeout] = useState(false);
  const [error, setError] = useState('');
  // One key per dialog: a double tap or a retry after a lost answer places one order.
  const requestKey = useRef(`staff-${crypto.randomUUID()}`);
  const items = menu.data?.items ?? [];
  const sections = useMemo(() => (menu.data ? menuSections(menu.data).filter((s) => s.items.length > 0) : []), [menu.data]);
  const counts = useMemo(() => {
    const byItem = new Map<string, number>();
    for (const line of lines) byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.quantity);
    return byItem;
  }, [lines]);

  function handlePick(item: MenuItem) {
    if ((item.optionGroups ?? []).length > 0) return setPicking(item);
    setLines((current) => addLine(current, item.id, []));
  }

  function handleSubmit() {
    if (!seatId) return setError('座席を選んでください');
    if (lines.length === 0) return setError('商品を選んでください');
    setError('');
    const chosen = lines.map(({ itemId, quantity, choiceIds }) => ({ itemId, quantity, choiceIds }));
    place.mutate(
      { seatId, items: chosen, note, isTakeout, requestKey: requestKey.current },
      {
        onSuccess: (order) => {
          toast.success(`${order.seatName}の注文を登録しました（${formatYen(order.totalAmount)}）`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3 p-4 sm:max-w-2xl sm:p-6">
        <div className="grid gap-0.5 pr-8">
          <DialogTitle>代理注文</DialogTitle>
          <DialogDescription className="text-xs sm:text-sm">
            スマートフォンをお持ちでないお客様の注文を入力します。金額はメニューの価格で計算されます。
          </DialogDescription>
        </div>
        <div className="flex items-center gap-3">
          <Label htmlFor="staff-order-seat" className="shrink-0">
            座席
          </Label>
          <NativeSelect id="staff-order-seat" className="h-11" value={seatId} onChange={(event) => setSeatId(event.target.value)}>
            <option value="">選択してください</option>
            {(seats.data ?? []).map((s) => (
              <option key={s.seatId} value={s.seatId}>
                {s.seatName}
              </option>
            ))}
          </NativeSelect>
        </div>
        {menu.isPending ? (
          <p className="text-sm text-muted-foreground">読み込み中...</p>
        ) : picking ? (
          <div className="overflow-y-auto">
            <StaffOptionPicker
              item={picking}
              onAdd={(choiceIds) => {
                setLines((current) => addLine(current, picking.id, choiceIds));
                setPicking(null);
              }}
              onCancel={() => setPicking(null)}
            />
          </div>
        ) : (
          <StaffMenuPicker sections={sections} counts={counts} onPick={handlePick} />
        )}
        <div className="grid gap-2 border-t pt-3">
          <StaffOrderCart
            lines={lines}
            items={items}
            onChange={(lineId, by) => setLines((current) => changeQuantity(current, lineId, by))}
          />
          <TextareaField
            id="staff-order-note"
            label="ご要望（任意）"
            rows={1}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {menu.data?.takeoutEnabled && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-5" checked={isTakeout} onChange={(event) => setIsTakeout(event.target.checked)} />
              お持ち帰り（食品は軽減税率8%、酒類は10%）
            </label>
          )}
          <p className="flex items-baseline justify-between">
            <span className="text-sm">{`合計（${lines.length}品）`}</span>
            <span className="text-xl font-semibold tabular-nums">{formatYen(linesTotal(lines, items))}</span>
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" className="h-11" onClick={onClose}>
              キャンセル
            </Button>
            <Button className="h-11 flex-1 sm:flex-none" onClick={handleSubmit} disabled={place.isPending}>
              {place.isPending ? '送信中...' : '注文する'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
