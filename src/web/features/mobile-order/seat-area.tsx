import { useEffect } from 'react';
import { cn } from '@/web/lib/utils';
import { CartBar } from './cart-bar';
import { CartView } from './cart-view';
import { cartCount, type SeatRef, useCart, useSeatMenu, useSeatOrders } from './diner-api';
import { panel, secondaryButton } from './diner-styles';
import { HeaderActions } from './header-actions';
import { HistoryView } from './history-view';
import { dinerErrorMessage, useDinerText } from './i18n/diner-language';
import { localCart } from './local-names';
import { MenuView } from './menu-view';
import { MobileOrderHeader } from './mobile-order-header';
import { OrderingHoursBanner } from './ordering-hours-banner';
import { documentTitle, pageTitle } from './page-state';
import { PlanPanel } from './plan-panel';
import { ProductView } from './product-view';
import { ScriptsOnly } from './scripts-only';
import { StartView } from './start-view';
import { TableRequests } from './table-requests';
import { useDinerEvents } from './use-diner-events';
import { useDinerNavigation } from './use-diner-navigation';
import { isUrlError, useLeaveSeat } from './use-leave-seat';
import { useOrderingStatus } from './use-ordering-status';

type SeatAreaProps = { seatRef: SeatRef; page: string; productId: string | null; onBack?: () => void };

function Skeleton() {
  const { t } = useDinerText();
  return (
    <div aria-busy className="grid gap-3" role="status" aria-label={t.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={cn(panel, 'h-28 animate-pulse bg-white/70')} />
      ))}
    </div>
  );
}

/** The diners' pages of one seat (both ids in the URL), live through the seat's event stream. */
export function SeatArea({ seatRef, page, productId, onBack }: SeatAreaProps) {
  const menu = useSeatMenu(seatRef);
  const cart = useCart(seatRef);
  const orders = useSeatOrders(seatRef, { isEnabled: page === 'history' });
  const { pathTo, goTo } = useDinerNavigation();
  const leaveSeat = useLeaveSeat();
  const text = useDinerText();
  const { t } = text;
  useDinerEvents(seatRef);
  const ordering = useOrderingStatus(menu.data?.orderingWindows);
  // A seat the store opens at 来店 takes no order until staff open it; then, the hours decide.
  const isAwaitingStaff = menu.data?.seat.isAwaitingStaff ?? false;
  const closedReason = isAwaitingStaff ? t.awaitingStaff.body : (ordering?.closedReason ?? null);
  const error = menu.error ?? cart.error ?? orders.error;
  const isMissing = isUrlError(error);

  const storeName = menu.data?.company.storeName || menu.data?.company.name;
  useEffect(() => {
    document.title = documentTitle(page, t.pageTitles, storeName);
  }, [page, t, storeName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving once per failure is enough.
  useEffect(() => {
    if (isMissing) leaveSeat();
  }, [isMissing]);

  function content() {
    if (error && !isMissing) {
      return (
        <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
          <p className="text-slate-600">{dinerErrorMessage(error, text)}</p>
          <button type="button" className={secondaryButton} onClick={() => void Promise.all([menu.refetch(), cart.refetch()])}>
            {t.reload}
          </button>
        </div>
      );
    }
    if (!menu.data || !cart.data) return <Skeleton />;
    switch (page) {
      case 'start':
        return <StartView menu={menu.data} cartCount={cartCount(cart.data)} />;
      case 'menu':
        return <MenuView seatRef={seatRef} menu={menu.data} closedReason={closedReason} />;
      case 'product-detail':
        return <ProductView key={productId} seatRef={seatRef} menu={menu.data} productId={productId} closedReason={closedReason} />;
      case 'cart':
        return <CartView seatRef={seatRef} cart={localCart(cart.data, menu.data)} closedReason={closedReason} />;
      case 'history':
        return orders.data ? <HistoryView orders={orders.data} menu={menu.data} /> : <Skeleton />;
      default:
        return (
          <div className={cn(panel, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
            <p className="text-slate-600">{t.pageNotFound}</p>
            <button type="button" className={secondaryButton} onClick={() => goTo('menu', { replace: true })}>
              {t.seeMenu}
            </button>
          </div>
        );
    }
  }

  return (
    <>
      <MobileOrderHeader
        title={pageTitle(page, t.pageTitles)}
        isSticky
        storeName={storeName}
        seatName={menu.data?.seat.name}
        brand={menu.data?.brand}
        onBack={onBack}
        actions={
          menu.data && (
            <HeaderActions page={page} cartCount={cartCount(cart.data)} cartPath={pathTo('cart')} historyPath={pathTo('history')} />
          )
        }
      />
      <main className="flex flex-1 flex-col px-4 pt-4">
        {isAwaitingStaff && page !== 'history' && (
          <section aria-label={t.awaitingStaff.title} className={cn(panel, 'mb-4 grid gap-1 border-2 border-sky-300 px-4 py-4')}>
            <h2 className="font-bold text-sky-900">{t.awaitingStaff.title}</h2>
            <p className="text-sm text-slate-700">{t.awaitingStaff.body}</p>
          </section>
        )}
        {menu.data && page !== 'history' && <OrderingHoursBanner view={ordering} periods={menu.data.orderingHours} />}
        {menu.data && page === 'menu' && (
          <ScriptsOnly>
            <PlanPanel seatRef={seatRef} menu={menu.data} />
          </ScriptsOnly>
        )}
        {/* The menu's links and add buttons work before the scripts; the other pages wait for them. */}
        {page === 'menu' ? content() : <ScriptsOnly>{content()}</ScriptsOnly>}
        {menu.data && ['start', 'menu', 'history'].includes(page) && (
          <ScriptsOnly>
            <TableRequests seatRef={seatRef} />
          </ScriptsOnly>
        )}
      </main>
      {page === 'menu' && <CartBar cart={cart.data} cartPath={pathTo('cart')} />}
    </>
  );
}
