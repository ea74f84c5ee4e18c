import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';
import type { WriteReviewInput } from '#src/shared/contracts/reviews.ts';

/** GET /api/bookings/:id/reviews: this person's review of the booking, the other side's once published, and the window. */
export function useBookingReviews(bookingId: number) {
  return useQuery({
    ...endpointQuery('GET /api/bookings/:id/reviews', { params: { id: bookingId } }),
    // The other side may publish both at any moment: asked again on every visit.
    staleTime: 0,
  });
}

/** POST /api/bookings/:id/reviews: this side's review, once; it may publish both, and move the averages. */
export function useWriteReview(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WriteReviewInput) =>
      call('POST /api/bookings/:id/reviews', { params: { id: bookingId }, body: input }),
    onSuccess: () =>
      invalidate(queryClient, [
        'GET /api/bookings/:id/reviews',
        'GET /api/resorts/:id/reviews',
        'GET /api/owners/:id/reviews',
        'GET /api/reviews/resorts',
      ]),
  });
}

/** GET /api/reviews/resorts: every resort's average and count, read once for all the week cards of a page. */
export function useResortRatings() {
  return useQuery({
    ...endpointQuery('GET /api/reviews/resorts'),
    // The server lets it be a minute old too; averages move only when reviews are published.
    staleTime: 60_000,
  });
}

/** GET /api/resorts/:id/reviews: a page of the resort's published guests' reviews, newest first. */
export function useResortReviews(resortId: number, page: number, pageSize: number, enabled = true) {
  return useQuery({
    ...endpointQuery('GET /api/resorts/:id/reviews', { params: { id: resortId }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/owners/:id/reviews: a page of the reviews guests wrote of their stays with this owner. */
export function useOwnerReviews(ownerId: number, page: number, pageSize: number, enabled = true) {
  return useQuery({
    ...endpointQuery('GET /api/owners/:id/reviews', { params: { id: ownerId }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
