// The booking rules our Terms of Service publish, as numbers every part of the product reads
// (the quote, the screens, the server's transitions, the legal texts' test): decision 056.

/** Check-in is after 3 PM and check-out by 11 AM, in the resort's own time zone. */
export const CHECK_IN_HOUR = 15;
export const CHECK_OUT_HOUR = 11;

/** A cancellation up to this many days before check-in is refunded in full. */
export const FULL_REFUND_DAYS_BEFORE = 31;
/** Later (within 30 days of check-in) the guest gets this share of the total back; the rest is kept. */
export const LATE_CANCELLATION_REFUND_PERCENT = 25;

/** The platform's commission: this share of the booking's net (its price less the owner's usage fee). */
export const COMMISSION_PERCENT = 25;

/** Booking closes this long before check-in: the owner must still have time to answer and register the guest. */
export const BOOKING_MIN_LEAD_HOURS = 48;

/** A renter's payment holds the week this long; nobody else is offered it meanwhile. */
export const HOLD_MINUTES = 15;
/** The owner accepts within this long of the payment, and uploads the resort's confirmation within this long of accepting. */
export const OWNER_ANSWER_HOURS = 48;
/** The guest may report a problem until this long after check-in. */
export const REPORT_HOURS_AFTER_CHECK_IN = 24;
/** The owner is paid this long after check-in, when no problem holds the money. */
export const PAYOUT_HOURS_AFTER_CHECK_IN = 48;

/** The resort's confirmation an owner uploads: a PDF, or a photo of it, at most this large. */
export const CONFIRMATION_MAX_BYTES = 10 * 1024 * 1024;
export const CONFIRMATION_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** What a guest writes when reporting a problem with the stay. */
export const PROBLEM_TEXT_MIN = 10;
export const PROBLEM_TEXT_MAX = 2000;
