import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminEndpoints } from '@/core/contracts/admin';
import type { HistoryResponse, historyEndpoints, OperationLogEntry, OperationTypeOption } from '@/core/contracts/history';
import { call } from '@/web/lib/api';

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

/** The query of the API: the last-N view, or a search by type and dates limited to `limit`. */
export function historyApiQuery(filters: HistoryFilters): Record<string, string> {
  if (!hasSearch(filters)) return { last: String(filters.limit) };
  const query: Record<string, string> = {};
  if (filters.type) query.type = filters.type;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  query.limit = String(filters.limit);
  return query;
}

/** The company's log (/api/history) and the platform's (/api/admin/history) answer the same shape. */
type HistoryEndpoint = typeof historyEndpoints.list | typeof adminEndpoints.history;

/** Kept while the next filter loads, so the table and the type choices do not blink. */
export function useHistory(endpoint: HistoryEndpoint, filters: HistoryFilters, isEnabled = true) {
  const query = historyApiQuery(filters);
  return useQuery({
    queryKey: ['history', endpoint.path, new URLSearchParams(query).toString()],
    queryFn: ({ signal }) => call(endpoint, { signal, query }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export type { HistoryResponse, OperationLogEntry, OperationTypeOption };
