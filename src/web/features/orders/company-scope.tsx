import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { playChime, useSoundBlocked } from '@/web/lib/alert-sound';
import { useMe } from '@/web/lib/session';
import { AlertBanners } from './alert-banners';
import { NewOrderDialog } from './new-order-dialog';
import { useOrderAlerts } from './use-order-alerts';
import { useStaffEvents } from './use-staff-events';

/**
 * The company-scoped wrapper of the specification, around every back-office page of a
 * mobile-order company: it holds the live stream and raises the new-order alert.
 */
export function CompanyScope({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const alerts = useOrderAlerts(me?.company?.id ?? '');
  const status = useStaffEvents(alerts.handleOrderCreated);
  const isSoundBlocked = useSoundBlocked(alerts.settings.isSoundOn);

  function handleConfirm() {
    alerts.clear();
    navigate('/order?tab=orders');
  }

  function handleEnableSound() {
    playChime().catch((error: unknown) => console.warn('通知音を再生できませんでした', error));
  }

  return (
    <>
      <AlertBanners status={status} isSoundBlocked={isSoundBlocked} onEnableSound={handleEnableSound} />
      {children}
      <NewOrderDialog
        orders={alerts.newOrders}
        settings={alerts.settings}
        onSettingsChange={alerts.updateSettings}
        onConfirm={handleConfirm}
        onClose={alerts.clear}
      />
    </>
  );
}
