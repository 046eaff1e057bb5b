import { describe, expect, it } from 'vitest';
import { compareForBoard, type OrderStatus } from './order-rules';

const order = (name: string, status: OrderStatus, createdAt: number) => ({ name, status, createdAt });

describe('compareForBoard (注文確認)', () => {
  it('puts open orders first, oldest first, then finished ones newest first', () => {
    const orders = [
      order('served early', 'served', 1),
      order('new late', 'new', 50),
      order('cancelled late', 'cancelled', 40),
      order('cooking early', 'cooking', 10),
      order('new early', 'new', 20),
      order('served late', 'served', 30),
    ];
    expect(orders.sort(compareForBoard).map((o) => o.name)).toEqual([
      'cooking early',
      'new early',
      'new late',
      'cancelled late',
      'served late',
      'served early',
    ]);
  });
});
