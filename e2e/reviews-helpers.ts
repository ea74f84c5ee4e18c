import { runClock } from './bookings-helpers';

/**
 * The reviews' clock run "as of" `now` by the admin CLI (`reviews:tick --now`), as bookings:tick is:
 * it opens the review window of every completed stay whose check-out is past by then.
 */
export const tickReviews = (now: Date): Promise<string> => runClock('reviews:tick', now);
