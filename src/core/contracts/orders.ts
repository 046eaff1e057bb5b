import { z } from 'zod';
import { taxCategories } from '../money';
import { orderStatuses } from '../order-rules';
import { pushEndpointInput, pushSubscriptionInput, staffOrderInput, updateOrderStatusInput } from '../schemas/orders';
import { closeSeatInput, coverQuantityInput, seatTransferInput, visitInput } from '../schemas/table-service';
import { discountKinds, guestSegments, splitKinds, takeoutTaxCategories } from '../seat-bill';
import { endpoint } from './endpoint';
import { staffMenu } from './menu';

/** 注文確認 (/api/orders, flag quote): orders, 代理注文, calls from the seats, 会計済み and its 領収書, push of new orders. */

/** `price` is the unit price with the chosen options' differences. */
export const orderLine = z.object({
  itemId: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  options: z.array(z.object({ group: z.string(), name: z.string(), priceDelta: z.number() })).optional(),
  /** The rate of a line taken out (お持ち帰り); absent: eaten in, 10%. */
  taxCategory: z.enum(takeoutTaxCategories).optional(),
});
export type OrderLine = z.output<typeof orderLine>;

/** An order as every answer and the live `order.created` event carry it; `createdAt` in ms. */
export const order = z.object({
  id: z.string(),
  orderNo: z.string(),
  /** null: its seat was deleted since. */
  seatId: z.string().nullable(),
  seatName: z.string(),
  items: z.array(orderLine),
  totalAmount: z.number(),
  note: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.number(),
  /** The lines marked 提供済 at their station (places in `items`); a 提供済 order's every line is. */
  servedLines: z.array(z.number()).optional(),
  /** お持ち帰り. */
  isTakeout: z.boolean().optional(),
});
export type Order = z.output<typeof order>;

/**
 * A seat's open orders 注文確認 leaves out, older than the ones it shows: how many, and the order
 * (`before`, the oldest shown) from which /api/orders/older pages them. `seatId` null: deleted seats.
 */
export const hiddenSeatOrders = z.object({ seatId: z.string().nullable(), seatName: z.string(), count: z.number(), before: z.string() });
export type HiddenSeatOrders = z.output<typeof hiddenSeatOrders>;

/** 注文確認: each seat's newest open orders, then today's finished ones; what each seat has more. */
export const boardOrders = z.object({ items: z.array(order), hiddenOpen: z.array(hiddenSeatOrders) });
export type BoardOrders = z.output<typeof boardOrders>;

/** A page of one seat's older open orders, and what is still left out after them. */
const olderOrders = z.object({ items: z.array(order), hidden: hiddenSeatOrders.nullable() });
export type OlderOrders = z.output<typeof olderOrders>;

const olderOrdersQuery = z.object({
  before: z
    .string({ error: '表示中の注文を指定してください' })
    .min(1, '表示中の注文を指定してください')
    .max(100, '注文の指定が正しくありません'),
});

/** A diner's 店員呼び出し or お会計をお願いします as 注文確認 lists it until a member marks it 対応済み. */
export const seatRequest = z.object({
  id: z.string(),
  seatId: z.string().nullable(),
  seatName: z.string(),
  kind: z.enum(['call', 'bill']),
  createdAt: z.number(),
});
export type SeatRequest = z.output<typeof seatRequest>;
export type SeatRequestKind = SeatRequest['kind'];

/** The guests at a seat since 来店: adults and children null when a diner's order opened the seat. */
export const seatVisit = z.object({
  id: z.string(),
  adults: z.number().nullable(),
  children: z.number().nullable(),
  segment: z.enum(guestSegments).nullable(),
  openedAt: z.number(),
});
export type SeatVisit = z.output<typeof seatVisit>;

/**
 * A seat's bill so far: its current guests' orders (cancelled ones left out), how many are not
 * served yet, its visit (null: nobody seated by 来店 or order) and when the guests began (来店, or
 * their first order or request since the last 会計済み; null: none yet).
 */
export const seatBill = z.object({
  seatId: z.string(),
  seatName: z.string(),
  orderCount: z.number(),
  unservedCount: z.number(),
  total: z.number(),
  openedAt: z.number().nullable(),
  visit: seatVisit.nullable(),
});
export type SeatBill = z.output<typeof seatBill>;

