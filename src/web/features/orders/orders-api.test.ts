import { describe, expect, it } from 'vitest';
import type { HiddenSeatOrders, Order } from '@/core/contracts/orders';
import { mergeOlderOrders, mergeOrder, type OrderList } from './orders-api';

const order = (id: string, seatId: string, createdAt: number, status: Order['status'] = 'new'): Order => ({
  id,
  orderNo: String(createdAt),
  seatId,
  seatName: seatId,
  items: [],
  totalAmount: 0,
  note: '',
  status,
  createdAt,
});
const hiddenA: HiddenSeatOrders = { seatId: 'A', seatName: 'A', count: 3, before: 'a10' };
const board = (): OrderList => ({ items: [order('a10', 'A', 10), order('a11', 'A', 11), order('b1', 'B', 12)], hiddenOpen: [hiddenA] });

describe('the board’s cache: the notice of a seat’s older orders', () => {
  it('stays when an order arrives or changes live', () => {
    const arrived = mergeOrder(board(), order('b2', 'B', 20));
    expect(arrived?.items.map((o) => o.id)).toEqual(['a10', 'a11', 'b1', 'b2']);
    expect(arrived?.hiddenOpen).toEqual([hiddenA]);
    expect(mergeOrder(board(), { id: 'a10', status: 'served' })?.hiddenOpen).toEqual([hiddenA]);
  });

  it('shows a page of older orders in the board’s order and keeps what is still left out', () => {
    const rest: HiddenSeatOrders = { ...hiddenA, count: 1, before: 'a8' };
    const paged = mergeOlderOrders(board(), hiddenA, { items: [order('a8', 'A', 8), order('a9', 'A', 9)], hidden: rest });
    expect(paged?.items.map((o) => o.id)).toEqual(['a8', 'a9', 'a10', 'a11', 'b1']);
    expect(paged?.hiddenOpen).toEqual([rest]);
    const last = mergeOlderOrders(paged, rest, { items: [order('a7', 'A', 7), order('a8', 'A', 8)], hidden: null });
    expect(last?.items.map((o) => o.id)).toEqual(['a7', 'a8', 'a9', 'a10', 'a11', 'b1']);
    expect(last?.hiddenOpen).toEqual([]);
  });
});
