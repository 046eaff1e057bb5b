import { isOpenOrder, type OrderStatus, orderStatusLabels } from '@/core/schemas/orders';
import type { Order } from '@/web/lib/ordering';
import { OrderCard } from './order-card';

export type BoardFilter = OrderStatus | 'all';

type OrderBoardProps = {
  /** In the board's order: open ones oldest first, then finished ones newest first. */
  orders: readonly Order[];
  filter: BoardFilter;
  pendingId: string | null;
  onAdvance: (order: Order, status: OrderStatus) => void;
  onCancel: (order: Order) => void;
  /** 伝票を印刷: the order's kitchen tickets again. */
  onPrint: (order: Order) => void;
};

const emptyText = (filter: BoardFilter) =>
  filter === 'all' ? '注文はまだありません' : `「${orderStatusLabels[filter]}」の注文はありません`;

/**
 * The cards of 注文確認. Unfiltered, what the kitchen still has to do comes first, the order
 * waiting longest at the top (on a phone too), and what is done (提供済, キャンセル) below it.
 */
export function OrderBoard({ orders, filter, pendingId, onAdvance, onCancel, onPrint }: OrderBoardProps) {
  const cards = (list: readonly Order[]) => (
    <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
      {list.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          isPending={pendingId === order.id}
          onAdvance={onAdvance}
          onCancel={onCancel}
          onPrint={onPrint}
        />
      ))}
    </div>
  );
  if (filter !== 'all') {
    const shown = orders.filter((o) => o.status === filter);
    return shown.length === 0 ? <Empty text={emptyText(filter)} /> : cards(shown);
  }
  const open = orders.filter((o) => isOpenOrder(o.status));
  const done = orders.filter((o) => !isOpenOrder(o.status));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="open-orders-title" className="flex flex-col gap-3">
        <h2 id="open-orders-title" className="font-semibold">
          対応中の注文 <span className="tabular-nums text-muted-foreground">{open.length}件</span>
        </h2>
        {open.length === 0 ? <Empty text="対応中の注文はありません" /> : cards(open)}
      </section>
      {done.length > 0 && (
        <section aria-labelledby="done-orders-title" className="flex flex-col gap-3">
          <h2 id="done-orders-title" className="font-semibold">
            本日の提供済・キャンセル <span className="tabular-nums text-muted-foreground">{done.length}件</span>
          </h2>
          {cards(done)}
        </section>
      )}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">{text}</p>;
}
