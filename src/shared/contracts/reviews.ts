import { z } from 'zod';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_SIDES,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
} from '../reviews/rules';
import { text } from './common';
import { pageNumber, pageOf, pageSizeUpTo } from './paging';

// Control characters other than tab and line breaks have no place in a review's text (they hide
// or reorder what readers see); NUL is refused by text() like everywhere.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** POST /api/bookings/:id/reviews: the author's side comes from the session, never the body. */
export const writeReviewInput = z.object({
  stars: z
    .number({ error: 'Please choose from 1 to 5 stars' })
    .int('Please choose from 1 to 5 stars')
    .min(REVIEW_STARS_MIN, 'Please choose from 1 to 5 stars')
    .max(REVIEW_STARS_MAX, 'Please choose from 1 to 5 stars'),
  body: text({ error: 'Please write your review' })
    .trim()
    .min(REVIEW_BODY_MIN, 'Please write at least 20 characters')
    .max(REVIEW_BODY_MAX, 'A review cannot exceed 2,000 characters')
    .refine((s) => !CONTROL.test(s), 'Must not contain control characters'),
});
export type WriteReviewInput = z.infer<typeof writeReviewInput>;

/** A review as its booking's page shows it (its author's own, or the other side's once published). */
export const bookingReview = z.object({
  stars: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type BookingReview = z.infer<typeof bookingReview>;

/**
 * GET /api/bookings/:id/reviews, for the booking's guest or owner: their own review, the other
 * side's only once published, and the window (null until the stay has ended and the clock opened it).
 */
export const bookingReviews = z.object({
  side: z.enum(REVIEW_SIDES),
  /** The other side's first name, as the card's sentences name them. */
  otherName: z.string(),
  /** True while this side may still write (window open, stay completed, nothing written yet). */
  canWrite: z.boolean(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  mine: bookingReview.nullable(),
  theirs: bookingReview.nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviews>;

/** A published review as the public reads it: the reviewer as first name and last initial, the month of the stay. */
export const publicReview = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  body: z.string(),
  reviewer: z.string(),
  /** yyyy-MM of the stay's first day. */
  stayMonth: z.string(),
  publishedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewListQuery = z.object({
  page: pageNumber(1_000).default(1),
  pageSize: pageSizeUpTo(50).default(10),
});

/** A resort's or an owner's published guests' reviews, newest first, with their average (null when none). */
export const reviewPage = pageOf(publicReview).extend({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

/** One resort's average of published guests' reviews (one decimal) and how many there are. */
export const resortRating = z.object({
  resortId: z.number().int(),
  average: z.number(),
  count: z.number().int(),
});
export type ResortRating = z.infer<typeof resortRating>;

/** Every resort that has published reviews: one row per resort of the catalogue, a few hundred at most. */
export const resortRatings = z.object({ items: z.array(resortRating) });
export type ResortRatings = z.infer<typeof resortRatings>;
