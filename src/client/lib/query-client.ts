import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isHandledFailure } from './api';

/** The default query GETs the key joined as a path: ['/api/weeks/location', 3] → /api/weeks/location/3. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiGet(queryKey.map(String).join('/'), { signal });

/** Never stale, no focus refetch, no polling, no retries unless a hook says so. */
export function createQueryClient({ quiet = false } = {}): QueryClient {
  return new QueryClient({
    // The screens show every failure. A refusal (4xx) or a lost network is the app working as
    // meant, so only the rest (a 5xx, a bug) is a console error; the server's renders (quiet)
    // leave a failed request for the browser to make again.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!quiet && !isHandledFailure(error))
          console.error(`Request ${String(query.queryKey.join('/'))} failed:`, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!isHandledFailure(error)) console.error('Request failed:', error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
