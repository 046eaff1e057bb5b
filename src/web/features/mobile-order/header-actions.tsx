import { ReceiptText, ShoppingCart } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { DinerLink } from './diner-location';
import { roundIconButton } from './diner-styles';
import { fill } from './i18n/dictionary';
import { useDinerText } from './i18n/diner-language';

type HeaderActionsProps = { page: string; cartCount: number; cartPath: string; historyPath: string };

/** 注文履歴 and カート (with the number of items) from every page of the seat. */
export function HeaderActions({ page, cartCount, cartPath, historyPath }: HeaderActionsProps) {
  const { t } = useDinerText();
  const iconLink = cn(roundIconButton, 'relative text-sky-700 hover:bg-sky-100');
  return (
    <>
      {page !== 'history' && (
        <DinerLink href={historyPath} state={{ fromPage: true }} className={iconLink}>
          <ReceiptText aria-hidden className="size-6" />
          <span className="sr-only">{t.pageTitles.history}</span>
        </DinerLink>
      )}
      {page !== 'cart' && (
        <DinerLink href={cartPath} state={{ fromPage: true }} className={iconLink}>
          <ShoppingCart aria-hidden className="size-6" />
          <span className="sr-only">{fill(t.cart.shortcut, { count: cartCount })}</span>
          {cartCount > 0 && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs font-bold text-white tabular-nums"
            >
              {cartCount}
            </span>
          )}
        </DinerLink>
      )}
    </>
  );
}
