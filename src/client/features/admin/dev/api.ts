import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import type { WeekRequest } from '#src/shared/contracts/leads.ts';
import type {
  DashboardSummary,
  InboxPage,
  NewListingsResponse,
  Page,
  StaffContract,
  StaffListingPage,
  StaffWeekPage,
} from '#src/shared/contracts/staff.ts';

type Params = Readonly<Record<string, string | number | undefined>>;

/** A GET whose key is [path, params], so a mutation can invalidate every page of a path at once. */
const paged = <T>(path: string, params: Params, options: { poll?: number } = {}) => ({
  queryKey: [path, params] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<T>(`${path}${toQueryString(params)}`, { signal }),
  placeholderData: keepPreviousData,
  refetchInterval: options.poll ?? (false as const),
  refetchOnWindowFocus: true,
  staleTime: 0,
  retry: 1,
});

export const DEV_PATHS = {
  summary: '/api/dev/summary',
  inbox: '/api/dev/interests',
  weekRequests: '/api/week-requests',
  listings: '/api/dev/property-listings',
  weeks: '/api/dev/weeks',
  newListings: '/api/dev/new-listings',
  contracts: '/api/dev/contracts',
} as const;

/** How often the bells and cards look for new activity. */
const POLL_MS = 30_000;

/** GET /api/dev/summary: the six cards and the counted bells, after the browser's last views. */
export function useDashboardSummary(since: { contracts?: string; listings?: string }) {
  return useQuery(
    paged<DashboardSummary>(
      DEV_PATHS.summary,
      { contractsSince: since.contracts, listingsSince: since.listings },
      { poll: POLL_MS },
    ),
  );
}

export const useInbox = (params: { page: number; unread?: boolean; pageSize?: number }) =>
  useQuery(
    paged<InboxPage>(DEV_PATHS.inbox, {
      page: params.page,
      pageSize: params.pageSize ?? 10,
      unread: params.unread ? 'true' : undefined,
    }),
  );

export const useWeekRequests = (params: { page: number; unread?: boolean; pageSize?: number }) =>
  useQuery(
    paged<Page<WeekRequest>>(DEV_PATHS.weekRequests, {
      page: params.page,
      pageSize: params.pageSize ?? 10,
      unread: params.unread ? 'true' : undefined,
    }),
  );

export const useStaffListings = (params: { page: number; name: string; location: string; sort: string }) =>
  useQuery(
    paged<StaffListingPage>(DEV_PATHS.listings, {
      page: params.page,
      pageSize: 10,
      name: params.name.trim(),
      location: params.location.trim(),
      sort: params.sort,
    }),
  );

export const useStaffWeeks = (params: { page: number; resortId: string; unitTypeId: string; sort: string }) =>
  useQuery(
    paged<StaffWeekPage>(DEV_PATHS.weeks, {
      page: params.page,
      pageSize: 10,
      resortId: params.resortId,
      unitTypeId: params.unitTypeId,
      sort: params.sort,
    }),
  );

export const useNewListings = (since: string | undefined, enabled: boolean) =>
  useQuery({ ...paged<NewListingsResponse>(DEV_PATHS.newListings, { since, pageSize: 20 }), enabled });

export const useNewContracts = (since: string | undefined, enabled: boolean) =>
  useQuery({
    ...paged<Page<StaffContract>>(DEV_PATHS.contracts, { since, page: 1, pageSize: 20 }),
    enabled,
  });

/** Everything a lead's change can move: its lists, the inbox and the counts. */
function invalidateLeads(queryClient: QueryClient) {
  return Promise.all(
    [
      DEV_PATHS.summary,
      DEV_PATHS.inbox,
      DEV_PATHS.weekRequests,
      '/api/week-interests',
      '/api/property-listing-interests',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );
}

export type LeadKind = 'weekRequest' | 'week' | 'property';
const LEAD_PATHS: Record<LeadKind, string> = {
  weekRequest: '/api/week-requests',
  week: '/api/week-interests',
  property: '/api/property-listing-interests',
};

/** PATCH …/{id}/read: called only for unread items; lists and counts follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LeadKind; id: number }) =>
      apiRequest<{ id: number; isRead: true }>('PATCH', `${LEAD_PATHS[kind]}/${id}/read`),
    onSuccess: () => invalidateLeads(queryClient),
  });
}

/** DELETE …/{id} of a week request or an interest (developers). */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: LeadKind; id: number }) =>
      apiRequest<{ ok: true }>('DELETE', `${LEAD_PATHS[kind]}/${id}`),
    onSuccess: () => invalidateLeads(queryClient),
  });
}

/** What removing a week or a listing changes, here and on the public and owner pages. */
function invalidateListings(queryClient: QueryClient) {
  return Promise.all(
    [
      DEV_PATHS.summary,
      DEV_PATHS.weeks,
      DEV_PATHS.listings,
      DEV_PATHS.newListings,
      DEV_PATHS.inbox,
      '/api/weeks/search',
      '/api/weeks/my-weeks',
      '/api/weeks/location',
      '/api/vidanta/locations/availability',
      '/api/property-listings/search',
      '/api/property-listings/my-listings',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );
}

/** DELETE /api/weeks/{id}: any week (developers). */
export function useRemoveWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/weeks/${id}`),
    onSuccess: () => invalidateListings(queryClient),
  });
}

/** DELETE /api/property-listings/{id}: any listing and its photos (developers). */
export function useRemoveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/property-listings/${id}`),
    onSuccess: () => invalidateListings(queryClient),
  });
}
