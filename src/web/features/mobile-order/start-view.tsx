import { ReceiptText, ShoppingCart, UtensilsCrossed } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import type { SeatMenu } from './diner-api';
import { panel, primaryButton, secondaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';
import { useDinerNavigation } from './use-diner-navigation';

/** page=start (the QR code's landing): the store, the seat, and the way to the menu. */
export function StartView({ menu, cartCount }: { menu: SeatMenu; cartCount: number }) {
  const { goTo } = useDinerNavigation();
  const { t } = useDinerText();
  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className={cn(panel, 'flex flex-col items-center gap-3 px-6 py-10 text-center')}>
        <span className="flex size-16 items-center justify-center rounded-full bg-sky-100 text-sky-600">
          <UtensilsCrossed aria-hidden className="size-8" />
        </span>
        <p className="text-sm text-slate-500">{t.start.welcome}</p>
        <h2 className="text-2xl font-bold">{menu.company.storeName || menu.company.name}</h2>
        <p className="rounded-full bg-sky-50 px-4 py-1 text-base font-semibold text-sky-800">
          {fill(t.start.seat, { seat: menu.seat.name })}
        </p>
        <p className="text-sm leading-relaxed text-slate-600">
          {t.start.intro1}
          <br />
          {t.start.intro2}
        </p>
      </div>
      <button type="button" className={primaryButton} onClick={() => goTo('menu')}>
        {t.seeMenu}
      </button>
      <div className="grid grid-cols-2 gap-3">
        <button type="button" className={secondaryButton} onClick={() => goTo('cart')}>
          <ShoppingCart aria-hidden className="size-5" />
          {t.start.cart}
          {cartCount > 0 && <span className="tabular-nums">{fill(t.start.count, { count: cartCount })}</span>}
        </button>
        <button type="button" className={secondaryButton} onClick={() => goTo('history')}>
          <ReceiptText aria-hidden className="size-5" />
          {t.start.history}
        </button>
      </div>
    </div>
  );
}
