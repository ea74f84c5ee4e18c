import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, toQueryString } from '#src/client/lib/api.ts';

export type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * A staff list's GET: keyed [path, params], so a change can invalidate every page of a path at once;
 * asked again on every visit (`staleTime` 0), the previous page kept on screen while the next loads.
 */
export const staffPage = <T>(path: string, params: Params) => ({
  queryKey: [path, params] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<T>(`${path}${toQueryString(params)}`, { signal }),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

/** Marks every cached answer of these paths stale; resolves when the shown ones are fetched again. */
export const invalidatePaths = (queryClient: QueryClient, paths: readonly string[]) =>
  Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

/** A staff change whose success refreshes what it moves (`refresh`'s promise, if any, is awaited). */
export function useStaffMutation<V, R>(
  mutationFn: (vars: V) => Promise<R>,
  refresh: (queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}
