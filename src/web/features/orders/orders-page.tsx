import { ChefHat, ClipboardPen, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { isAdminRole } from '@/core/permissions';
import { type OrderStatus, orderStatuses, orderStatusLabels } from '@/core/schemas/orders';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { errorMessage } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { useMe } from '@/web/lib/session';
import { useCompanyEvents } from '@/web/lib/use-company-events';
import { cn } from '@/web/lib/utils';
import { useAlertSettings } from './alert-settings';
import { AlertSwitches } from './alert-switches';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HiddenOrdersNotice } from './hidden-orders-notice';
import { HomeScreenGuide } from './home-screen-guide';
import { type BoardFilter, OrderBoard } from './order-board';
import { useBoardOrders, useChangeOrderStatus } from './orders-api';
import { PrintQueueAlert } from './print-queue-alert';
import { PrinterSettingsDialog } from './printer-settings-dialog';
import { usePushDevice } from './push-device';
import { SeatRequestsPanel } from './seat-requests-panel';
import { SeatsOverview } from './seats-overview';
import { StaffOrderDialog } from './staff-order-dialog';
import { useOrderPrinting } from './use-order-printing';

const filters: { value: BoardFilter; label: string }[] = [
  { value: 'all', label: 'すべて' },
  ...orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] })),
];

/**
 * 注文確認 (/order, /order?tab=orders): open orders oldest first, whatever their day (each seat's
 * newest, with a notice of any older ones left out), then today's finished ones; live, with the
 * diners' calls, 代理注文, each seat's bill and 会計済み.
 */
export function OrdersPage() {
  const { data: me } = useMe();
  const [settings, updateSettings] = useAlertSettings(me?.company?.id ?? '');
  const push = usePushDevice(me?.company?.id ?? '');
  const orders = useBoardOrders();
  const changeStatus = useChangeOrderStatus();
  // The stream itself is held by the company-scoped wrapper; this shares its connection state.
  const status = useCompanyEvents([]);
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [cancelling, setCancelling] = useState<Order | null>(null);
  // 代理注文 open, from the page's button (no seat yet) or from a seat's row.
  const [entering, setEntering] = useState<{ seatId?: string } | null>(null);
  const list = orders.data ?? [];
  const printing = useOrderPrinting(me?.company?.id ?? '');
  const [isPrinterSettingsOpen, setPrinterSettingsOpen] = useState(false);

  function handleChange(order: Order, next: OrderStatus) {
    changeStatus.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () => {
          toast.success(`${order.seatName}の注文を「${orderStatusLabels[next]}」にしました`);
          setCancelling(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          setCancelling(null);
        },
      },
    );
  }

  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        title="注文確認"
        description={
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className={cn('size-2 rounded-full', status === 'open' ? 'bg-emerald-500' : 'bg-amber-400')} />
            {status === 'open' ? '未対応の注文と本日の注文をリアルタイムで表示しています' : '接続しています…'}
          </span>
        }
        actions={<AlertSwitches settings={settings} onChange={updateSettings} push={push} />}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEntering({})}>
          <ClipboardPen aria-hidden />
          代理注文
        </Button>
        <Button variant="outline" asChild>
          <Link to="/order/kitchen">
            <ChefHat aria-hidden />
            キッチン表示
          </Link>
        </Button>
        <Button variant="outline" onClick={() => setPrinterSettingsOpen(true)}>
          <Printer aria-hidden />
          プリンター設定
        </Button>
      </div>
      <PrintQueueAlert />
      <SeatRequestsPanel />
      <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <SeatsOverview onEnterOrder={(seatId) => setEntering({ seatId })} />
        <div className="flex min-w-0 flex-col gap-4">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">状態で絞り込み</legend>
            {filters.map((f) => {
              const count = f.value === 'all' ? list.length : list.filter((o) => o.status === f.value).length;
              return (
                <button
                  key={f.value}
                  type="button"
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm transition-colors',
                    filter === f.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
                  )}
                >
                  {f.label} <span className="tabular-nums">{count}</span>
                </button>
              );
            })}
          </fieldset>
          {orders.error ? <Alert>{errorMessage(orders.error)}</Alert> : null}
          <HiddenOrdersNotice />
          {orders.isPending ? (
            <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
          ) : (
            <OrderBoard
              orders={list}
              filter={filter}
              pendingId={changeStatus.isPending ? (changeStatus.variables?.id ?? null) : null}
              onAdvance={handleChange}
              onCancel={setCancelling}
              onPrint={(order) => void printing.printTickets(order)}
            />
          )}
        </div>
      </div>
      {/* Read once when setting a device up: below the board, never pushing the orders down. */}
      <HomeScreenGuide />
      {isPrinterSettingsOpen && (
        <PrinterSettingsDialog
          companyId={me?.company?.id ?? ''}
          canEdit={isAdminRole(me?.user.role)}
          onClose={() => setPrinterSettingsOpen(false)}
        />
      )}
      {entering && <StaffOrderDialog seatId={entering.seatId} onClose={() => setEntering(null)} />}
      <CancelOrderDialog
        order={cancelling}
        isPending={changeStatus.isPending}
        onConfirm={(order) => handleChange(order, 'cancelled')}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
