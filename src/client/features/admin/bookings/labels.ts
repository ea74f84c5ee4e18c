import { getLocale, t } from '#src/client/i18n/index.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';
import { BOOKING_CANCEL_REASONS, type BookingStatus } from '#src/shared/bookings/process.ts';
import { PAYOUT_HOURS_AFTER_CHECK_IN } from '#src/shared/bookings/rules.ts';
import type {
  BookingEventRow,
  LedgerEntry,
  MoneyStepRow,
  StaffBookingView,
} from '#src/shared/contracts/staff-bookings.ts';

/** A booking's state in staff's words. */
export const statusLabel = (status: BookingStatus) => t(`staffBookings.status.${status}`);

/** Why a booking was cancelled, in staff's words; a reason this build does not know gets a general one. */
export const cancelReasonLabel = (reason: string | null) =>
  t(
    `staffBookings.cancelReason.${
      reason && (BOOKING_CANCEL_REASONS as readonly string[]).includes(reason)
        ? (reason as (typeof BOOKING_CANCEL_REASONS)[number])
        : 'other'
    }`,
  );

const TRANSITIONS = [
  'book',
  'pay',
  'expireHold',
  'abandon',
  'accept',
  'decline',
  'expireAccept',
  'confirm',
  'expireConfirm',
  'guestCancel',
  'ownerCancel',
  'report',
  'dispute',
  'hold',
  'complete',
  'release',
  'refundPart',
  'refundAll',
  'payOut',
] as const;

/** A step of the booking's history; one this build does not name is shown by its states. */
export const transitionLabel = (e: BookingEventRow) =>
  (TRANSITIONS as readonly string[]).includes(e.transition)
    ? t(`staffBookings.transition.${e.transition as (typeof TRANSITIONS)[number]}`)
    : `${e.from ? statusLabel(e.from) : '–'} → ${statusLabel(e.to)}`;

export const causeLabel = (cause: BookingEventRow['cause']) => t(`staffBookings.cause.${cause}`);
export const ledgerKindLabel = (kind: LedgerEntry['kind']) => t(`staffBookings.kind.${kind}`);
export const stepKindLabel = (kind: MoneyStepRow['kind']) => t(`staffBookings.steps.${kind}`);
export const stepStatusLabel = (status: MoneyStepRow['status']) => t(`staffBookings.stepStatus.${status}`);

/** Dollars from the API (whole cents) in the reader's language, to the cent when it has cents. */
export const money = (amount: number, currency = 'usd') => formatCents(Math.round(amount * 100), currency);

/** A dollar amount from the API as integer cents. */
export const centsOf = (amount: number) => Math.round(amount * 100);

/** A person's name, or the words for an account that no longer exists. */
export const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : t('staffBookings.deletedAccount');

/** When the owner's payout of this booking falls due: its payout time, or now when that has passed. */
export function payoutDate(view: StaffBookingView): Date {
  const due = view.payoutDueAt
    ? Date.parse(view.payoutDueAt)
    : Date.parse(view.booking.checkInAt) + PAYOUT_HOURS_AFTER_CHECK_IN * 3_600_000;
  return new Date(Math.max(Date.now(), due));
}

/** An instant with its time, in the reader's zone: 'Mar 6, 2027, 3:05 PM' / '6 mar 2027, 15:05'. */
export const formatMoment = (iso: string) =>
  formatPattern(new Date(iso), getLocale() === 'es' ? 'd MMM yyyy, HH:mm' : 'MMM d, yyyy, h:mm a');
