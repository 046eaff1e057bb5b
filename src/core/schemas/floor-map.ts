import { z } from 'zod';
import { floorGrid, isInsideGrid, seatShapes } from '../floor-map';
import { optionalText, strictKeys } from './common';

const cell = (label: string, max: number) =>
  z
    .number({ error: `${label}は数字で入力してください` })
    .int(`${label}は整数で入力してください`)
    .min(0, `${label}は0以上で入力してください`)
    .max(max, `${label}は${max}以下で入力してください`);

/**
 * 座席マップ: a seat's place in cells (the top-left cell, width and height), its shape and its
 * area; the whole seat must lie inside the grid.
 */
export const seatPlacementInput = z
  .strictObject(
    {
      x: cell('横の位置', floorGrid.columns - 1),
      y: cell('縦の位置', floorGrid.rows - 1),
      w: cell('幅', floorGrid.columns).min(1, '幅は1以上で入力してください'),
      h: cell('奥行き', floorGrid.rows).min(1, '奥行きは1以上で入力してください'),
      shape: z.enum(seatShapes, { error: '形は2人席・4人席・カウンターから選んでください' }).nullable().default(null),
      area: optionalText('エリア名', 20),
    },
    strictKeys,
  )
  .refine(isInsideGrid, { path: ['x'], message: `座席はマップ（横${floorGrid.columns}・縦${floorGrid.rows}マス）の中に置いてください` });
export type SeatPlacementInput = z.infer<typeof seatPlacementInput>;
