import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '#src/shared/pages/page.ts';
import { endpointQuery, type GetEndpoint } from '../lib/endpoints';

/**
 * The browser's answers to pages' loads and prefetches (decision 055): through the API, into the
 * query cache under the keys the components read, so a page's data is asked for while its code
 * loads and never twice (an answer already cached is used as it is).
 */
export function browserPageData(client: QueryClient): PageData {
  return {
    get: ((name: GetEndpoint, input?: unknown) =>
      client.ensureQueryData(
        (endpointQuery as (name: GetEndpoint, input?: unknown) => ReturnType<typeof endpointQuery>)(
          name,
          input,
        ),
      )) as PageData['get'],
    firstWeekPage: async (filters) => {
      // With the destination page's code, not in every page's first script.
      const { weekSearchPagesOptions } = await import('#src/client/features/weeks/api.ts');
      return (await client.ensureInfiniteQueryData(weekSearchPagesOptions(filters))).pages[0];
    },
  };
}
