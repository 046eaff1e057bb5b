/**
 * 座席マップ: where each seat stands on a grid of cells (座席設定) and what its table needs now
 * (注文確認). Pure, so the server, the map and its tests read the same rules.
 */

/** The floor is a grid of this many cells; a seat covers whole cells inside it. */
export const floorGrid = { columns: 16, rows: 12 } as const;

export const seatShapes = ['table2', 'table4', 'counter'] as const;
export type SeatShape = (typeof seatShapes)[number];
export const seatShapeLabels: Record<SeatShape, string> = { table2: '2人席', table4: '4人席', counter: 'カウンター' };
/** The cells a shape takes when it is chosen; a seat without a shape is a 2 × 2 table. */
export const shapeSizes: Record<SeatShape, { w: number; h: number }> = {
  table2: { w: 2, h: 2 },
  table4: { w: 3, h: 2 },
  counter: { w: 2, h: 1 },
};
const defaultSize = shapeSizes.table2;

/** A seat's place: its top-left cell, its size in cells, its shape (null: none chosen) and its area (フロア). */
export type SeatPlacement = { x: number; y: number; w: number; h: number; shape: SeatShape | null; area: string };
type Box = Pick<SeatPlacement, 'x' | 'y' | 'w' | 'h'>;

/** The name of the area of seats saved without one. */
export const defaultAreaLabel = 'フロア';
export const areaLabel = (area: string) => area || defaultAreaLabel;

export const isInsideGrid = (p: Box) =>
  [p.x, p.y, p.w, p.h].every(Number.isInteger) &&
  p.x >= 0 &&
  p.y >= 0 &&
  p.w >= 1 &&
  p.h >= 1 &&
  p.x + p.w <= floorGrid.columns &&
  p.y + p.h <= floorGrid.rows;

/** Whether two seats of the same area share a cell. */
export const overlaps = (a: SeatPlacement, b: SeatPlacement) =>
  a.area === b.area && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const fits = (p: SeatPlacement, others: readonly SeatPlacement[]) => isInsideGrid(p) && !others.some((o) => overlaps(p, o));

/**
 * Every seat on the map: those placed where they were saved, the others (never placed) in the
 * first free cells of the default area, row by row, in the seats' order — so a store that never
 * arranged its map still sees every table. `isPlaced` tells the two apart.
 */
export function layoutSeats<T extends { placement: SeatPlacement | null }>(
  seats: readonly T[],
): (Omit<T, 'placement'> & { placement: SeatPlacement; isPlaced: boolean })[] {
  const taken = seats.flatMap((s) => (s.placement ? [s.placement] : []));
  return seats.map((seat) => {
    if (seat.placement) return { ...seat, placement: seat.placement, isPlaced: true };
    const spot = firstFreeSpot(taken);
    taken.push(spot);
    return { ...seat, placement: spot, isPlaced: false };
  });
}

function firstFreeSpot(taken: readonly SeatPlacement[]): SeatPlacement {
  for (let y = 0; y + defaultSize.h <= floorGrid.rows; y += defaultSize.h)
    for (let x = 0; x + defaultSize.w <= floorGrid.columns; x += defaultSize.w) {
      const spot = { x, y, ...defaultSize, shape: null, area: '' };
      if (fits(spot, taken)) return spot;
    }
  // A full floor: the rest pile up in a corner until staff arrange them.
  return { x: 0, y: 0, ...defaultSize, shape: null, area: '' };
}

/**
 * A seat moved by the arrow keys: one cell in the direction, or past the seats in its way to
 * the next free cells; null where the edge of the grid comes first (it stays put).
 */
export function moveStep(p: SeatPlacement, dx: -1 | 0 | 1, dy: -1 | 0 | 1, others: readonly SeatPlacement[]): SeatPlacement | null {
  for (let step = 1; ; step += 1) {
    const next = { ...p, x: p.x + dx * step, y: p.y + dy * step };
    if (!isInsideGrid(next)) return null;
    if (fits(next, others)) return next;
  }
}

/** A shape chosen for a seat: its size, kept inside the grid (moved back from the edge if need be). */
export function withShape(p: SeatPlacement, shape: SeatShape | null): SeatPlacement {
  const { w, h } = shape ? shapeSizes[shape] : { w: p.w, h: p.h };
  return { ...p, shape, w, h, x: Math.min(p.x, floorGrid.columns - w), y: Math.min(p.y, floorGrid.rows - h) };
}

/** What a table needs, the most urgent last: 空席, 着席, 注文あり, 呼び出し, お会計待ち. */
export const floorStates = ['empty', 'seated', 'ordered', 'call', 'bill'] as const;
export type FloorState = (typeof floorStates)[number];
export const floorStateLabels: Record<FloorState, string> = {
  empty: '空席',
  seated: '着席',
  ordered: '注文あり',
  call: '呼び出し',
  bill: 'お会計待ち',
};

export type FloorStateInput = {
  /** Guests at the seat: a visit open (来店), or an order or request since the last 会計済み. */
  isSeated: boolean;
  /** Orders of the current guests still 新規 or 調理中. */
  unservedCount: number;
  /** The kinds of the seat's requests not yet handled. */
  requestKinds: readonly ('call' | 'bill')[];
};

/**
 * The state a seat shows on the map: a request not handled outranks everything (お会計 over a
 * call), then orders the kitchen still owes the table, then guests simply sitting.
 */
export function floorStateOf({ isSeated, unservedCount, requestKinds }: FloorStateInput): FloorState {
  if (requestKinds.includes('bill')) return 'bill';
  if (requestKinds.includes('call')) return 'call';
  if (unservedCount > 0) return 'ordered';
  return isSeated ? 'seated' : 'empty';
}
