import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import type {
  OwnerInterestKind,
  OwnerInterestSort,
  PropertyInterestInput,
  WeekInterestInput,
  WeekRequestInput,
} from '#src/shared/contracts/leads.ts';
import type { CreateSavedSearchInput, UpdateSavedSearchInput } from '#src/shared/contracts/saved-searches.ts';

/** POST /api/week-requests; on success the staff list of requests is refetched. */
export function useCreateWeekRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeekRequestInput) => call('POST /api/week-requests', { body: input }),
    onSuccess: () => invalidate(queryClient, ['GET /api/week-requests']),
  });
}

/** POST /api/week-interests. */
export function useCreateWeekInterest() {
  return useMutation({
    mutationFn: (input: WeekInterestInput) => call('POST /api/week-interests', { body: input }),
  });
}

/** POST /api/property-listing-interests. */
export function useCreatePropertyInterest() {
  return useMutation({
    mutationFn: (input: PropertyInterestInput) =>
      call('POST /api/property-listing-interests', { body: input }),
  });
}

/** The signed-in owner's interest messages, one page (GET /api/my/interests), searched and sorted by the server. */
export function useMyInterests(params: {
  page: number;
  onlyUnhandled: boolean;
  q?: string;
  sort: OwnerInterestSort;
}) {
  const query = {
    page: params.page,
    pageSize: 10,
    unhandled: params.onlyUnhandled ? ('true' as const) : undefined,
    q: params.q,
    sort: params.sort,
  };
  return useQuery({
    ...endpointQuery('GET /api/my/interests', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one message handled or not; every page of the list is refetched. */
export function useSetInterestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: OwnerInterestKind; id: number; handled: boolean }) =>
      call('PATCH /api/my/interests/:kind/:id', {
        params: { kind: v.kind, id: v.id },
        body: { handled: v.handled },
      }),
    onSettled: () => invalidate(queryClient, ['GET /api/my/interests']),
  });
}

/** GET /api/alerts/confirm: the state of a confirmation link (reading it confirms nothing). */
export function useAlertConfirmation(token: string) {
  return useQuery({
    ...endpointQuery('GET /api/alerts/confirm', { query: { token } }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/alerts/confirm: the click that confirms the address; its answer replaces the state read. */
export function useConfirmAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/alerts/confirm', { body: { token } }),
    onSuccess: (data) =>
      queryClient.setQueryData(keyOf('GET /api/alerts/confirm', { query: { token } }), data),
  });
}

/** Signed in: nothing; from an alert mail's manage link: the address and its signature. */
export type ManageLink = { a: string; t: string } | null;

/** POST /api/alerts/searches ("Alert me"); the signed-in person's list is refetched. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) => call('POST /api/alerts/searches', { body: input }),
    onSuccess: () => invalidate(queryClient, ['GET /api/alerts/searches']),
  });
}

/** The saved searches of the signed-in person (GET /api/alerts/searches) or of a manage link's address. */
export function useSavedSearches(link: ManageLink, enabled = true) {
  const mine = useQuery({
    ...endpointQuery('GET /api/alerts/searches'),
    enabled: enabled && !link,
    retry: false,
  });
  const managed = useQuery({
    ...endpointQuery('GET /api/alerts/managed', { query: link ?? { a: '', t: '' } }),
    enabled: enabled && !!link,
    retry: false,
  });
  return link ? managed : mine;
}

/** Pauses, resumes or changes the frequency of one search; the list it is in is refetched. */
export function useUpdateSavedSearch(link: ManageLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchInput & { id: number }) =>
      link
        ? call('PATCH /api/alerts/managed/:id', { params: { id }, query: link, body })
        : call('PATCH /api/alerts/searches/:id', { params: { id }, body }),
    onSettled: () => invalidate(queryClient, ['GET /api/alerts/searches', 'GET /api/alerts/managed']),
  });
}

/** Deletes one search; the list it is in is refetched. */
export function useDeleteSavedSearch(link: ManageLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      link
        ? call('DELETE /api/alerts/managed/:id', { params: { id }, query: link })
        : call('DELETE /api/alerts/searches/:id', { params: { id } }),
    onSettled: () => invalidate(queryClient, ['GET /api/alerts/searches', 'GET /api/alerts/managed']),
  });
}
