import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import { withinBrowseDepth } from '#src/shared/browse-depth.ts';
import type {
  CreateWeekInput,
  OfferedPairs,
  OwnerWeek,
  OwnerWeekPage,
  WeekPage,
  WeekSort,
} from '#src/shared/contracts/weeks.ts';

export interface WeekSearchParams {
  locationId?: number;
  resortId?: number;
  unitTypeId?: number;
  /** Part of a resort name. */
  resort?: string;
  /** Part of a unit-type name. */
  unitType?: string;
  /** A whole unit-type name (the all-weeks room-type filter). */
  unitTypeName?: string;
  /** yyyy-MM-dd: weeks starting on or after. */
  from?: string;
  sort: WeekSort;
  page: number;
  pageSize: number;
}

const weekSearchPath = '/api/weeks/search';

/**
 * GET /api/weeks/search: one page of future weeks, filtered and sorted by the server. The
 * previous page stays on screen while the next one loads.
 */
export function useWeekSearch(params: WeekSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [weekSearchPath, params],
    queryFn: ({ signal }) => apiGet<WeekPage>(`${weekSearchPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The filters and sort of a list that grows page by page: the search's params without `page`. */
export type WeekSearchFilters = Omit<WeekSearchParams, 'page'>;

/**
 * GET /api/weeks/search, page after page, for a list that grows as it is scrolled. The key is
 * the path, the filters (undefined ones drop out of the hash) and 'pages', so the server can
 * build the same key from an address, fill the first page and hand it over. No next page past
 * the last week or past the depth the server lets a client browse (decision 012).
 */
export function weekSearchPagesOptions(filters: WeekSearchFilters) {
  return infiniteQueryOptions({
    queryKey: [weekSearchPath, filters, 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<WeekPage>(`${weekSearchPath}${toQueryString({ ...filters, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: WeekPage) => {
      const next = last.page + 1;
      const more = last.page * last.pageSize < last.total;
      return more && withinBrowseDepth({ page: next, pageSize: last.pageSize }) ? next : undefined;
    },
  });
}

/** The growing list's hook: the weeks already shown stay (dimmed by the screen) while a new search loads. */
export function useWeekSearchInfinite(filters: WeekSearchFilters) {
  return useInfiniteQuery({ ...weekSearchPagesOptions(filters), placeholderData: keepPreviousData });
}

const myWeeksPath = '/api/weeks/my-weeks';

/** GET /api/weeks/my-weeks, a page: the signed-in owner's weeks, searched and sorted by the server. */
export function useMyWeeksPage(params: OwnerListParams<WeekSort>) {
  return useQuery({
    queryKey: [myWeeksPath, params],
    queryFn: ({ signal }) =>
      apiGet<OwnerWeekPage>(`${myWeeksPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a new or deleted week changes: the owner's list, every public search and list of weeks,
 * and the destination cards' counts.
 */
function invalidateWeekLists(queryClient: QueryClient) {
  return Promise.all(
    [myWeeksPath, weekSearchPath, '/api/vidanta/locations/availability', '/api/weeks/offered'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/** POST /api/weeks: lists a week for the signed-in owner. */
export function useCreateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWeekInput) => apiRequest<OwnerWeek>('POST', '/api/weeks', input),
    onSuccess: () => invalidateWeekLists(queryClient),
  });
}

/** DELETE /api/weeks/{id}: the week leaves the owner's list at once, then the lists refetch. */
export function useDeleteWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/weeks/${id}`),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerWeekPage>({ queryKey: [myWeeksPath] }, (page) => withoutItem(page, id));
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateWeekLists(queryClient);
    },
  });
}

/** GET /api/weeks/offered: the destination and unit-type pairs with future weeks (the filters' facets). */
export function useOfferedPairs() {
  return useQuery<OfferedPairs>({ queryKey: ['/api/weeks/offered'], staleTime: 30_000 });
}
