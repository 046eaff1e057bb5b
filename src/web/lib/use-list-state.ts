import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** What a server-paged list shows: search text, page, sort and the screen's own filters. */
export type ListState = { q: string; page: number; sort: string; order: SortOrder; filters: Record<string, string> };
export type ListChange = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string> };

export function readListState(
  params: URLSearchParams,
  filterKeys: readonly string[],
  defaultSort: string,
  defaultOrder: SortOrder = 'asc',
): ListState {
  const page = Number(params.get('page'));
  const order = params.get('order');
  return {
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: params.get('sort') || defaultSort,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder,
    filters: Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])),
  };
}

/** Only what differs from the defaults, so a plain /products stays plain and a shared link stays short. */
export function listStateParams(state: ListState, defaultSort: string, defaultOrder: SortOrder = 'asc'): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.order !== defaultOrder) params.set('order', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query of the list API: search and filters, with paging and sort unless `isAll` (CSV export). */
export function listApiQuery(state: ListState, { isAll = false } = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) query.set(key, value);
  if (!isAll) {
    query.set('page', String(state.page));
    query.set('sort', state.sort);
    query.set('order', state.order);
  }
  return query;
}

export const hasSearch = (state: ListState) => state.q !== '' || Object.values(state.filters).some(Boolean);

/**
 * The list's state, kept in the URL query so a reload or a shared link shows the same list.
 * Any change but a page change goes back to page 1; typing replaces the history entry, the rest push one.
 * Lists whose natural order is newest first (帳票) pass `defaultOrder` 'desc'.
 */
export function useListState(filterKeys: readonly string[], defaultSort: string, defaultOrder: SortOrder = 'asc') {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, filterKeys, defaultSort, defaultOrder);

  function update(change: ListChange, { replace = false } = {}) {
    const next = { ...state, ...change, filters: { ...state.filters, ...change.filters }, page: change.page ?? 1 };
    setParams(listStateParams(next, defaultSort, defaultOrder), { replace });
  }

  function reset() {
    setParams(new URLSearchParams(), { replace: true });
  }

  return { state, update, reset };
}

export type ListControls = ReturnType<typeof useListState>;
