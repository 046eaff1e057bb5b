import { useState } from 'react';
import { areaLabel, floorStateLabels, floorStates } from '@/core/floor-map';
import { formatYen } from '@/core/format';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { formatElapsed, useNow } from './elapsed';
import { AreaTabs, areasOf, extentOf, FloorGrid, tileStyle } from './floor-grid';
import { type FloorSeat, useFloorMap } from './floor-map-api';
import { floorStateBadges, floorStateStyles } from './floor-states';
import { SeatPanel } from './seat-panel';

/**
 * 注文確認's 座席マップ: the tables where they stand, each with its state (空席 / 着席 / 注文あり /
 * 呼び出し / お会計待ち, in words and colour), guests, time since 来店 and running total; live
 * through the staff stream. A tap opens the seat: 来店登録, 代理注文, 会計.
 */
export function FloorMapView({ onEnterOrder }: { onEnterOrder: (seatId: string) => void }) {
  const map = useFloorMap();
  const now = useNow();
  const [chosenArea, setArea] = useState('');
  const [openSeatId, setOpenSeatId] = useState<string | null>(null);
  const seats = map.data?.seats ?? [];
  const areas = areasOf(seats.map((s) => s.placement));
  const area = areas.includes(chosenArea) ? chosenArea : (areas[0] ?? '');
  const shown = seats.filter((s) => s.placement.area === area);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AreaTabs areas={areas} current={area} onChange={setArea} />
        <ul aria-label="座席の状態" className="flex flex-wrap gap-1.5 text-xs">
          {floorStates.map((state) => (
            <li key={state} className={cn('rounded-full px-2 py-0.5', floorStateBadges[state])}>
              {floorStateLabels[state]}
            </li>
          ))}
        </ul>
      </div>
      {map.error ? <p className="text-sm text-destructive">{errorMessage(map.error)}</p> : null}
      {map.isPending ? (
        <p className="py-4 text-center text-sm text-muted-foreground">読み込み中...</p>
      ) : seats.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">座席がありません</p>
      ) : (
        <FloorGrid label={`座席マップ（${areaLabel(area)}）`} {...extentOf(seats.map((s) => s.placement))}>
          {(cell) =>
            shown.map((seat) => <SeatTile key={seat.seatId} seat={seat} cell={cell} now={now} onOpen={() => setOpenSeatId(seat.seatId)} />)
          }
        </FloorGrid>
      )}
      {openSeatId && <SeatPanel seatId={openSeatId} onEnterOrder={onEnterOrder} onClose={() => setOpenSeatId(null)} />}
    </div>
  );
}

function SeatTile({ seat, cell, now, onOpen }: { seat: FloorSeat; cell: number; now: number; onOpen: () => void }) {
  const state = floorStateLabels[seat.state];
  const stay = [seat.guests !== null && `${seat.guests}名`, seat.openedAt !== null && formatElapsed(seat.openedAt, now)].filter(Boolean);
  const total = seat.orderCount > 0 ? formatYen(seat.total) : null;
  const details = [...stay, total].filter(Boolean);
  // The details where the tile has room for them under the name and the state.
  const hasRoom = seat.placement.h * cell >= 72;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={[seat.seatName, state, ...details].join(' ')}
      style={tileStyle(seat.placement, cell)}
      className={cn(
        'absolute flex flex-col items-start gap-px overflow-hidden rounded-lg border-2 p-1 text-left sm:p-1.5 shadow-sm transition',
        'outline-none hover:brightness-95 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
        floorStateStyles[seat.state],
      )}
    >
      <span className="flex w-full flex-wrap items-center gap-x-1">
        <span className="truncate text-xs font-bold sm:text-sm">{seat.seatName}</span>
        <span className={cn('shrink-0 rounded-full px-1 text-[10px] leading-4 sm:text-[11px]', floorStateBadges[seat.state])}>{state}</span>
      </span>
      {hasRoom && stay.length > 0 && <span className="w-full truncate text-xs tabular-nums">{stay.join(' ・ ')}</span>}
      {hasRoom && total && <span className="w-full truncate text-xs font-semibold tabular-nums">{total}</span>}
    </button>
  );
}
