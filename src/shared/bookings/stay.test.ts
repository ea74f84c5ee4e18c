import { describe, expect, it } from 'vitest';
import { localClock, stayOf } from './stay';

describe('stayOf', () => {
  it("checks in at 3 PM and out at 11 AM on the resort's own clock, wherever the server runs", () => {
    // Mexico keeps standard time all year: Los Cabos UTC−7, Puerto Vallarta UTC−6, the Riviera Maya UTC−5.
    const cabos = stayOf('2027-03-06', '2027-03-12', 'America/Mazatlan');
    expect(cabos.checkInAt.toISOString()).toBe('2027-03-06T22:00:00.000Z');
    expect(cabos.checkOutAt.toISOString()).toBe('2027-03-13T18:00:00.000Z');
    expect(cabos.nights).toBe(7);
    expect(stayOf('2027-03-06', '2027-03-12', 'America/Cancun').checkInAt.toISOString()).toBe(
      '2027-03-06T20:00:00.000Z',
    );
    expect(stayOf('2027-03-06', '2027-03-12', 'America/Mexico_City').checkInAt.toISOString()).toBe(
      '2027-03-06T21:00:00.000Z',
    );
    expect(stayOf('2027-03-06', '2027-03-12', 'America/Hermosillo').checkInAt.toISOString()).toBe(
      '2027-03-06T22:00:00.000Z',
    );
    expect(stayOf('2027-03-06', '2027-03-12', 'America/Bahia_Banderas').checkInAt.toISOString()).toBe(
      '2027-03-06T21:00:00.000Z',
    );
  });

  it('keeps the same hours across the summer (no daylight saving in these zones) and across a month end', () => {
    const july = stayOf('2027-07-27', '2027-08-02', 'America/Mazatlan');
    expect(july.checkInAt.toISOString()).toBe('2027-07-27T22:00:00.000Z');
    expect(july.checkOutAt.toISOString()).toBe('2027-08-03T18:00:00.000Z');
    const newYear = stayOf('2027-12-26', '2028-01-01', 'America/Cancun');
    expect(newYear.checkOutAt.toISOString()).toBe('2028-01-02T16:00:00.000Z');
  });

  it('gives the full refund until check-in less 31 calendar days, at the same local hour', () => {
    const stay = stayOf('2027-03-06', '2027-03-12', 'America/Mazatlan');
    expect(stay.fullRefundUntil.toISOString()).toBe('2027-02-03T22:00:00.000Z');
    expect(localClock(stay.fullRefundUntil, 'America/Mazatlan')).toEqual({
      date: '2027-02-03',
      time: '15:00',
    });
  });

  it('refuses a string that is not a calendar date', () => {
    expect(() => stayOf('2027-3-6', '2027-03-12', 'America/Mazatlan')).toThrow(RangeError);
  });

  it("tells an instant's local day and hour in the resort's zone", () => {
    expect(localClock(new Date('2027-03-13T18:00:00Z'), 'America/Mazatlan')).toEqual({
      date: '2027-03-13',
      time: '11:00',
    });
    expect(localClock(new Date('2027-03-07T04:30:00Z'), 'America/Cancun')).toEqual({
      date: '2027-03-06',
      time: '23:30',
    });
  });
});
