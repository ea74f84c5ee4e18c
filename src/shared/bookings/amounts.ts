import { COMMISSION_PERCENT, LATE_CANCELLATION_REFUND_PERCENT } from './rules';
import type { Stay } from './stay';

// A booking's money in integer cents (never floats): what is refunded, what the platform keeps as
// its commission and what the owner is paid. Shares round half up to the cent.

/** `percent` % of `cents`, rounded half up to a whole cent. */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * The platform's commission on the part of a booking it keeps (`keptCents`: the total less any
 * refund): 25 % of what is left after the owner's usage fee, never below zero.
 */
export function commissionCents(keptCents: number, usageFeeCents: number): number {
  return percentOf(Math.max(0, keptCents - Math.max(0, usageFeeCents)), COMMISSION_PERCENT);
}

/** What the owner is paid of the kept part: the kept part less the commission. */
export function ownerShareCents(keptCents: number, usageFeeCents: number): number {
  return keptCents - commissionCents(keptCents, usageFeeCents);
}

/** The refund a guest's cancellation at `now` gives, and the share it is; null once check-in has come. */
export function guestCancellation(
  totalCents: number,
  stay: Pick<Stay, 'checkInAt' | 'fullRefundUntil'>,
  now: Date,
): { refundCents: number; percent: number } | null {
  if (now.getTime() >= stay.checkInAt.getTime()) return null;
  const percent = now.getTime() <= stay.fullRefundUntil.getTime() ? 100 : LATE_CANCELLATION_REFUND_PERCENT;
  return { refundCents: percentOf(totalCents, percent), percent };
}
