import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints } from '@/core/contracts/customers';
import { type BodyOf, pathOf } from '@/core/contracts/endpoint';
import { productEndpoints } from '@/core/contracts/products';
import { call } from './api';
import { useRefetchingMutation } from './mutation';
import { useCompanyEvents } from './use-company-events';

/** The master-data resources of the API: the same list, CRUD and CSV endpoints under /api/{resource}. */
export type MasterResource = 'products' | 'customers';
export type MasterRow = { id: string; code: string; name: string };
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

export const masterEndpoints = { products: productEndpoints, customers: customerEndpoints } as const;

/** The event of each list on the company stream (one connection per page for every screen). */
const eventTypes = { products: 'product.changed', customers: 'customer.changed' } as const satisfies Record<MasterResource, string>;

export const masterKey = (resource: MasterResource) => [resource] as const;

/**
 * One page of the list; the previous page stays on screen while the next one loads. The screen
 * of a resource names its row type: the answer was read through that resource's row schema.
 */
export function useMasterList<T>(resource: MasterResource, query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: [...masterKey(resource), 'list', search],
    queryFn: async ({ signal }) =>
      (await call(masterEndpoints[resource].list, { signal, query: Object.fromEntries(query) })) as ListPage<T>,
    placeholderData: keepPreviousData,
  });
}

type Endpoints = (typeof masterEndpoints)[MasterResource];

/** Create and update answer the saved row (a Product or a Customer, each a MasterRow); `I` is what the form sends. */
export function useMasterMutations<I>(resource: MasterResource) {
  const keys = [masterKey(resource)];
  const endpoints = masterEndpoints[resource];
  // The form's own schema checked the input; the server checks it against the resource's.
  const body = (input: I) => input as BodyOf<Endpoints['create']>;
  return {
    create: useRefetchingMutation((input: I) => call(endpoints.create, { body: body(input) }), keys),
    update: useRefetchingMutation(
      ({ id, input }: { id: string; input: I }) => call(endpoints.update, { params: { id }, body: body(input) }),
      keys,
    ),
    remove: useRefetchingMutation((id: string) => call(endpoints.remove, { params: { id } }), keys),
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
  return pathOf(masterEndpoints[resource].export, {}, { ...Object.fromEntries(query), encoding });
}
