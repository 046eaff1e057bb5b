import type { Order } from '@/core/api-types';
import type { SeatRequest } from '@/core/api-types-ordering';
import { formatYen } from '@/core/format';
import { lineTitle } from '@/core/item-options';
import { seatRequestDetails, seatRequestTitle } from '@/core/schemas/orders';
import type { PushMessage } from './staff-push';

/**
 * What staff devices are pushed by table-side ordering (diners' and 代理注文 alike).
 * The staff's notification of a new order: the seat, what was ordered and the total; a tap opens 注文確認. */
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

/**
 * The staff's notification of a request: 「A1：店員呼び出し」 or 「A1：お会計」, so the two are told apart
 * on a locked screen; a tap opens 注文確認.
 */
export function seatRequestPush(request: SeatRequest): PushMessage {
  return {
    title: seatRequestTitle(request.seatName, request.kind),
    body: `${request.seatName}の${seatRequestDetails[request.kind]}`,
    url: '/order?tab=orders',
    tag: `request-${request.id}`,
  };
}
