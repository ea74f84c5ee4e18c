import { describe, expect, it } from 'vitest';
import { allEnglish } from '#src/client/i18n/en-all.ts';
import { es } from '#src/client/i18n/es.ts';
import { BOOKING_STATUSES } from '#src/shared/bookings/process.ts';
import { CANCEL_REASONS, cancelReasonKey, reasonKey, statusKey } from './reasons';

describe('the words of a booking’s state', () => {
  it('names every reason a quote gives, and a general one for a reason it does not know', () => {
    expect(reasonKey('bookings.cannotBookOwnWeek')).toBe('bookings.reason.ownWeek');
    expect(reasonKey('bookings.weekHeldOrBooked')).toBe('bookings.reason.heldOrBooked');
    expect(reasonKey('bookings.somethingNew')).toBe('bookings.reason.other');
    expect(reasonKey(null)).toBe('bookings.reason.other');
  });

  it('has words for every status and cancellation reason', () => {
    for (const status of BOOKING_STATUSES) {
      expect(allEnglish[statusKey(status)]).toBeTruthy();
      expect(allEnglish[statusKey(status, 'owner')]).toBeTruthy();
    }
    expect(allEnglish[cancelReasonKey('payment_expired')]).toMatch(/15 minutes/);
    for (const reason of CANCEL_REASONS) {
      expect(cancelReasonKey(reason)).toBe(`bookings.cancelled.${reason}`);
      expect(cancelReasonKey(reason, 'owner')).toBe(`bookings.ownerCancelled.${reason}`);
      expect(allEnglish[cancelReasonKey(reason)]).toBeTruthy();
      expect(allEnglish[cancelReasonKey(reason, 'owner')]).toBeTruthy();
      expect(es[cancelReasonKey(reason, 'owner')]).toBeTruthy();
    }
    expect(cancelReasonKey('something_new')).toBe('bookings.cancelled.other');
    expect(cancelReasonKey('something_new', 'staff')).toBe('bookings.ownerCancelled.other');
  });
});
