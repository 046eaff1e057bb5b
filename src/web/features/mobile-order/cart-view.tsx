import { useState } from 'react';
import { toast } from 'sonner';
import { formatYen } from '@/core/format';
import { cn } from '@/web/lib/utils';
import { CartLineRow } from './cart-line';
import { type Cart, cartCount, type SeatRef } from './diner-api';
import { bottomBar, panel, primaryButton, secondaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { dinerErrorMessage, useDinerText } from './i18n/diner-language';
import { useCartActions } from './use-cart-actions';
import { useDinerNavigation } from './use-diner-navigation';
import { isUrlError, useLeaveSeat } from './use-leave-seat';
import { isOrderedBySeatmate, usePlaceOrder } from './use-place-order';

const maxNote = 500;

/** page=cart: the seat's shared cart, ご要望 and 注文する. */
export function CartView({ seatRef, cart, closedReason = null }: { seatRef: SeatRef; cart: Cart; closedReason?: string | null }) {
  const { goTo } = useDinerNavigation();
  const actions = useCartActions(seatRef);
  const placeOrder = usePlaceOrder(seatRef);
  const leaveSeat = useLeaveSeat();
  const text = useDinerText();
  const { t } = text;
  const [note, setNote] = useState('');
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const hasSoldOut = cart.items.some((l) => l.isSoldOut);

  function handleOrder() {
    placeOrder.mutate(note.trim(), {
      onSuccess: () => {
        toast.success(t.cart.ordered);
        setNote('');
        goTo('history', { replace: true });
      },
      onError: (error) => {
        if (isUrlError(error)) return leaveSeat();
        // Another phone at the seat ordered this cart a moment earlier: its order is in 注文履歴.
        if (isOrderedBySeatmate(error)) {
          toast.info(dinerErrorMessage(error, text), { id: 'ordered-by-seatmate' });
          return goTo('history', { replace: true });
        }
        toast.error(dinerErrorMessage(error, text));
      },
    });
  }

  function handleClear() {
    actions.clear();
    setConfirmingClear(false);
  }

  if (cart.items.length === 0 && !placeOrder.isPending) {
    return (
      <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <p className="text-slate-600">{t.cart.empty}</p>
        <button type="button" className={secondaryButton} onClick={() => goTo('menu')}>
          {t.seeMenu}
        </button>
      </div>
    );
  }

  return (
    <div className="-mx-4 flex flex-1 flex-col">
      <div className="flex flex-col gap-4 px-4 pb-6">
        <ul aria-label={t.cart.lines} className="grid gap-3">
          {cart.items.map((line) => (
            <CartLineRow key={line.id} line={line} onQuantityChange={actions.setQuantity} onRemove={actions.remove} />
          ))}
        </ul>
        <div className="flex justify-end">
          {isConfirmingClear ? (
            <div className="flex items-center gap-2 text-sm">
              <span className="text-slate-600">{t.cart.confirmClear}</span>
              <button type="button" className="rounded-lg bg-rose-600 px-3 py-2 font-semibold text-white" onClick={handleClear}>
                {t.cart.clear}
              </button>
              <button type="button" className="rounded-lg px-3 py-2 text-slate-600" onClick={() => setConfirmingClear(false)}>
                {t.cart.cancel}
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="px-2 py-2 text-sm text-slate-600 underline underline-offset-2"
              onClick={() => setConfirmingClear(true)}
            >
              {t.cart.clearCart}
            </button>
          )}
        </div>
        <div className={cn(panel, 'grid gap-2 p-4')}>
          <label htmlFor="order-note" className="font-semibold">
            {t.cart.note} <span className="text-xs font-normal text-slate-500">{t.cart.optional}</span>
          </label>
          <textarea
            id="order-note"
            value={note}
            maxLength={maxNote}
            rows={3}
            placeholder={t.cart.notePlaceholder}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-xl border border-sky-200 px-3 py-2 text-base outline-none focus-visible:ring-4 focus-visible:ring-sky-200"
          />
          <p className="text-right text-xs text-slate-500 tabular-nums">
            {note.length}/{maxNote}
          </p>
        </div>
      </div>
      <div className={bottomBar}>
        <div className="mb-2 flex items-baseline justify-between">
          <span className="text-sm text-slate-600">{fill(t.cart.total, { count: cartCount(cart) })}</span>
          <span className="text-2xl font-bold tabular-nums">{formatYen(cart.totalAmount)}</span>
        </div>
        {hasSoldOut && <p className="mb-2 text-sm text-rose-600">{t.cart.removeSoldOut}</p>}
        {closedReason && <p className="mb-2 text-sm text-amber-800">{closedReason}</p>}
        <button
          type="button"
          className={primaryButton}
          disabled={placeOrder.isPending || hasSoldOut || Boolean(closedReason)}
          onClick={handleOrder}
        >
          {placeOrder.isPending ? t.cart.ordering : t.cart.order}
        </button>
      </div>
    </div>
  );
}
