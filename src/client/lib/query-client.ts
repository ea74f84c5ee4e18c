import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHandledFailure } from './api';

/**
 * Every query names its endpoint and so brings its own call (lib/endpoints.ts, `endpointQuery`).
 * Never stale, no focus refetch, no polling, no retries unless a hook says so.
 */
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
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
