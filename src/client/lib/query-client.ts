import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api';

/** The default query GETs the key joined as a path: ['/api/weeks/location', 3] → /api/weeks/location/3. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiGet(queryKey.map(String).join('/'), { signal });

/** Never stale, no focus refetch, no polling, no retries unless a hook says so. */
export function createQueryClient({ quiet = false } = {}): QueryClient {
  return new QueryClient({
    // Failures are logged, then the screens show them; the server's renders (quiet)
    // leave a failed request for the browser to make again.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!quiet) console.error(`Request ${String(query.queryKey.join('/'))} failed:`, error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => console.error('Request failed:', error) }),
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
