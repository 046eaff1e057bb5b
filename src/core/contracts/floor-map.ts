import { z } from 'zod';
import { floorStates } from '../floor-map';
import { seatPlacementInput } from '../schemas/floor-map';
import { endpoint } from './endpoint';
import { seat } from './seats';

/** 座席マップ: a seat's cells on the floor grid, its shape (null: none chosen) and its area ('' : the one floor). */
export const seatPlacement = seat.shape.placement.unwrap();

/**
 * 注文確認's map: the grid and every seat on it (`isPlaced` false: laid out by itself, never placed
 * in 座席設定) with its state, guests (null: not counted), since when they sit and their total.
 */
export const floorMap = z.object({
  columns: z.number(),
  rows: z.number(),
  seats: z.array(
    z.object({
      seatId: z.string(),
      seatName: z.string(),
      placement: seatPlacement,
      isPlaced: z.boolean(),
      state: z.enum(floorStates),
      guests: z.number().nullable(),
      openedAt: z.number().nullable(),
      total: z.number(),
      orderCount: z.number(),
    }),
  ),
});
export type FloorMap = z.output<typeof floorMap>;
export type FloorSeat = FloorMap['seats'][number];

/** 座席設定 (flag invoice) places a seat; 注文確認 (flag quote) reads the live map. */
export const floorMapEndpoints = {
  place: endpoint({
    method: 'PUT',
    path: '/api/seats/:id/placement',
    summary: '座席をマップに配置する',
    body: seatPlacementInput,
    response: z.object({ items: z.array(seat) }),
    errors: ['NOT_FOUND', 'SEAT_OVERLAP'],
  }),
  map: endpoint({
    method: 'GET',
    path: '/api/orders/floor-map',
    summary: '座席マップ（座席ごとの状態）',
    response: floorMap,
    errors: [],
  }),
};
