import { errorResponse, idParam } from './common';
import { endpoint } from './endpoint';
import { bookingReviews, resortRatings, reviewListQuery, reviewPage, writeReviewInput } from './reviews';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/** Reviews after a completed stay, published for both sides at once (decision 059). */
export const reviewsEndpoints = {
  postBookingsReviews: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/reviews',
    access: 'signedIn',
    params: idParam,
    body: writeReviewInput,
    response: { 201: bookingReviews, ...errors },
  }),
  getBookingsReviews: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/reviews',
    access: 'signedIn',
    params: idParam,
    response: { 200: bookingReviews, ...errors },
  }),
  getResortsReviews: endpoint({
    method: 'GET',
    path: '/api/resorts/:id/reviews',
    access: 'public',
    params: idParam,
    query: reviewListQuery,
    response: { 200: reviewPage, ...errors },
  }),
  getOwnersReviews: endpoint({
    method: 'GET',
    path: '/api/owners/:id/reviews',
    access: 'public',
    params: idParam,
    query: reviewListQuery,
    response: { 200: reviewPage, ...errors },
  }),
  getReviewsResorts: endpoint({
    method: 'GET',
    path: '/api/reviews/resorts',
    access: 'public',
    response: { 200: resortRatings, ...errors },
  }),
};
