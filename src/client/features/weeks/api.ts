import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { asPage, call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import { withinBrowseDepth } from '#src/shared/browse-depth.ts';
import type {
  CreateWeekInput,
  OwnerWeekPage,
  UpdateWeekInput,
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

/**
 * GET /api/weeks/search: one page of future weeks, filtered and sorted by the server. The
 * previous page stays on screen while the next one loads.
 */
export function useWeekSearch(params: WeekSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery('GET /api/weeks/search', { query: params }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** The filters and sort of a list that grows page by page: the search's params without `page`. */
export type WeekSearchFilters = Omit<WeekSearchParams, 'page'>;

/**
 * GET /api/weeks/search, page after page, for a list that grows as it is scrolled. The key is
 * the search's key without a page (undefined filters drop out of the hash), then 'pages', so the server can
 * build the same key from an address, fill the first page and hand it over. No next page past
 * the last week or past the depth the server lets a client browse (decision 012).
 */
export function weekSearchPagesOptions(filters: WeekSearchFilters) {
  return infiniteQueryOptions({
    queryKey: [...keyOf('GET /api/weeks/search', { query: filters }), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call('GET /api/weeks/search', { query: { ...filters, page: pageParam } }, { signal }),
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

/** GET /api/weeks/my-weeks, a page: the signed-in owner's weeks, searched and sorted by the server. */
export function useMyWeeksPage(params: OwnerListParams<WeekSort>) {
  return useQuery({
    ...asPage(endpointQuery('GET /api/weeks/my-weeks', { query: params })),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a new or deleted week changes: the owner's list, every public search and list of weeks,
 * and the destination cards' counts.
 */
function invalidateWeekLists(queryClient: QueryClient) {
  return invalidate(queryClient, [
    'GET /api/weeks/my-weeks',
    'GET /api/weeks/search',
    'GET /api/vidanta/locations/availability',
    'GET /api/weeks/offered',
    'GET /api/weeks/insights/summary',
    'GET /api/weeks/price-guidance',
  ]);
}

/** POST /api/weeks: lists a week for the signed-in owner. */
export function useCreateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWeekInput) => call('POST /api/weeks', { body: input }),
    onSuccess: () => invalidateWeekLists(queryClient),
  });
}

/** DELETE /api/weeks/{id}: the week leaves the owner's list at once, then the lists refetch. */
export function useDeleteWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/weeks/:id', { params: { id } }),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerWeekPage>({ queryKey: keyOf('GET /api/weeks/my-weeks') }, (page) =>
        withoutItem(page, id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateWeekLists(queryClient);
    },
  });
}

/**
 * PATCH /api/weeks/{id}: the owner sets or clears a week's usage fee. Only the owner's list shows
 * it (the public lists never carry it): the week is replaced there at once, then the list refetches.
 */
export function useUpdateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateWeekInput }) =>
      call('PATCH /api/weeks/:id', { params: { id }, body: changes }),
    onSuccess: (week) => {
      queryClient.setQueriesData<OwnerWeekPage>({ queryKey: keyOf('GET /api/weeks/my-weeks') }, (page) =>
        page?.items ? { ...page, items: page.items.map((w) => (w.id === week.id ? week : w)) } : page,
      );
      void invalidate(queryClient, ['GET /api/weeks/my-weeks']);
    },
  });
}

/** GET /api/weeks/offered: the destination and unit-type pairs with future weeks (the filters' facets). */
export function useOfferedPairs() {
  return useQuery({ ...endpointQuery('GET /api/weeks/offered'), staleTime: 30_000 });
}

/**
 * GET /api/weeks/price-guidance: what similar weeks ask and get, once the unit type and the start
 * are chosen (docs/decisions/068). Asked again only after a minute: it moves slowly.
 */
export function usePriceGuidance(
  unitTypeId: number | undefined,
  fromDate: string | undefined,
  /** The owner's own week being looked at: left out of its comparables. */
  weekId?: number,
) {
  return useQuery({
    ...endpointQuery('GET /api/weeks/price-guidance', {
      query: { unitTypeId: unitTypeId ?? 0, fromDate: fromDate ?? '', weekId },
    }),
    enabled: unitTypeId !== undefined && !!fromDate,
    staleTime: 60_000,
  });
}

/** GET /api/weeks/demand: the people looking for the destination around the week's dates. */
export function useDemand(input: { locationId?: number; resortId?: number; fromDate?: string }) {
  return useQuery({
    ...endpointQuery('GET /api/weeks/demand', {
      query: { locationId: input.locationId ?? 0, resortId: input.resortId, fromDate: input.fromDate ?? '' },
    }),
    enabled: input.locationId !== undefined && !!input.fromDate,
    staleTime: 60_000,
  });
}

/** GET /api/weeks/insights (the ids go as '1,2,3'): each of a page of the owner's weeks' views, interest, bookings and demand. */
export function useWeekInsights(weekIds: number[]) {
  return useQuery({
    ...endpointQuery('GET /api/weeks/insights', { query: { ids: weekIds } }),
    enabled: weekIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/weeks/insights/summary: the same over all the owner's weeks. */
export function useInsightsSummary(enabled: boolean) {
  return useQuery({ ...endpointQuery('GET /api/weeks/insights/summary'), enabled });
}

/** POST /api/weeks/views: the weeks a visitor saw; a lost report is only a view less, never an error shown. */
export function reportWeekViews(weekIds: number[]): void {
  call('POST /api/weeks/views', { body: { weekIds } }).catch(() => {});
}
