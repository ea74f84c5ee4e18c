import type { MessageKey } from '#src/client/i18n/index.ts';
import {
  BOOKING_CANCEL_REASONS,
  type BookingCancelReason,
  type BookingStatus,
} from '#src/shared/bookings/process.ts';

type ReasonKey = Extract<MessageKey, `bookings.reason.${string}`>;
type CancelKey = Extract<MessageKey, `bookings.cancelled.${string}` | `bookings.ownerCancelled.${string}`>;

/** Why a quote says a week cannot be booked (the server's message key), in this area's words. */
const REASONS: Record<string, ReasonKey> = {
  'bookings.cannotBookOwnWeek': 'bookings.reason.ownWeek',
  'bookings.weekHeldOrBooked': 'bookings.reason.heldOrBooked',
  'bookings.weekStartsTooSoon': 'bookings.reason.tooSoon',
  'bookings.priceTooLow': 'bookings.reason.priceTooLow',
  'payments.paymentsNotAvailableSiteYet': 'bookings.reason.notOpen',
};

/** The sentence for a quote's `reason` key; a key this build does not know gets a general one. */
export const reasonKey = (reason: string | null): ReasonKey =>
  (reason && REASONS[reason]) || 'bookings.reason.other';

/** Whose eyes a booking is read with: the guest's texts say "you" to the guest, the owner's to the owner. */
type Viewer = 'guest' | 'owner' | 'staff';

/** A booking's state in words, for its guest or for its owner (and staff, who read the owner's). */
export const statusKey = (
  status: BookingStatus,
  viewer: Viewer = 'guest',
): Extract<MessageKey, `bookings.status.${string}` | `bookings.ownerStatus.${string}`> =>
  viewer === 'guest' ? `bookings.status.${status}` : `bookings.ownerStatus.${status}`;

/** The server's cancel reasons (`cancelReason`): each has its words for the guest and for the owner. */
export const CANCEL_REASONS = BOOKING_CANCEL_REASONS;
type CancelReason = BookingCancelReason;
const isCancelReason = (reason: string): reason is CancelReason =>
  (CANCEL_REASONS as readonly string[]).includes(reason);

/** Why a booking was cancelled, in words for this viewer; a reason this build does not know gets a general one. */
export function cancelReasonKey(reason: string | null, viewer: Viewer = 'guest'): CancelKey {
  const known = reason && isCancelReason(reason) ? reason : 'other';
  return viewer === 'guest' ? `bookings.cancelled.${known}` : `bookings.ownerCancelled.${known}`;
}