/**
 * The pay screen's bill: the current guests' orders (cancelled ones left out), the お通し added at
 * 来店 (null: none), and the company's rounding of percentages and tax.
 */
export const seatBillDetail = z.object({
  seatId: z.string(),
  seatName: z.string(),
  visit: seatVisit.nullable(),
  orders: z.array(order),
  cover: z.object({ orderId: z.string(), name: z.string(), price: z.number(), quantity: z.number() }).nullable(),
  roundingMode: z.enum(['floor', 'ceil', 'round']),
  /** 分割会計 under way: how it is split, the parts paid (with their 領収書) and the lines they paid (by items). */
  split: z
    .object({
      kind: z.enum(splitKinds),
      /** 割り勘: the number of parts. */
      count: z.number().nullable(),
      /** 割り勘: the whole bill's 割引・サービス料, taken at the first part. */
      discount: z.object({ kind: z.enum(discountKinds), value: z.number(), reason: z.string() }).nullable(),
      serviceChargePercent: z.number(),
      paid: z.array(z.object({ index: z.number(), total: z.number(), receiptId: z.string().nullable() })),
      paidLines: z.array(
        z.object({ name: z.string(), price: z.number(), quantity: z.number(), amount: z.number(), taxCategory: z.enum(taxCategories) }),
      ),
    })
    .nullable(),
});
export type SeatBillDetail = z.output<typeof seatBillDetail>;

/** 会計済み, with the payment stored (null: closed without one) and the 領収書 issued at it (null: none asked for). */
const closedSeat = z.object({
  ok: z.literal(true),
  payment: z.object({ id: z.string(), total: z.number(), change: z.number() }).nullable(),
  receipt: z.object({ id: z.string(), number: z.string(), total: z.number() }).nullable(),
  /** false: a part of 分割会計 was paid and the guests still have parts to pay. */
  isSeatClosed: z.boolean(),
});
export type ClosedSeat = z.output<typeof closedSeat>;

/** テーブル移動 / 連結: the seat the guests' bill is at now. */
const seatTransferred = z.object({ ok: z.literal(true), seatId: z.string(), seatName: z.string() });

/** What issuing a seat's 領収書 and rendering its PDF may refuse. */
const receiptErrors = ['NUMBER_TAKEN', 'ISSUE_CHANGED', 'TOO_MANY_LINES', 'PDF_BUSY', 'PDF_TIMEOUT'] as const;

