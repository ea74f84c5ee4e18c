import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import type { AlertConfirmation } from '#src/shared/contracts/alerts.ts';
import type {
  OwnerInterestKind,
  OwnerInterestSort,
  OwnerInterestsPage,
  PropertyInterestInput,
  WeekInterestInput,
  WeekRequestInput,
  WeekRequestReceived,
} from '#src/shared/contracts/leads.ts';

type Received = { ok: true };

/** POST /api/week-requests; on success the staff list of requests is refetched. */
export function useCreateWeekRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeekRequestInput) =>
      apiRequest<WeekRequestReceived>('POST', '/api/week-requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/week-requests'] }),
  });
}

/** POST /api/week-interests. */
export function useCreateWeekInterest() {
  return useMutation({
    mutationFn: (input: WeekInterestInput) => apiRequest<Received>('POST', '/api/week-interests', input),
  });
}

/** POST /api/property-listing-interests. */
export function useCreatePropertyInterest() {
  return useMutation({
    mutationFn: (input: PropertyInterestInput) =>
      apiRequest<Received>('POST', '/api/property-listing-interests', input),
  });
}

/** The signed-in owner's interest messages, one page (GET /api/my/interests), searched and sorted by the server. */
export function useMyInterests(params: {
  page: number;
  onlyUnhandled: boolean;
  q?: string;
  sort: OwnerInterestSort;
}) {
  const query = toQueryString({
    page: params.page,
    pageSize: 10,
    unhandled: params.onlyUnhandled ? 'true' : undefined,
    q: params.q,
    sort: params.sort,
  });
  return useQuery({
    queryKey: ['/api/my/interests', params],
    queryFn: ({ signal }) => apiGet<OwnerInterestsPage>(`/api/my/interests${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one message handled or not; every page of the list is refetched. */
export function useSetInterestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: OwnerInterestKind; id: number; handled: boolean }) =>
      apiRequest('PATCH', `/api/my/interests/${v.kind}/${v.id}`, { handled: v.handled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/my/interests'] }),
  });
}

/** GET /api/alerts/confirm: the state of a confirmation link (reading it confirms nothing). */
export function useAlertConfirmation(token: string) {
  return useQuery({
    queryKey: ['/api/alerts/confirm', token],
    queryFn: () =>
      apiRequest<AlertConfirmation>('GET', `/api/alerts/confirm?${new URLSearchParams({ token })}`),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/alerts/confirm: the click that confirms the address; its answer replaces the state read. */
export function useConfirmAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AlertConfirmation>('POST', '/api/alerts/confirm', { token }),
    onSuccess: (data) => queryClient.setQueryData(['/api/alerts/confirm', token], data),
  });
}
