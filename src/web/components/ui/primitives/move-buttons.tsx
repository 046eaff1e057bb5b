import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from './button';

type MoveButtonsProps = {
  /** Names the row for screen readers: 「テーブル1を上へ移動」. */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  isDisabled?: boolean;
  onMove: (direction: -1 | 1) => void;
};

/** Up and down buttons that change a row's display order (seats, categories, menu items). */
export function MoveButtons({ label, isFirst, isLast, isDisabled = false, onMove }: MoveButtonsProps) {
  return (
    <div className="flex gap-1">
      <Button variant="outline" size="icon" className="size-8" disabled={isDisabled || isFirst} onClick={() => onMove(-1)}>
        <ChevronUp aria-hidden />
        <span className="sr-only">{label}を上へ移動</span>
      </Button>
      <Button variant="outline" size="icon" className="size-8" disabled={isDisabled || isLast} onClick={() => onMove(1)}>
        <ChevronDown aria-hidden />
        <span className="sr-only">{label}を下へ移動</span>
      </Button>
    </div>
  );
}

/**
 * The ids in their new order after moving `id` one step, past the neighbour that `isSibling`
 * accepts (e.g. the previous item of the same category); unchanged when there is none.
 */
export function movedIds<T extends { id: string }>(rows: readonly T[], id: string, direction: -1 | 1, isSibling = (_a: T, _b: T) => true) {
  const ids = rows.map((r) => r.id);
  const from = ids.indexOf(id);
  const row = rows[from];
  if (!row) return ids;
  let to = from + direction;
  while (to >= 0 && to < rows.length && !isSibling(row, rows[to] as T)) to += direction;
  if (to < 0 || to >= rows.length) return ids;
  ids[from] = ids[to] as string;
  ids[to] = id;
  return ids;
}
