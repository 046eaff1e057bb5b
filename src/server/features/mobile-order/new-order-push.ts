import type { Order } from '@/core/api-types';
import { formatYen } from '@/core/format';
import { lineTitle } from '@/core/item-options';
import type { PushMessage } from '../../push/staff-push';

/** The staff's notification of a new order: the seat, what was ordered and the total; a tap opens 注文確認. */
export function newOrderPush(order: Order): PushMessage {
  const lines = order.items.map((line) => `${lineTitle(line)} ×${line.quantity}`);
  const shown = lines.length > 4 ? [...lines.slice(0, 4), `ほか${lines.length - 4}品`] : lines;
  return {
    title: `新しい注文（${order.seatName}）`,
    body: `${shown.join('、')}　合計 ${formatYen(order.totalAmount)}`,
    url: '/order?tab=orders',
    tag: `order-${order.id}`,
  };
}
