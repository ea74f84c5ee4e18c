import { describe, expect, it } from 'vitest';
import { commissionCents, guestCancellation, ownerShareCents, percentOf } from './amounts';
import { stayOf } from './stay';

describe('booking amounts in cents', () => {
  it('takes 25 % of the price less the usage fee as commission, and the rest is the owner’s', () => {
    expect(commissionCents(120_000, 20_000)).toBe(25_000);
    expect(ownerShareCents(120_000, 20_000)).toBe(95_000);
    expect(commissionCents(120_000, 0)).toBe(30_000);
    // A fee above what is kept leaves no commission, never a negative one.
    expect(commissionCents(30_000, 50_000)).toBe(0);
    expect(ownerShareCents(30_000, 50_000)).toBe(30_000);
  });

  it('rounds shares half up to the cent, and commission plus share is always the kept amount', () => {
    expect(percentOf(1, 25)).toBe(0);
    expect(percentOf(2, 25)).toBe(1); // 0.5 → 1
    expect(percentOf(99_999, 25)).toBe(25_000); // 24,999.75 → 25,000
    for (const kept of [0, 1, 2, 3, 99, 12_345, 99_999_999])
      for (const fee of [0, 1, 7, kept, kept + 1])
        expect(commissionCents(kept, fee) + ownerShareCents(kept, fee)).toBe(kept);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => percentOf(1.5, 25)).toThrow(RangeError);
    expect(() => percentOf(-1, 25)).toThrow(RangeError);
  });

  it('refunds in full up to 31 days before check-in, 25 % after that, and nothing once check-in has come', () => {
    const stay = stayOf('2027-03-06', '2027-03-12', 'America/Mazatlan');
    const at = (iso: string) => guestCancellation(100_000, stay, new Date(iso));
    expect(at('2027-01-25T12:00:00Z')).toEqual({ refundCents: 100_000, percent: 100 }); // 40 days ahead
    expect(at('2027-02-03T22:00:00Z')).toEqual({ refundCents: 100_000, percent: 100 }); // the last full-refund moment
    expect(at('2027-02-03T22:00:01Z')).toEqual({ refundCents: 25_000, percent: 25 });
    expect(at('2027-02-24T12:00:00Z')).toEqual({ refundCents: 25_000, percent: 25 }); // 10 days ahead
    expect(at('2027-03-06T21:59:59Z')).toEqual({ refundCents: 25_000, percent: 25 });
    expect(at('2027-03-06T22:00:00Z')).toBeNull();
  });
});
