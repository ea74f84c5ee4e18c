import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';
import type { CalendarFeedKind } from '#src/shared/contracts/calendar.ts';

/** GET /api/calendar-feeds: whether each of this person's feeds is on, and since when (never the address). */
export function useCalendarFeeds() {
  return useQuery(endpointQuery('GET /api/calendar-feeds'));
}

/** POST /api/calendar-feeds/:kind: turns the feed on or makes a new address; the answer holds it, shown this once. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CalendarFeedKind) => call('POST /api/calendar-feeds/:kind', { params: { kind } }),
    onSuccess: () => invalidate(queryClient, ['GET /api/calendar-feeds']),
  });
}

/** DELETE /api/calendar-feeds/:kind: the feed's address stops working. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CalendarFeedKind) => call('DELETE /api/calendar-feeds/:kind', { params: { kind } }),
    onSuccess: () => invalidate(queryClient, ['GET /api/calendar-feeds']),
  });
}
