import { keepPreviousData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { asPage } from '#src/client/lib/endpoints.ts';

/**
 * A staff list's GET (an `endpointQuery`, keyed [path, its query], so a change can invalidate every
 * page of a path at once), answered by a page: asked again on every visit (`staleTime` 0), the
 * previous page kept on screen while the next loads.
 */
export const staffPage = <A>(query: {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<A>;
}) => ({
  ...asPage(query),
  placeholderData: keepPreviousData,
  staleTime: 0,
});

/** A staff change whose success refreshes what it moves (`refresh`'s promise, if any, is awaited). */
export function useStaffMutation<V, R>(
  mutationFn: (vars: V) => Promise<R>,
  refresh: (queryClient: QueryClient) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}
