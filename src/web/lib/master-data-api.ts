import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useRefetchingMutation } from './mutation';
import { useCompanyEvents } from './use-company-events';

/** The master-data resources of the API: the same list, CRUD and CSV routes under /api/{resource}. */
export type MasterResource = 'products' | 'customers';
export type MasterRow = { id: string; code: string; name: string };
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The event of each list on the company stream (one connection per page for every screen). */
const eventTypes = { products: 'product.changed', customers: 'customer.changed' } as const satisfies Record<MasterResource, string>;

export const masterKey = (resource: MasterResource) => [resource] as const;
const rowPath = (resource: MasterResource, id: string) => `/api/${resource}/${encodeURIComponent(id)}`;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useMasterList<T>(resource: MasterResource, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: [...masterKey(resource), 'list', search],
    queryFn: ({ signal }) => api<ListPage<T>>(`/api/${resource}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMasterMutations<T, I>(resource: MasterResource) {
  const keys = [masterKey(resource)];
  return {
    create: useRefetchingMutation((input: I) => api<T>(`/api/${resource}`, { method: 'POST', body: input }), keys),
    update: useRefetchingMutation(
      ({ id, input }: { id: string; input: I }) => api<T>(rowPath(resource, id), { method: 'PATCH', body: input }),
      keys,
    ),
    remove: useRefetchingMutation((id: string) => api<unknown>(rowPath(resource, id), { method: 'DELETE' }), keys),
  };
}

/**
 * Keeps the list live: a change in another tab, by a colleague or an import reloads it. After a
 * dropped connection (`ready` again) it reloads too, since events may have been missed meanwhile.
 */
export function useLiveMasterData(resource: MasterResource) {
  const queryClient = useQueryClient();
  const type = eventTypes[resource];
  useCompanyEvents([type], () => {
    void queryClient.invalidateQueries({ queryKey: masterKey(resource) }, { cancelRefetch: false });
  });
}

/** The CSV file of the rows the list's search and filters select, fetched by the CSV出力 menu. */
export function exportUrl(resource: MasterResource, query: URLSearchParams, encoding: 'utf8' | 'sjis'): string {
  const params = new URLSearchParams(query);
  params.set('encoding', encoding);
  return `/api/${resource}/export?${params}`;
}
