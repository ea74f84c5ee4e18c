import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import type {
  OwnerInterestKind,
  OwnerInterestSort,
  PropertyInterestInput,
  WeekInterestInput,
  WeekRequestInput,
} from '#src/shared/contracts/leads.ts';

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
