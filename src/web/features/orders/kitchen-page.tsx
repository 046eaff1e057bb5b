import { ArrowLeft, Maximize } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { kitchenStationLabels, kitchenStations, stationOfItem } from '@/core/kitchen-stations';
import { isOpenOrder, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { useCompanyEvents } from '@/web/lib/use-company-events';
import { cn } from '@/web/lib/utils';
import { useDeviceSetting } from './device-setting';
import { useNow } from './elapsed';
import { HiddenOrdersNotice } from './hidden-orders-notice';
import { KitchenCard } from './kitchen-card';
import { allDayCounts, linesForView, type StationView } from './kitchen-lines';
import { useBoardOrders, useChangeOrderStatus } from './orders-api';
import { useServeLines } from './printing-api';
import { useOrderingMenu } from './table-service-api';

const columns: { status: OrderStatus; title: string }[] = [
  { status: 'new', title: '新規' },
  { status: 'cooking', title: '調理中' },
];

const views: { value: StationView; label: string }[] = [
  { value: 'all', label: 'すべて' },
  ...kitchenStations.map((s) => ({ value: s, label: kitchenStationLabels[s] })),
];

/**
 * キッチン表示 (/order/kitchen, the flag of 注文確認): the open tickets over the whole screen of a
 * kitchen tablet, 新規 and 調理中 side by side, oldest first, in large type. Each tablet picks its
 * station (remembered on the device): a cook's screen shows only the kitchen's lines, the bar's
 * only the drinks, with the count of each item still to make. Live through the company stream.
 */
export function KitchenPage() {
  const orders = useBoardOrders();
  const menu = useOrderingMenu({ isEnabled: true });
  const changeStatus = useChangeOrderStatus();
  const serveLines = useServeLines();
  const status = useCompanyEvents([]);
  const now = useNow(10_000);
  const [view, setView] = useDeviceSetting<StationView>('kanri:kitchen-station', ['all', ...kitchenStations], 'all');
  const stationOf = stationOfItem(menu.data);
  const tickets = (orders.data ?? []).flatMap((order) => {
    if (!isOpenOrder(order.status)) return [];
    const lines = linesForView(order, view, stationOf);
    // A station's screen drops a ticket once its own lines are served, whatever the others still make.
    return view === 'all' || lines.some((l) => !l.isServed) ? [{ order, lines }] : [];
  });
  const counts = allDayCounts(
    tickets.map((t) => t.order),
    view,
    stationOf,
  );
  const isPending = (order: Order) =>
    (changeStatus.isPending && changeStatus.variables?.id === order.id) || (serveLines.isPending && serveLines.variables?.id === order.id);

  function handleAdvance(order: Order, next: OrderStatus) {
    changeStatus.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () => toast.success(`${order.seatName}の注文を「${orderStatusLabels[next]}」にしました`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function handleServe(order: Order, lines: number[]) {
    serveLines.mutate(
      { id: order.id, lines },
      {
        onSuccess: (served) =>
          toast.success(
            served.status === 'served' ? `${order.seatName}の注文をすべて提供しました` : `${order.seatName}の品目を提供済にしました`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <section aria-labelledby="kitchen-title" className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-muted">
      <header className="flex flex-wrap items-center gap-3 border-b bg-card px-4 py-3">
        <Button variant="ghost" asChild>
          <Link to="/order?tab=orders">
            <ArrowLeft aria-hidden />
            注文確認
          </Link>
        </Button>
        <h1 id="kitchen-title" className="text-xl font-bold">
          キッチン表示
        </h1>
        <fieldset className="flex flex-1 flex-wrap gap-1.5">
          <legend className="sr-only">表示する提供場所</legend>
          {views.map((v) => (
            <button
              key={v.value}
              type="button"
              aria-pressed={view === v.value}
              onClick={() => setView(v.value)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-base font-medium transition-colors',
                view === v.value ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
              )}
            >
              {v.label}
            </button>
          ))}
        </fieldset>
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <span aria-hidden className={cn('size-2.5 rounded-full', status === 'open' ? 'bg-emerald-500' : 'bg-amber-400')} />
          {status === 'open' ? 'リアルタイム' : '接続しています…'}
        </span>
        <Button variant="outline" size="icon" aria-label="全画面表示" onClick={() => void document.documentElement.requestFullscreen?.()}>
          <Maximize aria-hidden />
        </Button>
      </header>
      {orders.error && <p className="bg-destructive/10 px-4 py-2 text-destructive">{errorMessage(orders.error)}</p>}
      <section aria-labelledby="all-day-title" className="flex flex-wrap items-center gap-2 border-b bg-card/60 px-4 py-2">
        <h2 id="all-day-title" className="text-base font-semibold text-muted-foreground">
          未提供の合計
        </h2>
        {counts.length === 0 ? (
          <span className="text-base text-muted-foreground">なし</span>
        ) : (
          <ul aria-label="未提供の合計" className="flex flex-wrap gap-2">
            {counts.map((c) => (
              <li key={c.name} className="rounded-lg bg-card px-3 py-1 text-lg font-semibold shadow-sm">
                {c.name} <span className="tabular-nums">{c.quantity}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <HiddenOrdersNotice className="px-4 pt-4" />
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-4 md:grid-cols-2">
        {columns.map((column) => {
          const inColumn = tickets.filter((t) => t.order.status === column.status);
          return (
            <section key={column.status} aria-labelledby={`kitchen-${column.status}`} className="flex min-h-0 flex-col gap-3">
              <h2 id={`kitchen-${column.status}`} className="text-2xl font-bold">
                {column.title} <span className="tabular-nums">{inColumn.length}</span>
              </h2>
              {inColumn.length === 0 ? (
                <p className="rounded-2xl border-2 border-dashed p-8 text-center text-lg text-muted-foreground">
                  {orders.isPending ? '読み込み中...' : `${column.title}の注文はありません`}
                </p>
              ) : (
                <ul aria-label={`${column.title}の注文`} className="grid gap-3">
                  {inColumn.map(({ order, lines }) => (
                    <KitchenCard
                      key={order.id}
                      order={order}
                      view={view}
                      lines={lines}
                      now={now}
                      isPending={isPending(order)}
                      onAdvance={handleAdvance}
                      onServe={handleServe}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
