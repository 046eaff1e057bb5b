import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change whose response is the whole list (seats, menu): the answer replaces the cached
 * list at once, so the screen never waits for a second request.
 */
export function useReplacingMutation<V, R>(queryKey: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data) => queryClient.setQueryData(queryKey, data) });
}
