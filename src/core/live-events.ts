import type { DocumentKind } from './documents';
import { type AccessSubject, type AreaKey, areaByKey, hasFlag } from './permissions';

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
};

const areasOfType: Record<string, (data: Record<string, unknown>) => readonly AreaKey[]> = {
  'order.created': () => ['orders'],
  'order.updated': () => ['orders'],
  'seat.changed': () => ['orders', 'seats'],
  'menu.changed': () => ['orders', 'menu'],
  'product.changed': () => ['products'],
  'customer.changed': () => ['customers'],
  'document.changed': (data) => {
    const area = documentAreas[data.kind as DocumentKind];
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
    const areasOf = Object.hasOwn(areasOfType, type) ? areasOfType[type] : undefined;
    return Boolean(areasOf?.(data).some((key) => open.has(key)));
  };
}

/** Whether the user may open the staff stream at all (the web opens it only then). */
export function canReceiveStaffEvents(subject: AccessSubject): boolean {
  return staffEventFilter(subject) !== null;
}
