import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#src/shared/bookings/process.ts';
import type { StaffBookingView } from '#src/shared/contracts/staff-bookings.ts';
import { staffPage } from '../lib/staff-queries';

/** How often the counts and the problems bell look for new activity. */
const POLL_MS = 30_000;
/** The rows of one page of the section's list. */
export const BOOKINGS_PAGE_SIZE = 10;

/** A state from the address, or none when it is not one of the eight. */
export const statusFrom = (value: string): BookingStatus | undefined =>
  (BOOKING_STATUSES as readonly string[]).includes(value) ? (value as BookingStatus) : undefined;

export interface StaffBookingFilters {
  page: number;
  status: string;
  from: string;
  to: string;
  q: string;
}

/** GET /api/staff/bookings: a page of the list, as the filters in the address ask. */
export const useStaffBookings = (f: StaffBookingFilters) =>
  useQuery({
    ...staffPage(
      endpointQuery('GET /api/staff/bookings', {
        query: {
          page: f.page,
          pageSize: BOOKINGS_PAGE_SIZE,
          status: statusFrom(f.status),
          checkInFrom: f.from || undefined,
          checkInTo: f.to || undefined,
          q: f.q.trim() || undefined,
        },
      }),
    ),
    refetchOnWindowFocus: true,
    retry: 1,
  });

/** The problems bell's list: the bookings on hold, asked only while its popover is open. */
export const useOnHoldBookings = (enabled: boolean) =>
  useQuery({
    ...staffPage(
      endpointQuery('GET /api/staff/bookings', { query: { status: 'on_hold', page: 1, pageSize: 20 } }),
    ),
    enabled,
    retry: 1,
  });

/** GET /api/staff/bookings/summary: the card's counts and the bell's, after the browser's last look. */
export const useBookingsSummary = (problemsSince: string | undefined) =>
  useQuery({
    ...endpointQuery('GET /api/staff/bookings/summary', { query: { problemsSince } }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });

/** GET /api/staff/bookings/{id}: one booking with its ledger, history and money steps (none without an id). */
export const useStaffBooking = (id: number | undefined) =>
  useQuery({
    ...endpointQuery('GET /api/staff/bookings/:id', { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
    staleTime: 0,
    retry: 1,
  });

/** A decision on a booking's held money, with staff's reason; a refund without an amount is of all that remains. */
export type Decision =
  | { kind: 'hold' | 'release'; id: number; reason: string }
  | { kind: 'refund'; id: number; reason: string; amount?: number };

function send(d: Decision): Promise<StaffBookingView> {
  const params = { id: d.id };
  if (d.kind === 'refund')
    return call('POST /api/staff/bookings/:id/refund', {
      params,
      body: { reason: d.reason, ...(d.amount === undefined ? {} : { amount: d.amount }) },
    });
  if (d.kind === 'hold')
    return call('POST /api/staff/bookings/:id/hold', { params, body: { reason: d.reason } });
  return call('POST /api/staff/bookings/:id/release', { params, body: { reason: d.reason } });
}

/** POST …/hold, …/release or …/refund: the answer is the booking's new view; the lists, counts and the booking's own page follow. */
export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      queryClient.setQueryData(
        keyOf('GET /api/staff/bookings/:id', { params: { id: view.booking.id } }),
        view,
      );
      return invalidate(queryClient, [
        'GET /api/staff/bookings',
        'GET /api/staff/bookings/summary',
        'GET /api/bookings/:id',
      ]);
    },
  });
}
