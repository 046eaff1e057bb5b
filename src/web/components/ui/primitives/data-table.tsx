import { RotateCw } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { errorMessage } from '@/web/lib/api';
import { cn } from '@/web/lib/utils';
import { Alert } from './alert';
import { Button } from './button';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** The column's name beside each value on a phone's cards, where `header` is not plain text (a sort button). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** Applied to both the header and the cells of the column (width, alignment). */
  className?: string;
  /**
   * Priority columns: a column that matters less is shown only from this screen width up, so
   * a phone sees the row's name, amount and actions without scrolling sideways.
   */
  showFrom?: Breakpoint;
  /** The cell that names the row (e.g. the person's name): screen readers announce it with the row's buttons. */
  isRowHeader?: boolean;
  /** The column's sort state, for a sortable header (aria-sort on the header cell). */
  sort?: 'ascending' | 'descending' | 'none';
};

type DataTableProps<T> = {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  isLoading?: boolean;
  error?: unknown;
  emptyMessage: ReactNode;
  className?: string;
  /** Denser rows, for lists people scan all day. */
  isCompact?: boolean;
  /** A click anywhere on a row (not on its buttons or links); keyboard users need a button in the row too. */
  onRowClick?: (row: T) => void;
  /** Offered as 再試行 beside the error. */
  onRetry?: () => void;
};

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
// Whole class names, for Tailwind to find.
const shownFrom: Record<Breakpoint, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};
const columnClass = (column: Pick<Column<never>, 'showFrom' | 'className'>) =>
  cn(column.showFrom && shownFrom[column.showFrom], column.className);

/**
 * Below `sm` each row is a card: the cell that names the row on top, every other shown cell on a
 * line of its own after its column's name (data-label), the row's buttons wrapped at the bottom.
 * CSS only, so one markup serves both widths and a phone sees every control without scrolling
 * sideways; desktop keeps the table. A column hidden on phones (`showFrom`) stays hidden.
 */
const cards = {
  table: 'max-sm:block',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-3 max-sm:py-3',
  /** The header row: only the sort buttons stay in sight (those of hidden columns too), in a wrapped line above the cards. */
  sortableHead:
    'max-sm:block max-sm:border-b [&>tr]:max-sm:flex [&>tr]:max-sm:flex-wrap [&>tr]:max-sm:gap-x-4 [&>tr]:max-sm:px-3 [&>tr]:max-sm:py-2',
  sortHeader: 'max-sm:block max-sm:w-auto max-sm:min-w-0 max-sm:p-0 max-sm:text-left',
  plainHead: 'max-sm:sr-only',
  plainHeader: 'max-sm:sr-only',
  labelled:
    'max-sm:flex max-sm:w-auto max-sm:min-w-0 max-sm:items-baseline max-sm:justify-between max-sm:gap-3 max-sm:p-0 max-sm:text-right max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
  unlabelled: 'max-sm:block max-sm:w-auto max-sm:min-w-0 max-sm:p-0 max-sm:*:flex-wrap',
};
/** The name a cell shows before its value on a card: the row's own name and its buttons go without. */
const cardLabel = (column: Column<never>) =>
  column.isRowHeader ? undefined : (column.label ?? (typeof column.header === 'string' ? column.header : undefined));
const cardCell = (column: Column<never>) => (column.showFrom ? undefined : cardLabel(column) ? cards.labelled : cards.unlabelled);

/** Clicks on a row's own controls are theirs, not the row's. */
const isOnControl = (event: MouseEvent) => (event.target as HTMLElement).closest('button, a, input, select, textarea, label') !== null;

/** The one list table: clear headers, priority columns, cards on a phone, loading, error and empty states. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  isLoading = false,
  error,
  emptyMessage,
  className,
  isCompact = false,
  onRowClick,
  onRetry,
}: DataTableProps<T>) {
  const status = error ? 'error' : isLoading && !rows ? 'loading' : rows?.length ? 'rows' : 'empty';
  const isSortable = columns.some((column) => column.sort);
  return (
    <div className={cn('overflow-hidden rounded-xl border bg-card shadow-sm', className)}>
      <div className="relative overflow-x-auto">
        <table aria-label={label} aria-busy={isLoading || undefined} className={cn('w-full border-collapse text-sm', cards.table)}>
          <thead className={cn('bg-muted/60 text-left text-xs text-muted-foreground', isSortable ? cards.sortableHead : cards.plainHead)}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort}
                  className={cn(
                    'px-3 py-2.5 font-medium whitespace-nowrap sm:px-4',
                    isSortable && (column.sort ? cards.sortHeader : cards.plainHeader),
                    columnClass(column),
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn('divide-y', cards.body)}>
            {status === 'rows' &&
              rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={cn('transition-colors hover:bg-muted/40', cards.row, onRowClick && 'cursor-pointer')}
                  onClick={onRowClick && ((event) => isOnControl(event) || onRowClick(row))}
                >
                  {columns.map((column) => {
                    const Cell = column.isRowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        scope={column.isRowHeader ? 'row' : undefined}
                        data-label={column.showFrom ? undefined : cardLabel(column)}
                        className={cn(
                          'px-3 text-left align-middle font-normal sm:px-4',
                          isCompact ? 'py-2' : 'py-3',
                          columnClass(column),
                          cardCell(column),
                        )}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            {status !== 'rows' && (
              <tr className="max-sm:block">
                <td colSpan={columns.length} className="px-4 py-10 text-center text-muted-foreground max-sm:block">
                  {status === 'error' && (
                    <Alert className="mx-auto max-w-md text-left">
                      {onRetry && <p className="font-medium">読み込みに失敗しました</p>}
                      <p>{errorMessage(error)}</p>
                      {onRetry && (
                        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
                          <RotateCw aria-hidden />
                          再試行
                        </Button>
                      )}
                    </Alert>
                  )}
                  {status === 'loading' && '読み込み中...'}
                  {status === 'empty' && emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
