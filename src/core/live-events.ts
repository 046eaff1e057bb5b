import type { Cart } from './contracts/mobile-order';
import type { Order, SeatRequest } from './contracts/orders';
import type { DocumentKind } from './documents';
import { type AccessSubject, type AreaKey, areaByKey, hasFlag } from './permissions';
import type { OrderStatus } from './schemas/orders';

type Nothing = Record<string, never>;

/** Every live event of the company stream (`/api/events`, topics `company` and `menu`) and its payload. */
export type CompanyEvents = {
  'order.created': Order;
  /** A new status; with the lines and total where they changed too (the お通し's quantity), and the lines served one by one. */
  'order.updated': { id: string; status: OrderStatus; items?: Order['items']; totalAmount?: number; servedLines?: number[] };
  /** A ticket or receipt its printer did not take was kept, or printed since: 注文確認's alert follows. */
  'print-job.changed': { id: string };
  'seat.changed': { id?: string };
  /** 店員呼び出し or お会計をお願いします from a seat's phone: alerted like a new order. */
  'seat-request.created': SeatRequest;
  /** Marked 対応済み by a member: every staff screen drops it. */
  'seat-request.handled': { id: string };
  'menu.changed': Nothing;
  'document.changed': { kind: DocumentKind; id: string };
  'product.changed': Nothing;
  'customer.changed': Nothing;
};

/** Every live event of a seat's stream (topics `seat:{id}` and `menu`) and its payload. */
export type SeatEvents = {
  /** The cart as the change left it, so the other phones need not ask (absent: read it afresh). */
  'cart.changed': { cart?: Cart };
  'order.created': { id: string };
  'order.updated': { id: string; status: OrderStatus };
  'menu.changed': Nothing;
  'session.closed': Nothing;
  'seat.changed': { name?: string };
  'seat.revoked': Nothing;
  /** A 放題プラン started, extended or ended: the diner's page reads the seat's plans again. */
  'plan.changed': Nothing;
};

/** Events every stream starts with or is told about, whatever it listens to. */
export type StreamControlEvents = {
  ready: { lastEventId: number; isLive: boolean };
  reset: { lastEventId: number; isLive: boolean };
  'server.status': { isLive: boolean };
};

/**
 * Who may hear which live event: the same permission table as the API areas. An event
 * reaches a staff stream only if its user may open one of the areas the event belongs to
 * (orders → 注文確認, documents → the kind's area, products, customers).
 */
const documentAreas: Record<DocumentKind, AreaKey> = {
  quotation: 'quotation',
  invoice: 'sales',
  purchase_order: 'purchase',
  delivery_note: 'delivery',
  credit_note: 'creditNote',
  receipt: 'receipt',
  statement: 'statement',
};

const areasOfType: { [T in keyof CompanyEvents]: (data: CompanyEvents[T]) => readonly AreaKey[] } = {
  'order.created': () => ['orders'],
  'order.updated': () => ['orders'],
  'print-job.changed': () => ['orders'],
  'seat.changed': () => ['orders', 'seats'],
  'seat-request.created': () => ['orders'],
  'seat-request.handled': () => ['orders'],
  'menu.changed': () => ['orders', 'menu'],
  'product.changed': () => ['products'],
  'customer.changed': () => ['customers'],
  'document.changed': (data) => {
    const area = documentAreas[data.kind];
    return area ? [area] : [];
  },
};

function canOpen(subject: AccessSubject, key: AreaKey): boolean {
  const area = areaByKey(key);
  if (area.mobileOrderOnly && subject.oemType !== 'mobile-order') return false;
  return hasFlag(subject.permissions, area.flag);
}

export type LiveEventFilter = (type: string, data: Record<string, unknown>) => boolean;

/**
 * The staff events a user may receive, or null when none at all (the stream is refused).
 * Unknown event types are never delivered: a new type must be placed in the table first.
 */
export function staffEventFilter(subject: AccessSubject): LiveEventFilter | null {
  const open = new Set(
    Object.values(documentAreas)
      .concat(['orders', 'seats', 'menu', 'products', 'customers'])
      .filter((key) => canOpen(subject, key)),
  );
  if (open.size === 0) return null;
  return (type, data) => {
    if (!Object.hasOwn(areasOfType, type)) return false;
    const areasOf = areasOfType[type as keyof CompanyEvents] as (data: unknown) => readonly AreaKey[];
    return areasOf(data).some((key) => open.has(key));
  };
}

/** Whether the user may open the staff stream at all (the web opens it only then). */
export function canReceiveStaffEvents(subject: AccessSubject): boolean {
  return staffEventFilter(subject) !== null;
}
