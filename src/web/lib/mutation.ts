import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A save that reloads what it changed: the queries under `keys` are refetched before the
 * mutation counts as done, so a success toast never sits beside stale rows.
 */
export function useRefetchingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
