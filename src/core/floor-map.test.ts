import { describe, expect, it } from 'vitest';
import { floorStateOf, isInsideGrid, layoutSeats, moveStep, overlaps, type SeatPlacement, withShape } from './floor-map';

const at = (x: number, y: number, w = 2, h = 2, area = ''): SeatPlacement => ({ x, y, w, h, shape: null, area });

describe('floorStateOf', () => {
  const none = { isSeated: false, unservedCount: 0, requestKinds: [] as ('call' | 'bill')[] };
  it('an empty seat is 空席, seated guests 着席, orders still to serve 注文あり', () => {
    expect(floorStateOf(none)).toBe('empty');
    expect(floorStateOf({ ...none, isSeated: true })).toBe('seated');
    expect(floorStateOf({ ...none, isSeated: true, unservedCount: 2 })).toBe('ordered');
  });
  it('a call outranks the orders, and the bill outranks a call', () => {
    expect(floorStateOf({ isSeated: true, unservedCount: 1, requestKinds: ['call'] })).toBe('call');
    expect(floorStateOf({ isSeated: true, unservedCount: 1, requestKinds: ['call', 'bill'] })).toBe('bill');
    expect(floorStateOf({ ...none, requestKinds: ['bill'] })).toBe('bill');
  });
});

describe('the grid', () => {
  it('keeps a seat inside its 16 × 12 cells, in whole cells', () => {
    expect(isInsideGrid(at(14, 10))).toBe(true);
    expect(isInsideGrid(at(15, 0))).toBe(false);
    expect(isInsideGrid(at(0, 11))).toBe(false);
    expect(isInsideGrid(at(-1, 0))).toBe(false);
    expect(isInsideGrid(at(0.5, 0))).toBe(false);
    expect(isInsideGrid(at(0, 0, 0, 2))).toBe(false);
  });
  it('seats overlap when they share a cell of the same area only', () => {
    expect(overlaps(at(0, 0), at(1, 1))).toBe(true);
    expect(overlaps(at(0, 0), at(2, 0))).toBe(false);
    expect(overlaps(at(0, 0), at(1, 1, 2, 2, '2階'))).toBe(false);
  });
});

describe('layoutSeats', () => {
  it('keeps placed seats and puts the others in the free cells, row by row', () => {
    const laid = layoutSeats([{ placement: null }, { placement: at(0, 0) }, { placement: null }]);
    expect(laid.map((s) => [s.placement.x, s.placement.y, s.isPlaced])).toEqual([
      [2, 0, false],
      [0, 0, true],
      [4, 0, false],
    ]);
  });
  it('goes to the next row when a row is full', () => {
    const laid = layoutSeats(Array.from({ length: 9 }, () => ({ placement: null })));
    expect(laid.at(-1)?.placement).toMatchObject({ x: 0, y: 2 });
  });
});

describe('moveStep (the arrow keys)', () => {
  it('moves one cell, and stops at the edge', () => {
    expect(moveStep(at(3, 3), 1, 0, [])).toMatchObject({ x: 4, y: 3 });
    expect(moveStep(at(0, 3), -1, 0, [])).toBeNull();
    expect(moveStep(at(3, 10), 0, 1, [])).toBeNull();
  });
  it('jumps over a seat in the way to the next free cells', () => {
    expect(moveStep(at(0, 0), 1, 0, [at(2, 0)])).toMatchObject({ x: 4, y: 0 });
    expect(moveStep(at(12, 0), 1, 0, [at(14, 0)])).toBeNull();
    // A seat on another floor is no obstacle.
    expect(moveStep(at(0, 0), 1, 0, [at(2, 0, 2, 2, '2階')])).toMatchObject({ x: 1 });
  });
});

describe('withShape', () => {
  it('takes the size of the shape and stays inside the grid', () => {
    expect(withShape(at(0, 0), 'table4')).toMatchObject({ w: 3, h: 2, shape: 'table4' });
    expect(withShape(at(14, 11, 2, 1), 'table4')).toMatchObject({ x: 13, y: 10, w: 3, h: 2 });
    expect(withShape(at(3, 3, 3, 2), null)).toMatchObject({ w: 3, h: 2, shape: null });
  });
});
