import { GripVertical, Trash2 } from 'lucide-react';
import { type DragEvent, memo } from 'react';
import { Button } from '@/web/components/ui/primitives/button';
import { MoveButtons } from '@/web/components/ui/primitives/move-buttons';
import { cn } from '@/web/lib/utils';
import type { DraftLine } from './editor-draft';
import { type EditorErrors, lineErrorKey } from './editor-errors';
import { LineCell, LineInput } from './editor-line-cell';
import { LineItemCells } from './editor-line-item-cells';

/** Row drag and drop; the handlers never change identity (see EditorLines). */
export type LineDrag = {
  onStart: (index: number) => void;
  /** Both answer whether a row is being dragged; other drags (text, files) keep the browser's behaviour. */
  onOver: (index: number) => boolean;
  onDrop: (index: number) => boolean;
  onEnd: () => void;
};

type LineRowProps = {
  line: DraftLine;
  index: number;
  amount: number;
  isLast: boolean;
  hasWithholding: boolean;
  errors: EditorErrors;
  isDropTarget: boolean;
  drag: LineDrag;
  onChange: (key: string, patch: Partial<Omit<DraftLine, 'key'>>) => void;
  onPickProduct: (key: string, number: number) => void;
  onRemove: (key: string) => void;
  onMove: (from: number, to: number) => void;
};

/** One line of the table; memoised, so typing in one row of a thousand re-renders only that row. */
export const EditorLineRow = memo(function EditorLineRow(props: LineRowProps) {
  const { line, index, amount, isLast, hasWithholding, errors, isDropTarget, drag, onChange, onPickProduct, onRemove, onMove } = props;
  const n = index + 1;
  const id = (field: string) => `line-${line.key}-${field}`;
  const error = (field: string) => errors[lineErrorKey(line.key, field)];
  const change = (patch: Partial<Omit<DraftLine, 'key'>>) => onChange(line.key, patch);

  function handleDragStart(event: DragEvent<HTMLSpanElement>) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
    const row = event.currentTarget.closest('tr');
    if (row) event.dataTransfer.setDragImage(row, 16, 16);
    drag.onStart(index);
  }

  function handleDragOver(event: DragEvent<HTMLTableRowElement>) {
    if (drag.onOver(index)) event.preventDefault();
  }

  function handleDrop(event: DragEvent<HTMLTableRowElement>) {
    if (drag.onDrop(index)) event.preventDefault();
  }

  const isHeading = line.kind === 'heading';
  return (
    <tr
      className={cn(
        'border-b align-top last:border-b-0 max-md:grid max-md:grid-cols-6 max-md:gap-x-2 max-md:gap-y-2 max-md:py-3',
        isHeading && 'bg-muted/40',
        isDropTarget && 'bg-accent',
      )}
      onDragOver={handleDragOver}
      onDrop={handleDrop}
    >
      <td className="py-2 pr-1 pl-2 max-md:col-span-3 max-md:p-0">
        <div className="flex h-9 items-center gap-1">
          <span
            draggable
            aria-hidden
            title="ドラッグで並べ替え"
            className="cursor-grab text-muted-foreground active:cursor-grabbing"
            onDragStart={handleDragStart}
            onDragEnd={drag.onEnd}
          >
            <GripVertical className="size-4" />
          </span>
          <span className="min-w-6 text-right text-xs text-muted-foreground tabular-nums">{n}</span>
        </div>
      </td>
      {isHeading ? (
        <LineCell colSpan={hasWithholding ? 7 : 6} className="max-md:col-span-6" errorId={id('name-error')} error={error('name')}>
          <LineInput
            id={id('name')}
            label={`${n}行目の品名（見出し）`}
            value={line.name}
            placeholder="見出し（例: 第1期 開発費）"
            error={error('name')}
            className="font-semibold"
            onChange={(event) => change({ name: event.target.value })}
          />
        </LineCell>
      ) : (
        <LineItemCells
          line={line}
          n={n}
          amount={amount}
          hasWithholding={hasWithholding}
          errors={errors}
          onChange={onChange}
          onPickProduct={onPickProduct}
        />
      )}
      {/* On a phone the line's actions sit on its first row, beside its number. */}
      <td className="py-2 pr-2 pl-1 max-md:col-span-3 max-md:col-start-4 max-md:row-start-1 max-md:p-0">
        <div className="flex justify-end gap-1">
          <MoveButtons label={`${n}行目`} isFirst={index === 0} isLast={isLast} onMove={(direction) => onMove(index, index + direction)} />
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            onClick={() => onRemove(line.key)}
          >
            <Trash2 aria-hidden />
            <span className="sr-only">{`${n}行目を削除`}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
});
