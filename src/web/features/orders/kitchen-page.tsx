import { ArrowLeft, Maximize } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import type { Order } from '@/web/lib/ordering';
import { useCompanyEvents } from '@/web/lib/use-company-events';
import { cn } from '@/web/lib/utils';
import { useNow } from './elapsed';
import { HiddenOrdersNotice } from './hidden-orders-notice';
import { KitchenCard } from './kitchen-card';
import { useBoardOrders, useChangeOrderStatus } from './orders-api';

const columns: { status: OrderStatus; title: string }[] = [
  { status: 'new', title: '新規' },
  { status: 'cooking', title: '調理中' },
];

/**
 * キッチン表示 (/order/kitchen, the flag of 注文確認): the open orders over the whole screen of a
 * kitchen tablet, 新規 and 調理中 side by side, oldest first, in large type; one tap moves an
 * order on. Live through the company stream like 注文確認.
 */
export function KitchenPage() {
  const orders = useBoardOrders();
  const changeStatus = useChangeOrderStatus();
  const status = useCompanyEvents([]);
  const now = useNow(10_000);
  const list = orders.data ?? [];

  function handleAdvance(order: Order, next: OrderStatus) {
    changeStatus.mutate(
      { id: order.id, status: next },
      {
        onSuccess: () => toast.success(`${order.seatName}の注文を「${orderStatusLabels[next]}」にしました`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <section aria-labelledby="kitchen-title" className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-muted">
      <header className="flex items-center gap-3 border-b bg-card px-4 py-3">
        <Button variant="ghost" asChild>
          <Link to="/order?tab=orders">
            <ArrowLeft aria-hidden />
            注文確認
          </Link>
        </Button>
        <h1 id="kitchen-title" className="flex-1 text-xl font-bold">
          キッチン表示
        </h1>
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <span aria-hidden className={cn('size-2.5 rounded-full', status === 'open' ? 'bg-emerald-500' : 'bg-amber-400')} />
          {status === 'open' ? 'リアルタイム' : '接続しています…'}
        </span>
        <Button variant="outline" size="icon" aria-label="全画面表示" onClick={() => void document.documentElement.requestFullscreen?.()}>
          <Maximize aria-hidden />
        </Button>
      </header>
      {orders.error && <p className="bg-destructive/10 px-4 py-2 text-destructive">{errorMessage(orders.error)}</p>}
      <HiddenOrdersNotice className="px-4 pt-4" />
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto p-4 md:grid-cols-2">
        {columns.map((column) => {
          const inColumn = list.filter((o) => o.status === column.status);
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
                  {inColumn.map((order) => (
                    <KitchenCard
                      key={order.id}
                      order={order}
                      now={now}
                      isPending={changeStatus.isPending && changeStatus.variables?.id === order.id}
                      onAdvance={handleAdvance}
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
