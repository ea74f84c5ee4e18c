import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/client/lib/api.ts';
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
import { invalidatePaths, type Params, staffPage, useStaffMutation } from '../lib/staff-queries';

/** A Dev Dashboard GET: refetched when the window regains focus, polled when asked, one retry. */
const paged = <T>(path: string, params: Params, options: { poll?: number } = {}) => ({
  ...staffPage<T>(path, params),
  refetchInterval: options.poll ?? (false as const),
  refetchOnWindowFocus: true,
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

export interface LeadPageParams {
  page: number;
  unread?: boolean;
  pageSize?: number;
}
const leadParams = (params: LeadPageParams) => ({
  page: params.page,
  pageSize: params.pageSize ?? 10,
  unread: params.unread ? 'true' : undefined,
});

export const inboxQuery = (params: LeadPageParams) => paged<InboxPage>(DEV_PATHS.inbox, leadParams(params));
export const weekRequestsQuery = (params: LeadPageParams) =>
  paged<Page<WeekRequest>>(DEV_PATHS.weekRequests, leadParams(params));
export const useInbox = (params: LeadPageParams) => useQuery(inboxQuery(params));
export const useWeekRequests = (params: LeadPageParams) => useQuery(weekRequestsQuery(params));

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

/** The New Listings bell's list, asked only while its popover is open. */
export const newListingsQuery = (since: string | undefined, enabled: boolean) => ({
  ...paged<NewListingsResponse>(DEV_PATHS.newListings, { since, pageSize: 20 }),
  enabled,
});

/** The New Contracts bell's list, asked only while its popover is open. */
export const newContractsQuery = (since: string | undefined, enabled: boolean) => ({
  ...paged<Page<StaffContract>>(DEV_PATHS.contracts, { since, page: 1, pageSize: 20 }),
  enabled,
});

/** Everything a lead's change can move: its lists, the inbox and the counts. */
const invalidateLeads = (queryClient: QueryClient) =>
  invalidatePaths(queryClient, [
    DEV_PATHS.summary,
    DEV_PATHS.inbox,
    DEV_PATHS.weekRequests,
    '/api/week-interests',
    '/api/property-listing-interests',
  ]);

export type LeadKind = 'weekRequest' | 'week' | 'property';
/** One lead: a week request, or an interest in a week or a property listing. */
export interface LeadRef {
  kind: LeadKind;
  id: number;
}
const LEAD_PATHS: Record<LeadKind, string> = {
  weekRequest: '/api/week-requests',
  week: '/api/week-interests',
  property: '/api/property-listing-interests',
};

/** PATCH …/{id}/read: called only for unread items; lists and counts follow. */
export const useMarkRead = () =>
  useStaffMutation(
    ({ kind, id }: LeadRef) =>
      apiRequest<{ id: number; isRead: true }>('PATCH', `${LEAD_PATHS[kind]}/${id}/read`),
    invalidateLeads,
  );

/** DELETE …/{id} of a week request or an interest (developers). */
export const useDeleteLead = () =>
  useStaffMutation(
    ({ kind, id }: LeadRef) => apiRequest<{ ok: true }>('DELETE', `${LEAD_PATHS[kind]}/${id}`),
    invalidateLeads,
  );

/** What removing a week or a listing changes, here and on the public and owner pages. */
const invalidateListings = (queryClient: QueryClient) =>
  invalidatePaths(queryClient, [
    DEV_PATHS.summary,
    DEV_PATHS.weeks,
    DEV_PATHS.listings,
    DEV_PATHS.newListings,
    DEV_PATHS.inbox,
    '/api/weeks/search',
    '/api/weeks/my-weeks',
    '/api/vidanta/locations/availability',
    '/api/property-listings/search',
    '/api/property-listings/my-listings',
  ]);

/** DELETE /api/weeks/{id}: any week (developers). */
export const useRemoveWeek = () =>
  useStaffMutation(
    (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/weeks/${id}`),
    invalidateListings,
  );

/** DELETE /api/property-listings/{id}: any listing and its photos (developers). */
export const useRemoveListing = () =>
  useStaffMutation(
    (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/property-listings/${id}`),
    invalidateListings,
  );
