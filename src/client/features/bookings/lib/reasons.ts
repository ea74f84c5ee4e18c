import type { MessageKey } from '#src/client/i18n/index.ts';
import type { BookingStatus } from '#src/shared/bookings/process.ts';

type ReasonKey = Extract<MessageKey, `bookings.reason.${string}`>;
type CancelKey = Extract<MessageKey, `bookings.cancelled.${string}`>;

/** Why a quote says a week cannot be booked (the server's message key), in this area's words. */
const REASONS: Record<string, ReasonKey> = {
  'bookings.cannotBookOwnWeek': 'bookings.reason.ownWeek',
  'bookings.weekHeldOrBooked': 'bookings.reason.heldOrBooked',
  'bookings.weekStartsTooSoon': 'bookings.reason.tooSoon',
  'bookings.priceTooLow': 'bookings.reason.priceTooLow',
  'bookings.bookingsTestModeOnly': 'bookings.reason.notOpen',
  'payments.paymentsNotAvailableSiteYet': 'bookings.reason.notOpen',
};

/** The sentence for a quote's `reason` key; a key this build does not know gets a general one. */
export const reasonKey = (reason: string | null): ReasonKey =>
  (reason && REASONS[reason]) || 'bookings.reason.other';

/** A booking's state in words. */
export const statusKey = (status: BookingStatus): Extract<MessageKey, `bookings.status.${string}`> =>
  `bookings.status.${status}`;

/** Why a booking was cancelled (the server's `cancelReason`), in words; others get a general one. */
const CANCEL_REASONS: Record<string, CancelKey> = {
  guest_abandoned: 'bookings.cancelled.guest_abandoned',
  payment_expired: 'bookings.cancelled.payment_expired',
};
export const cancelReasonKey = (reason: string | null): CancelKey =>
  (reason && CANCEL_REASONS[reason]) || 'bookings.cancelled.other';
