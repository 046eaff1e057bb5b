import { describe, expect, it } from 'vitest';
import { staffEventFilter } from './live-events';
import type { AccessSubject } from './permissions';

const member = (permissions: AccessSubject['permissions']): AccessSubject => ({
  role: 'user',
  isManager: false,
  permissions,
  oemType: 'mobile-order',
  showHistory: true,
});

describe('diners’ requests on the staff stream', () => {
  it('reach the members who may open 注文確認, and no one else', () => {
    const request = { id: 'r1', seatId: 's1', seatName: 'A1', kind: 'call', createdAt: 1 };
    const orders = staffEventFilter(member({ quote: true }));
    const productsOnly = staffEventFilter(member({ products: true }));
    expect(orders?.('seat-request.created', request)).toBe(true);
    expect(orders?.('seat-request.handled', { id: 'r1' })).toBe(true);
    expect(productsOnly?.('seat-request.created', request)).toBe(false);
    expect(productsOnly?.('seat-request.handled', { id: 'r1' })).toBe(false);
  });
});
