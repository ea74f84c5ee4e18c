import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, type InputOf, invalidate } from '#src/client/lib/endpoints.ts';
import { staffPage, useStaffMutation } from '../lib/staff-queries';

/** A Dev Dashboard GET: refetched when the window regains focus, polled when asked, one retry. */
const paged = <A>(query: Parameters<typeof staffPage<A>>[0], options: { poll?: number } = {}) => ({
  ...staffPage(query),
  refetchInterval: options.poll ?? (false as const),
  refetchOnWindowFocus: true,
  retry: 1,
});

/** How often the bells and cards look for new activity. */
const POLL_MS = 30_000;

/** GET /api/dev/summary: the six cards and the counted bells, after the browser's last views. */
export function useDashboardSummary(since: { contracts?: string; listings?: string }) {
  return useQuery(
    paged(
      endpointQuery('GET /api/dev/summary', {
        query: { contractsSince: since.contracts, listingsSince: since.listings },
      }),
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
  unread: params.unread ? ('true' as const) : undefined,
});

export const inboxQuery = (params: LeadPageParams) =>
  paged(endpointQuery('GET /api/dev/interests', { query: leadParams(params) }));
export const weekRequestsQuery = (params: LeadPageParams) =>
  paged(endpointQuery('GET /api/week-requests', { query: leadParams(params) }));
export const useInbox = (params: LeadPageParams) => useQuery(inboxQuery(params));
export const useWeekRequests = (params: LeadPageParams) => useQuery(weekRequestsQuery(params));

type QueryOf<N extends 'GET /api/dev/property-listings' | 'GET /api/dev/weeks'> = NonNullable<
  InputOf<N>['query']
>;
/** A list filter's value from the address: a number, or none when the box is empty. */
const idFrom = (value: string) => (value ? Number(value) : undefined);

export const useStaffListings = (params: {
  page: number;
  name: string;
  location: string;
  sort: QueryOf<'GET /api/dev/property-listings'>['sort'];
}) =>
  useQuery(
    paged(
      endpointQuery('GET /api/dev/property-listings', {
        query: {
          page: params.page,
          pageSize: 10,
          name: params.name.trim(),
          location: params.location.trim(),
          sort: params.sort,
        },
      }),
    ),
  );

export const useStaffWeeks = (params: {
  page: number;
  resortId: string;
  unitTypeId: string;
  sort: QueryOf<'GET /api/dev/weeks'>['sort'];
}) =>
  useQuery(
    paged(
      endpointQuery('GET /api/dev/weeks', {
        query: {
          page: params.page,
          pageSize: 10,
          resortId: idFrom(params.resortId),
          unitTypeId: idFrom(params.unitTypeId),
          sort: params.sort,
        },
      }),
    ),
  );

/** The New Listings bell's list, asked only while its popover is open. */
export const newListingsQuery = (since: string | undefined, enabled: boolean) => ({
  ...paged(endpointQuery('GET /api/dev/new-listings', { query: { since, pageSize: 20 } })),
  enabled,
});

/** The New Contracts bell's list, asked only while its popover is open. */
export const newContractsQuery = (since: string | undefined, enabled: boolean) => ({
  ...paged(endpointQuery('GET /api/dev/contracts', { query: { since, page: 1, pageSize: 20 } })),
  enabled,
});

/** Everything a lead's change can move: its lists, the inbox and the counts. */
const invalidateLeads = (queryClient: QueryClient) =>
  invalidate(queryClient, [
    'GET /api/dev/summary',
    'GET /api/dev/interests',
    'GET /api/week-requests',
    'GET /api/week-interests',
    'GET /api/property-listing-interests',
  ]);

export type LeadKind = 'weekRequest' | 'week' | 'property';
/** One lead: a week request, or an interest in a week or a property listing. */
export interface LeadRef {
  kind: LeadKind;
  id: number;
}

/** PATCH …/{id}/read: called only for unread items; lists and counts follow. */
export const useMarkRead = () =>
  useStaffMutation(({ kind, id }: LeadRef) => {
    const input = { params: { id } };
    if (kind === 'weekRequest') return call('PATCH /api/week-requests/:id/read', input);
    if (kind === 'week') return call('PATCH /api/week-interests/:id/read', input);
    return call('PATCH /api/property-listing-interests/:id/read', input);
  }, invalidateLeads);

/** DELETE …/{id} of a week request or an interest (developers). */
export const useDeleteLead = () =>
  useStaffMutation(({ kind, id }: LeadRef) => {
    const input = { params: { id } };
    if (kind === 'weekRequest') return call('DELETE /api/week-requests/:id', input);
    if (kind === 'week') return call('DELETE /api/week-interests/:id', input);
    return call('DELETE /api/property-listing-interests/:id', input);
  }, invalidateLeads);

/** What removing a week or a listing changes, here and on the public and owner pages. */
const invalidateListings = (queryClient: QueryClient) =>
  invalidate(queryClient, [
    'GET /api/dev/summary',
    'GET /api/dev/weeks',
    'GET /api/dev/property-listings',
    'GET /api/dev/new-listings',
    'GET /api/dev/interests',
    'GET /api/weeks/search',
    'GET /api/weeks/my-weeks',
    'GET /api/vidanta/locations/availability',
    'GET /api/property-listings/search',
    'GET /api/property-listings/my-listings',
  ]);

/** DELETE /api/weeks/{id}: any week (developers). */
export const useRemoveWeek = () =>
  useStaffMutation((id: number) => call('DELETE /api/weeks/:id', { params: { id } }), invalidateListings);

/** DELETE /api/property-listings/{id}: any listing and its photos (developers). */
export const useRemoveListing = () =>
  useStaffMutation(
    (id: number) => call('DELETE /api/property-listings/:id', { params: { id } }),
    invalidateListings,
  );
