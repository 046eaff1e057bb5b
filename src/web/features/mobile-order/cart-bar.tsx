import { ShoppingCart } from 'lucide-react';
import { formatYen } from '@/core/format';
import { cn } from '@/web/lib/utils';
import { type Cart, cartCount } from './diner-api';
import { DinerLink } from './diner-location';
import { bottomBar, primaryButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

/** The cart at the bottom of the menu: how many items, the total, one tap to the cart. */
export function CartBar({ cart, cartPath }: { cart: Cart | undefined; cartPath: string }) {
  const { t } = useDinerText();
  const count = cartCount(cart);
  if (count === 0) return null;
  return (
    <footer className={bottomBar}>
      <DinerLink href={cartPath} state={{ fromPage: true }} className={cn(primaryButton, 'justify-between')}>
        <span className="flex items-center gap-2">
          <ShoppingCart aria-hidden className="size-5" />
          {t.cart.view}
          <span className="rounded-full bg-white px-2 py-0.5 text-sm text-sky-700 tabular-nums">{fill(t.cart.count, { count })}</span>
        </span>
        <span className="tabular-nums">{formatYen(cart?.totalAmount)}</span>
      </DinerLink>
    </footer>
  );
}
