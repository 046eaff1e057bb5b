import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryResponse, OperationLogEntry, OperationTypeOption } from '@/core/api-types-admin';
import { api } from '@/web/lib/api';

/** The filters of the screen, as kept in the URL. Without type or dates the screen shows the last N entries. */
export type HistoryFilters = { type: string; from: string; to: string; limit: number };

export const limitChoices = [100, 1000] as const;
export const defaultLimit = limitChoices[0];

export function readFilters(params: URLSearchParams): HistoryFilters {
  const limit = Number(params.get('limit'));
  return {
    type: params.get('type') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    limit: (limitChoices as readonly number[]).includes(limit) ? limit : defaultLimit,
  };
}

/** The URL query of the screen: only what differs from the defaults, so a plain /history stays plain. */
export function filtersToParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['type', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.limit !== defaultLimit) params.set('limit', String(filters.limit));
  return params;
}

export function hasSearch(filters: HistoryFilters): boolean {
  return Boolean(filters.type || filters.from || filters.to);
}

/** The query string of the API: the last-N view, or a search by type and dates limited to `limit`. */
export function historyApiQuery(filters: HistoryFilters): string {
  const query = new URLSearchParams();
  if (!hasSearch(filters)) {
    query.set('last', String(filters.limit));
    return query.toString();
  }
  if (filters.type) query.set('type', filters.type);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  query.set('limit', String(filters.limit));
  return query.toString();
}

/** Kept while the next filter loads, so the table and the type choices do not blink. */
export function useHistory(apiPath: string, filters: HistoryFilters, isEnabled = true) {
  const query = historyApiQuery(filters);
  return useQuery({
    queryKey: ['history', apiPath, query],
    queryFn: ({ signal }) => api<HistoryResponse>(`${apiPath}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export type { HistoryResponse, OperationLogEntry, OperationTypeOption };
