import { describe, expect, it } from 'vitest';
import { allEnglish } from '#src/client/i18n/en-all.ts';
import { BOOKING_STATUSES } from '#src/shared/bookings/process.ts';
import { cancelReasonKey, reasonKey, statusKey } from './reasons';

describe('the words of a booking’s state', () => {
  it('names every reason a quote gives, and a general one for a reason it does not know', () => {
    expect(reasonKey('bookings.cannotBookOwnWeek')).toBe('bookings.reason.ownWeek');
    expect(reasonKey('bookings.weekHeldOrBooked')).toBe('bookings.reason.heldOrBooked');
    expect(reasonKey('bookings.somethingNew')).toBe('bookings.reason.other');
    expect(reasonKey(null)).toBe('bookings.reason.other');
  });

  it('has words for every status and cancellation reason', () => {
    for (const status of BOOKING_STATUSES) expect(allEnglish[statusKey(status)]).toBeTruthy();
    expect(allEnglish[cancelReasonKey('payment_expired')]).toMatch(/15 minutes/);
    expect(cancelReasonKey('owner_declined')).toBe('bookings.cancelled.other');
  });
});