export const ordersEndpoints = {
  board: endpoint({
    method: 'GET',
    path: '/api/orders',
    summary: '注文確認の注文一覧',
    response: boardOrders,
    errors: [],
  }),
  older: endpoint({
    method: 'GET',
    path: '/api/orders/older',
    summary: '座席の古い未完了の注文',
    query: olderOrdersQuery,
    response: olderOrders,
    errors: ['NOT_FOUND'],
  }),
  /** 201 for a new order; the same request key again answers the order it placed, with 200 (see the route). */
  place: endpoint({
    method: 'POST',
    path: '/api/orders',
    summary: '代理注文する（同じ requestKey の再送は 200 で同じ注文）',
    body: staffOrderInput,
    status: 201,
    response: order,
    errors: [
      'NOT_FOUND',
      'ORDERING_CLOSED',
      'SEAT_NOT_OPEN',
      'ITEM_NOT_FOUND',
      'INVALID_OPTIONS',
      'SOLD_OUT',
      'EMPTY_CART',
      'TAKEOUT_DISABLED',
    ],
  }),
  menu: endpoint({
    method: 'GET',
    path: '/api/orders/menu',
    summary: '代理注文のメニュー',
    response: staffMenu,
    errors: [],
  }),
  seatBills: endpoint({
    method: 'GET',
    path: '/api/orders/seat-bills',
    summary: '座席ごとのお会計',
    response: z.object({ items: z.array(seatBill) }),
    errors: [],
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/orders/requests',
    summary: '未対応の呼び出し',
    response: z.object({ items: z.array(seatRequest) }),
    errors: [],
  }),
  handleRequest: endpoint({
    method: 'POST',
    path: '/api/orders/requests/:id/handle',
    summary: '呼び出しを対応済みにする',
    response: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND', 'REQUEST_HANDLED'],
  }),
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/api/orders/:id',
    summary: '注文の状態を変更する',
    body: updateOrderStatusInput,
    response: order,
    errors: ['NOT_FOUND', 'STATUS_CHANGE'],
  }),
  seatBill: endpoint({
    method: 'GET',
    path: '/api/orders/seats/:seatId/bill',
    summary: '座席のお会計の明細',
    response: seatBillDetail,
    errors: ['NOT_FOUND'],
  }),
  openVisit: endpoint({
    method: 'POST',
    path: '/api/orders/seats/:seatId/visit',
    summary: '来店登録（人数・客層、お通しの追加）',
    body: visitInput,
    status: 201,
    response: seatBillDetail,
    errors: ['NOT_FOUND', 'VISIT_OPEN'],
  }),
  updateVisit: endpoint({
    method: 'PUT',
    path: '/api/orders/seats/:seatId/visit',
    summary: '来店中のお客様の人数・客層を変更する',
    body: visitInput,
    response: seatBillDetail,
    errors: ['NOT_FOUND', 'NO_VISIT'],
  }),
  updateCover: endpoint({
    method: 'PUT',
    path: '/api/orders/seats/:seatId/visit/cover',
    summary: 'お通しの数量を変更する（0で取り消し）',
    body: coverQuantityInput,
    response: seatBillDetail,
    errors: ['NOT_FOUND', 'NO_VISIT', 'STATUS_CHANGE'],
  }),
  closeSeat: endpoint({
    method: 'POST',
    path: '/api/orders/seats/:seatId/close',
    summary: '座席を会計済みにする（支払い・割引・サービス料、未提供の注文、領収書の発行も）',
    body: closeSeatInput,
    bodyKind: 'optional',
    response: closedSeat,
    errors: ['NOT_FOUND', 'NOTHING_ORDERED', 'UNSERVED_ORDERS', 'BILL_CHANGED', 'PAYMENT_MISMATCH', ...receiptErrors],
  }),
  moveSeat: endpoint({
    method: 'POST',
    path: '/api/orders/seats/:seatId/move',
    summary: 'テーブル移動（お客様・注文・カートを空いている座席へ）',
    body: seatTransferInput,
    response: seatTransferred,
    errors: ['NOT_FOUND', 'SAME_SEAT', 'NOTHING_TO_MOVE', 'SEAT_OCCUPIED', 'PAYMENT_MISMATCH'],
  }),
  mergeSeat: endpoint({
    method: 'POST',
    path: '/api/orders/seats/:seatId/merge',
    summary: 'テーブル連結（この座席のお会計を別の座席のお会計にまとめ、この座席を空ける）',
    body: seatTransferInput,
    response: seatTransferred,
    errors: ['NOT_FOUND', 'SAME_SEAT', 'NOTHING_TO_MOVE', 'NO_VISIT', 'PAYMENT_MISMATCH'],
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/orders/receipts/:id/pdf',
    summary: '会計済みで発行した領収書のPDF',
    response: { file: 'application/pdf' },
    errors: ['NOT_FOUND', 'TOO_MANY_LINES', 'PDF_BUSY', 'PDF_TIMEOUT'],
  }),
  pushKey: endpoint({
    method: 'GET',
    path: '/api/orders/push/key',
    summary: 'プッシュ通知の公開鍵',
    response: z.object({ publicKey: z.string() }),
    errors: [],
  }),
  subscribePush: endpoint({
    method: 'PUT',
    path: '/api/orders/push/subscription',
    summary: 'この端末のプッシュ通知を登録する',
    body: pushSubscriptionInput,
    response: z.object({ isSubscribed: z.literal(true) }),
    errors: ['UNSUPPORTED_PUSH_SERVICE', 'PUSH_DEVICE_TAKEN'],
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/orders/push/subscription',
    summary: 'この端末のプッシュ通知を解除する',
    body: pushEndpointInput,
    response: z.object({ isSubscribed: z.literal(false) }),
    errors: [],
  }),
};

/** The staff screens' live stream (new orders, seats, menu, documents, products, customers), each event by permission. */
export const staffEventsEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: '担当者画面のリアルタイム更新（Server-Sent Events）',
    response: { file: 'text/event-stream' },
    errors: [],
  }),
};
