import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, call, endpointQuery, invalidate, urlOf } from '#src/client/lib/endpoints.ts';
import { postWithProgress } from '#src/client/lib/upload.ts';
import type { CreateBookingInput } from '#src/shared/contracts/bookings.ts';

/** How many trips a page of My trips shows. */
export const TRIPS_PAGE_SIZE = 10;

/** GET /api/bookings/quote: the stay, the total, the rules and whether this person may book the week now. */
export function useBookingQuote(weekId: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/quote', { query: { weekId: weekId ?? 0 } }),
    enabled: weekId !== undefined,
    // Whether the week is free changes as others book it: asked again on every visit.
    staleTime: 0,
  });
}

/** GET /api/bookings/:id: one booking as its guest sees it. */
export function useBooking(id: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/:id', { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
    // Its state moves on (a payment, the clock): asked again on every visit.
    staleTime: 0,
  });
}

/** GET /api/bookings/mine: the guest's trips, upcoming or past, a page at a time. */
export function useMyTrips(when: 'upcoming' | 'past', page: number) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/mine', { query: { when, page, pageSize: TRIPS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/bookings/owner: the paid bookings of this person's weeks, upcoming or past, a page at a time. */
export function useOwnerBookings(when: 'upcoming' | 'past', page: number) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/owner', { query: { when, page, pageSize: TRIPS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/bookings/:id/cancellation: what cancelling now would give back, asked when the dialog opens. */
export function useCancellationQuote(id: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/:id/cancellation', { params: { id } }),
    enabled,
    // The refund falls as the dates pass: never an old answer.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/bookings/owner/record: the owner's last 12 months: stays, and bookings ended on their side. */
export function useOwnerRecord() {
  return useQuery({ ...endpointQuery('GET /api/bookings/owner/record'), staleTime: 0 });
}

/** GET /api/payouts/account: whether this person has somewhere for their share to go. */
export function usePayoutAccount() {
  return useQuery({ ...endpointQuery('GET /api/payouts/account'), staleTime: 0 });
}

/** POST /api/payouts/account: opens the account; `{url}` is where the owner finishes it (Stripe). */
export function useOpenPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/payouts/account'),
    onSuccess: () => invalidate(queryClient, ['GET /api/payouts/account']),
  });
}

/** Every read a booking's change shows in: its page, the trips, the owner's list, the week's quote. */
const refreshBookings = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidate(queryClient, [
    'GET /api/bookings/:id',
    'GET /api/bookings/mine',
    'GET /api/bookings/owner',
    'GET /api/bookings/owner/record',
    'GET /api/bookings/quote',
  ]);

/**
 * POST /api/bookings: holds the week and opens its payment. Asked again for a week this person
 * holds, it answers the same booking and payment (how "Pay now" resumes one).
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => call('POST /api/bookings', { body: input }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/**
 * POST /api/bookings/:id/cancel: the guest gives an unpaid hold up or cancels a paid booking (refund
 * by the published rule); the owner cancels after accepting (everything back to the guest).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /api/bookings/:id/cancel', { params: { id } }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** POST /api/bookings/:id/accept or /decline: the owner's answer to a paid booking. */
export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) =>
      answer === 'accept'
        ? call('POST /api/bookings/:id/accept', { params: { id } })
        : call('POST /api/bookings/:id/decline', { params: { id } }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** POST /api/bookings/:id/confirmation (multipart, the file under `file`): the owner sends the resort's confirmation. */
export function useUploadConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: number; file: File; onProgress?: (f: number) => void }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      const upload = 'POST /api/bookings/:id/confirmation';
      return postWithProgress<AnswerOf<typeof upload>>(urlOf(upload, { params: { id } }), body, {
        onProgress,
      });
    },
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** POST /api/bookings/:id/report: the guest tells us what went wrong; the owner's payout waits. */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      call('POST /api/bookings/:id/report', { params: { id }, body: { text } }),
    onSuccess: () => refreshBookings(queryClient),
  });
}

/** After a payment: the booking's new state everywhere it shows. */
export function useRefreshBookings() {
  const queryClient = useQueryClient();
  return () => refreshBookings(queryClient);
}
