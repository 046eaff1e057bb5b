import { useLocation, useNavigate } from 'react-router';
import { MobileOrderHeader } from './mobile-order-header';
import { hasBackButton, menuFallbackPath, pageTitle, readMobileOrderQuery } from './page-state';

/** Diners' ordering area. The menu, cart and history contents need the seat's data and come later. */
export function MobileOrderPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = readMobileOrderQuery(search);
  const title = pageTitle(query.page);

  function handleBack() {
    // A diner who opened a deep link directly has nowhere to go back to: send them to the menu.
    if (window.history.length > 1) navigate(-1);
    else navigate(menuFallbackPath(pathname, search));
  }

  return (
    <>
      <MobileOrderHeader
        title={title}
        isSticky={Boolean(query.companyId && query.seatId)}
        onBack={hasBackButton(query.page) ? handleBack : undefined}
      />
      <div className="flex-1 px-4 pt-4 pb-10">
        <div className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-slate-500 shadow-sm">この機能は準備中です。</div>
      </div>
    </>
  );
}
