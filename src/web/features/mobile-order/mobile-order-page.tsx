import { useEffect } from 'react';
import { dinerHistoryState, navigateDiner, useDinerLocation } from './diner-location';
import { useDinerText } from './i18n/diner-language';
import { MobileOrderHeader } from './mobile-order-header';
import { hasBackButton, menuFallbackPath, pageTitle, readMobileOrderQuery } from './page-state';
import { ScanAgain } from './scan-again';
import { SeatArea } from './seat-area';
import { useLeaveSeat } from './use-leave-seat';

/** Diners' ordering area: the pages of a seat, or the way back to its QR code. */
export function MobileOrderPage() {
  const { pathname, search } = useDinerLocation();
  const leaveSeat = useLeaveSeat();
  const { t } = useDinerText();
  const query = readMobileOrderQuery(search);
  const { companyId, seatId } = query;
  // Only one of the two ids: a damaged URL, treated like an unknown seat.
  const isPartial = Boolean(companyId) !== Boolean(seatId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving once per damaged URL is enough.
  useEffect(() => {
    if (isPartial) leaveSeat();
  }, [isPartial]);

  const hasSeat = Boolean(companyId && seatId);
  // A seat's pages name themselves and the store (SeatArea); without a seat, the page's own name.
  useEffect(() => {
    if (!hasSeat) document.title = t.pageTitles.other;
  }, [hasSeat, t]);

  function handleBack() {
    // History "inside the page" only: a diner who opened a deep link (or came from another
    // site, or a fresh tab) is sent to the menu instead of leaving the seat.
    if (dinerHistoryState<{ fromPage?: boolean }>()?.fromPage) window.history.back();
    else navigateDiner(menuFallbackPath(pathname, search), { replace: true });
  }
  const onBack = hasBackButton(query.page) ? handleBack : undefined;

  if (companyId && seatId) {
    return (
      <SeatArea
        key={`${companyId}/${seatId}`}
        seatRef={{ companyId, seatId }}
        page={query.page}
        productId={query.productId}
        onBack={onBack}
      />
    );
  }
  return (
    <>
      <MobileOrderHeader title={pageTitle(query.page, t.pageTitles)} isSticky={false} onBack={onBack} />
      <ScanAgain />
    </>
  );
}
