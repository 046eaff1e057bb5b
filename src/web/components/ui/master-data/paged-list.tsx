import { ArrowDown, ArrowUp, ArrowUpDown, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { hasSearch, type ListControls, type ListState, type SortOrder } from '@/web/lib/use-list-state';
import { cn } from '@/web/lib/utils';
import { Button } from '../primitives/button';
import { type Column, DataTable } from '../primitives/data-table';
import { SearchBox } from '../primitives/search-box';
import { NativeSelect, type SelectOption } from '../primitives/select';
import { Pagination } from './pagination';

/** A column that the server can sort by (`sortKey`, as the API names it). */
export type ListColumn<T> = Omit<Column<T>, 'sort'> & { sortKey?: string };
export type ListFilter = { key: string; label: string; options: readonly SelectOption[] };
export type ListPageData<T> = { items: T[]; total: number; page: number; pageSize: number; isTotalCapped?: boolean };

type PagedListProps<T> = {
  /** Names the table and prefixes the controls' ids, e.g. 商品一覧 / products. */
  label: string;
  idPrefix: string;
  list: ListControls;
  columns: readonly ListColumn<T>[];
  filters: readonly ListFilter[];
  /** Controls beyond the select filters (date or amount ranges), shown after them and cleared with them. */
  extraFilters?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  data: ListPageData<T> | undefined;
  /** Rows on screen belong to a previous query while the next one loads. */
  isStale: boolean;
  error: unknown;
  emptyMessage: ReactNode;
  filteredEmptyMessage: ReactNode;
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  onRetry: () => void;
};

/** A header that sorts by its column: ascending first, then descending; the state is read out as aria-sort. */
function sortableColumn<T>(
  { sortKey, ...column }: ListColumn<T>,
  state: ListState,
  onSort: (sort: string, order: SortOrder) => void,
): Column<T> {
  if (!sortKey) return column;
  const order = state.sort === sortKey ? state.order : null;
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  const header: ReactNode = (
    <button
      type="button"
      onClick={() => onSort(sortKey, order === 'asc' ? 'desc' : 'asc')}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      {column.header}
      <Icon aria-hidden className={cn('size-3.5', !order && 'opacity-40')} />
    </button>
  );
  const label = column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return { ...column, header, label, sort: order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none' };
}

/** The one list of master data: search, filters, sortable headers and 50-a-page paging, all in the URL. */
export function PagedList<T>(props: PagedListProps<T>) {
  const { list, data, filters, idPrefix } = props;
  const { state, update } = list;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A page past the end (rows deleted, a stale link): show the last one instead of nothing.
  useEffect(() => {
    if (data && state.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [data, state.page, lastPage, update]);

  const columns = props.columns.map((column) => sortableColumn(column, state, (sort, order) => update({ sort, order })));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchBox
          id={`${idPrefix}-search`}
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={state.q}
          onSearch={(q) => update({ q }, { replace: true })}
          className="sm:w-80"
        />
        {filters.map((filter) => (
          <NativeSelect
            key={filter.key}
            aria-label={filter.label}
            value={state.filters[filter.key] ?? ''}
            onChange={(event) => update({ filters: { [filter.key]: event.target.value } })}
            className="sm:w-40"
          >
            <option value="">{`${filter.label}: すべて`}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>{`${filter.label}: ${option.label}`}</option>
            ))}
          </NativeSelect>
        ))}
        {props.extraFilters}
        {hasSearch(state) && (
          <Button variant="ghost" size="sm" onClick={list.reset}>
            <RotateCcw aria-hidden />
            条件をクリア
          </Button>
        )}
      </div>
      <DataTable
        label={props.label}
        columns={columns}
        rows={data?.items}
        rowKey={props.rowKey}
        isLoading={props.isStale || (!data && !props.error)}
        error={props.error}
        emptyMessage={hasSearch(state) ? props.filteredEmptyMessage : props.emptyMessage}
        isCompact
        onRowClick={props.onRowClick}
        onRetry={props.onRetry}
        className={cn(props.isStale && '[&_tbody]:opacity-60')}
      />
      {data && (
        <Pagination
          page={state.page}
          pageSize={data.pageSize}
          total={data.total}
          isTotalCapped={data.isTotalCapped}
          onPageChange={(page) => update({ page })}
        />
      )}
    </div>
  );
}
