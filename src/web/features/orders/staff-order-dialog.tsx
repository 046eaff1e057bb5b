import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { errorMessage } from '@/web/lib/api';
import { menuSections } from '@/web/lib/ordering';
import { StaffOrderItem } from './staff-order-item';
import { addLine, changeQuantity, linesTotal, type StaffLine } from './staff-order-lines';
import { useOrderingMenu, usePlaceStaffOrder, useSeatBills } from './table-service-api';

/**
 * 代理注文: a member enters the order of guests without a phone — a seat, items, their options
 * and quantities. The amount shown is the menu's; the server prices the order again through
 * the diners' order path, and it is alerted, shown to the seat's phones and recorded as entered
 * by this member.
 */
export function StaffOrderDialog({ onClose }: { onClose: () => void }) {
  const menu = useOrderingMenu({ isEnabled: true });
  const seats = useSeatBills();
  const place = usePlaceStaffOrder();
  const [seatId, setSeatId] = useState('');
  const [lines, setLines] = useState<StaffLine[]>([]);
  const [pickingId, setPickingId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  // One key per dialog: a double tap or a retry after a lost answer places one order.
  const requestKey = useRef(`staff-${crypto.randomUUID()}`);
  const sections = useMemo(() => (menu.data ? menuSections(menu.data).filter((s) => s.items.length > 0) : []), [menu.data]);
  const total = linesTotal(lines, menu.data?.items ?? []);

  function handleSubmit() {
    if (!seatId) return setError('座席を選んでください');
    if (lines.length === 0) return setError('商品を選んでください');
    setError('');
    const items = lines.map(({ itemId, quantity, choiceIds }) => ({ itemId, quantity, choiceIds }));
    place.mutate(
      { seatId, items, note, requestKey: requestKey.current },
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
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_auto_minmax(0,1fr)_auto] sm:max-w-lg">
        <div className="grid gap-0.5">
          <DialogTitle>代理注文</DialogTitle>
          <DialogDescription>スマートフォンをお持ちでないお客様の注文を入力します。金額はメニューの価格で計算されます。</DialogDescription>
        </div>
        <SelectField
          id="staff-order-seat"
          label="座席"
          placeholder="選択してください"
          value={seatId}
          onChange={(event) => setSeatId(event.target.value)}
          options={(seats.data ?? []).map((s) => ({ value: s.seatId, label: s.seatName }))}
        />
        <div className="grid gap-3 overflow-y-auto pr-1">
          {menu.isPending && <p className="text-sm text-muted-foreground">読み込み中...</p>}
          {sections.map((section) => (
            <fieldset key={section.id} className="grid gap-1">
              <legend className="mb-1 text-sm font-semibold text-muted-foreground">{section.name}</legend>
              {section.items.map((item) => (
                <StaffOrderItem
                  key={item.id}
                  item={item}
                  lines={lines.filter((l) => l.itemId === item.id)}
                  isPicking={pickingId === item.id}
                  onPick={(isPicking) => setPickingId(isPicking ? item.id : null)}
                  onAdd={(choiceIds) => setLines((current) => addLine(current, item.id, choiceIds))}
                  onChange={(lineId, by) => setLines((current) => changeQuantity(current, lineId, by))}
                />
              ))}
            </fieldset>
          ))}
        </div>
        <div className="grid gap-3 border-t pt-3">
          <TextareaField
            id="staff-order-note"
            label="ご要望（任意）"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <p className="flex items-baseline justify-between">
            <span className="text-sm">{`合計（${lines.length}品）`}</span>
            <span className="text-xl font-semibold tabular-nums">{formatYen(total)}</span>
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              キャンセル
            </Button>
            <Button onClick={handleSubmit} disabled={place.isPending}>
              {place.isPending ? '送信中...' : '注文する'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
