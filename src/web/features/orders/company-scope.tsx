import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { playChime, useSoundBlocked } from '@/web/lib/alert-sound';
import { useMe } from '@/web/lib/session';
import { AlertBanners, isOrderingPage } from './alert-banners';
import { NewOrderDialog } from './new-order-dialog';
import { ThermalPrintSheet } from './thermal-print-sheet';
import { useOrderAlerts } from './use-order-alerts';
import { useOrderPrinting } from './use-order-printing';
import { useStaffEvents } from './use-staff-events';

const soundNoticeKey = 'kanri:sound-notice-dismissed';

function readSoundNoticeDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(soundNoticeKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * The company-scoped wrapper of the specification, around every back-office page of a
 * mobile-order company: it holds the live stream and raises the new-order alert.
 */
export function CompanyScope({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const alerts = useOrderAlerts(me?.company?.id ?? '');
  const printing = useOrderPrinting(me?.company?.id ?? '');
  const status = useStaffEvents((order) => {
    alerts.handleOrderCreated(order);
    printing.handleOrderCreated(order);
  }, alerts.handleSeatRequest);
  const isSoundBlocked = useSoundBlocked(alerts.settings.isSoundOn);
  const { pathname } = useLocation();
  const [isSoundNoticeDismissed, setSoundNoticeDismissed] = useState(readSoundNoticeDismissed);
  // Any click unlocks the sound anyway; the notice is for the pages where orders are handled.
  const showsSoundNotice = isSoundBlocked && isOrderingPage(pathname) && !isSoundNoticeDismissed;
  // キッチン表示 shows each new order on the board itself (with the chime): the dialog would only cover it.
  const isKitchen = pathname === '/order/kitchen';
  const hasNewOrders = alerts.newOrders.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: dismissing when orders arrive on the board is enough.
  useEffect(() => {
    if (isKitchen && hasNewOrders) alerts.dismissOrders();
  }, [isKitchen, hasNewOrders]);

  function handleConfirm() {
    alerts.clear();
    navigate('/order?tab=orders');
  }

  function handleEnableSound() {
    playChime().catch((error: unknown) => console.warn('通知音を再生できませんでした', error));
  }

  function handleDismissSoundNotice() {
    setSoundNoticeDismissed(true);
    try {
      window.sessionStorage.setItem(soundNoticeKey, 'true');
    } catch {
      // Not remembered: the notice may show again after a reload.
    }
  }

  return (
    <>
      <AlertBanners
        status={status}
        isSoundBlocked={showsSoundNotice}
        onEnableSound={handleEnableSound}
        onDismissSound={handleDismissSoundNotice}
      />
      {children}
      <ThermalPrintSheet />
      <NewOrderDialog
        orders={isKitchen ? [] : alerts.newOrders}
        requests={alerts.newRequests}
        settings={alerts.settings}
        onSettingsChange={alerts.updateSettings}
        onConfirm={handleConfirm}
        onClose={alerts.clear}
      />
    </>
  );
}
