// The review rules the product publishes, as numbers the contracts, the server, the mails and the
// screens read (decision 059).

/** Each side may review the other until this many days after check-out; then what was written is published. */
export const REVIEW_WINDOW_DAYS = 14;
/** A side that has not written is reminded this many days before the window closes. */
export const REVIEW_REMIND_DAYS_BEFORE = 3;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
/** What a review's text must hold: enough to say something, short enough to be read. */
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;

/** Who wrote a review: the booking's guest (about the stay and its owner) or its owner (about the guest). */
export const REVIEW_SIDES = ['guest', 'owner'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** The booking statuses whose stay happened and may be reviewed (not cancelled, not on hold while a problem is open). */
export const REVIEWABLE_STATUSES = ['completed', 'paid_out'] as const;

export const DAY_MS = 86_400_000;
