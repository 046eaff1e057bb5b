import { BadgePercent, Heading, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DocumentKind } from '@/core/documents';
import { maxDocumentLines } from '@/core/schemas/documents';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { FieldError } from '@/web/components/ui/primitives/field';
import type { DraftLine, LineKind } from './editor-draft';
import type { EditorErrors } from './editor-errors';
import { EditorLineRow, type LineDrag } from './editor-line-row';
import { ProductPicker } from './editor-product-picker';
import type { EditorActions } from './use-editor-state';

type EditorLinesProps = {
  kind: DocumentKind;
  lines: DraftLine[];
  /** From documentTotals, in the order of `lines`. */
  lineAmounts: number[];
  errors: EditorErrors;
  actions: EditorActions;
};

const unitSuggestions = ['個', '式', '時間', '人日', '人月', '本', '枚', '箱', '台', '件', '月', '回', 'kg', 'セット'];
const columns = [
  { label: 'No.', className: 'w-18' },
  { label: '品名', className: 'w-auto' },
  { label: '数量', className: 'w-24' },
  { label: '単位', className: 'w-22' },
  { label: '単価', className: 'w-32' },
  { label: '税区分', className: 'w-28' },
  { label: '金額', className: 'w-32 text-right' },
];

/** 明細: the table of lines, with reordering by buttons (keyboard) or by dragging the handle. */
export function EditorLines({ kind, lines, lineAmounts, errors, actions }: EditorLinesProps) {
  const hasWithholding = kind === 'invoice';
  const [picking, setPicking] = useState<{ key: string; number: number } | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const focusNewLine = useRef(false);
  const isFull = lines.length >= maxDocumentLines;

  const drag = useMemo<LineDrag>(
    () => ({
      onStart: (index) => {
        dragFrom.current = index;
      },
      onOver: (index) => {
        if (dragFrom.current === null) return false;
        setDropTarget(index);
        return true;
      },
      onDrop: (index) => {
        const from = dragFrom.current;
        if (from === null) return false;
        dragFrom.current = null;
        setDropTarget(null);
        actions.moveLine(from, index);
        return true;
      },
      onEnd: () => {
        dragFrom.current = null;
        setDropTarget(null);
      },
    }),
    [actions],
  );
  const handlePickProduct = useCallback((key: string, number: number) => {
    setPicking({ key, number });
    setIsPickerOpen(true);
  }, []);

  // A line added from the keyboard is typed into next: focus its first field.
  const lastKey = lines.at(-1)?.key;
  useEffect(() => {
    if (!focusNewLine.current || !lastKey) return;
    focusNewLine.current = false;
    document.getElementById(`line-${lastKey}-name`)?.focus();
  }, [lastKey]);

  function handleAdd(lineKind: LineKind) {
    focusNewLine.current = true;
    actions.addLine(lineKind);
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-baseline justify-between">
        <CardTitle>明細</CardTitle>
        <span className="text-xs text-muted-foreground tabular-nums">
          {lines.length} / {maxDocumentLines}行
        </span>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/*
          Wide on purpose: on a tablet the table scrolls inside the card, never the page (relative:
          the rows' screen-reader texts are positioned inside it). On a phone each line stacks its
          fields in a small grid instead, captioned, and the header row is hidden.
        */}
        <div className="relative -mx-6 border-y max-md:mx-0 max-md:border-y-0 md:overflow-x-auto">
          <table className="w-full text-sm max-md:block md:min-w-[62rem] md:table-fixed">
            <caption className="sr-only">明細</caption>
            <thead className="bg-muted/50 text-xs text-muted-foreground max-md:hidden">
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`px-2 py-2 text-left font-medium ${column.className}`}>
                    {column.label}
                  </th>
                ))}
                {hasWithholding && (
                  <th scope="col" className="w-14 px-2 py-2 text-center font-medium">
                    源泉
                  </th>
                )}
                <th scope="col" className="w-32 px-2 py-2 text-right font-medium">
                  <span className="sr-only">操作</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {lines.map((line, index) => (
                <EditorLineRow
                  key={line.key}
                  line={line}
                  index={index}
                  amount={lineAmounts[index] ?? 0}
                  isLast={index === lines.length - 1}
                  hasWithholding={hasWithholding}
                  errors={errors}
                  isDropTarget={dropTarget === index}
                  drag={drag}
                  onChange={actions.changeLine}
                  onPickProduct={handlePickProduct}
                  onRemove={actions.removeLine}
                  onMove={actions.moveLine}
                />
              ))}
              {lines.length === 0 && (
                <tr>
                  <td
                    colSpan={columns.length + (hasWithholding ? 2 : 1)}
                    className="px-4 py-8 text-center text-muted-foreground max-md:block"
                  >
                    明細がありません。「行を追加」から追加してください。
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" disabled={isFull} onClick={() => handleAdd('item')}>
            <Plus aria-hidden />
            行を追加
          </Button>
          <Button variant="outline" disabled={isFull} onClick={() => handleAdd('heading')}>
            <Heading aria-hidden />
            見出しを追加
          </Button>
          <Button variant="outline" disabled={isFull} onClick={() => handleAdd('discount')}>
            <BadgePercent aria-hidden />
            値引きを追加
          </Button>
          {isFull && <p className="text-sm text-muted-foreground">明細は{maxDocumentLines}行までです。</p>}
        </div>
        <FieldError error={errors.lines} />
        <datalist id="editor-unit-suggestions">
          {unitSuggestions.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
      </CardContent>
      <ProductPicker kind={kind} row={picking} isOpen={isPickerOpen} onPick={actions.pickProduct} onClose={() => setIsPickerOpen(false)} />
    </Card>
  );
}
