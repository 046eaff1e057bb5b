import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { areaLabel, floorGrid, isInsideGrid, layoutSeats, moveStep, overlaps, type SeatPlacement } from '@/core/floor-map';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { AreaTabs, areasOf, FloorGrid, tileStyle } from './floor-grid';
import { usePlaceSeat } from './floor-map-api';
import { FloorSeatSettings } from './floor-seat-settings';
import type { Seat } from './seats-api';

const arrows: Record<string, [-1 | 0 | 1, -1 | 0 | 1]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type Drag = { seatId: string; pointerId: number; startX: number; startY: number; cell: number; origin: SeatPlacement; at: SeatPlacement };

const where = (p: SeatPlacement) => `横${p.x + 1}・縦${p.y + 1}`;

/**
 * 座席設定's 座席マップ: the seats on the floor grid, moved by dragging (mouse or finger) or, for a
 * focused seat, with the arrow keys; each move is saved at once. A seat chosen shows its 形 and
 * エリア below. Seats never placed stand in the free cells, marked 未配置, until moved.
 */
export function FloorEditor({ seats }: { seats: Seat[] }) {
  const place = usePlaceSeat();
  const [chosenArea, setArea] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pending, setPending] = useState<{ seatId: string; at: SeatPlacement } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef(false);
  const laid = layoutSeats(seats);
  const areas = areasOf(laid.map((s) => s.placement));
  const area = areas.includes(chosenArea) ? chosenArea : (areas[0] ?? '');
  const placementOf = (seat: (typeof laid)[number]) =>
    drag?.seatId === seat.id ? drag.at : pending?.seatId === seat.id ? pending.at : seat.placement;
  const othersOf = (seatId: string) => laid.filter((s) => s.id !== seatId).map((s) => s.placement);
  const selected = laid.find((s) => s.id === selectedId) ?? null;

  function save(seat: { id: string; name: string }, at: SeatPlacement, done?: string) {
    setPending({ seatId: seat.id, at });
    place.mutate(
      { id: seat.id, placement: at },
      {
        onSuccess: () => setAnnouncement(done ?? `${seat.name}を${where(at)}に移動しました`),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setPending(null),
      },
    );
  }

  function handleKeyDown(seat: (typeof laid)[number], event: React.KeyboardEvent) {
    const step = arrows[event.key];
    if (!step) return;
    event.preventDefault();
    const next = moveStep(placementOf(seat), step[0], step[1], othersOf(seat.id));
    if (!next) {
      setAnnouncement(`${seat.name}はこれ以上動かせません`);
      return;
    }
    save(seat, next);
  }

  function handlePointerDown(seat: (typeof laid)[number], cell: number, event: React.PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    moved.current = false;
    const origin = placementOf(seat);
    setDrag({ seatId: seat.id, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, cell, origin, at: origin });
  }

  function handlePointerMove(event: React.PointerEvent) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = Math.round((event.clientX - drag.startX) / drag.cell);
    const dy = Math.round((event.clientY - drag.startY) / drag.cell);
    const x = Math.min(Math.max(drag.origin.x + dx, 0), floorGrid.columns - drag.origin.w);
    const y = Math.min(Math.max(drag.origin.y + dy, 0), floorGrid.rows - drag.origin.h);
    if (x !== drag.at.x || y !== drag.at.y) {
      moved.current = true;
      setDrag({ ...drag, at: { ...drag.origin, x, y } });
    }
  }

  function handlePointerUp(seat: (typeof laid)[number], event: React.PointerEvent) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    const { at, origin } = drag;
    if (at.x === origin.x && at.y === origin.y) return;
    const blocker = laid.find((s) => s.id !== seat.id && overlaps(s.placement, at));
    if (blocker || !isInsideGrid(at)) {
      toast.error(`${blocker?.name ?? '別の座席'}と重なるため、そこには置けません`);
      return;
    }
    save(seat, at);
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        座席をドラッグして配置します。キーボードでは座席を選んで矢印キーで1マスずつ動かせます。動かすとすぐに保存されます。
      </p>
      <AreaTabs areas={areas} current={area} onChange={setArea} />
      <FloorGrid label={`座席マップ（${areaLabel(area)}）の編集`}>
        {(cell) =>
          laid
            .filter((seat) => placementOf(seat).area === area)
            .map((seat) => {
              const at = placementOf(seat);
              return (
                <button
                  key={seat.id}
                  type="button"
                  aria-label={`${seat.name}（${where(at)}${seat.isPlaced ? '' : '・未配置'}）`}
                  aria-pressed={selectedId === seat.id}
                  style={tileStyle(at, cell)}
                  onClick={() => !moved.current && setSelectedId(seat.id)}
                  onKeyDown={(e) => handleKeyDown(seat, e)}
                  onPointerDown={(e) => handlePointerDown(seat, cell, e)}
                  onPointerMove={handlePointerMove}
                  onPointerUp={(e) => handlePointerUp(seat, e)}
                  onPointerCancel={() => setDrag(null)}
                  className={cn(
                    'absolute flex touch-none flex-col items-start justify-center overflow-hidden rounded-lg border-2 bg-card p-1 text-left text-xs font-bold sm:p-1.5 sm:text-sm shadow-sm select-none',
                    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                    seat.isPlaced ? 'border-primary' : 'border-dashed border-muted-foreground/60',
                    selectedId === seat.id && 'ring-2 ring-primary',
                    drag?.seatId === seat.id ? 'z-10 cursor-grabbing opacity-90 shadow-lg' : 'cursor-grab',
                  )}
                >
                  <span className="truncate">{seat.name}</span>
                  {!seat.isPlaced && <span className="text-[10px] font-normal text-muted-foreground sm:text-xs">未配置</span>}
                </button>
              );
            })
        }
      </FloorGrid>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {selected && (
        <FloorSeatSettings
          key={selected.id}
          seat={selected}
          placement={placementOf(selected)}
          isPending={place.isPending}
          onSave={(at, done) => save(selected, at, done)}
        />
      )}
    </div>
  );
}
