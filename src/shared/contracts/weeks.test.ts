import { afterEach, describe, expect, it } from 'vitest';
import { createWeekInput, daysBetween, ownerWeek, publicWeek, updateWeekInput } from './weeks';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('weeks contract dates', () => {
  it('counts the days between two calendar dates', () => {
    expect(daysBetween('2026-11-21', '2026-11-27')).toBe(6);
    expect(daysBetween('2026-11-27', '2026-11-21')).toBe(-6);
    expect(daysBetween('2024-02-26', '2024-03-03')).toBe(6); // 29 February on the way
    expect(daysBetween('2026-12-29', '2027-01-04')).toBe(6);
  });

  it('counts calendar days across a daylight-saving change, in any time zone', () => {
    for (const timeZone of ['UTC', 'America/Tijuana', 'Europe/Madrid', 'Australia/Lord_Howe']) {
      process.env.TZ = timeZone;
      expect(daysBetween('2026-03-05', '2026-03-11'), timeZone).toBe(6);
      expect(daysBetween('2026-03-26', '2026-04-01'), timeZone).toBe(6);
      expect(daysBetween('2026-10-01', '2026-10-07'), timeZone).toBe(6);
      expect(daysBetween('2026-10-30', '2026-11-05'), timeZone).toBe(6);
    }
  });

  it('takes a week of exactly seven days, first and last included', () => {
    const week = {
      resortId: 1,
      unitTypeId: 1,
      locationId: 1,
      price: 1000,
      reservationCode: 'ABC',
      fromDate: '2026-03-05',
    };
    expect(createWeekInput.safeParse({ ...week, toDate: '2026-03-11' }).success).toBe(true);
    for (const toDate of ['2026-03-10', '2026-03-12']) {
      expect(createWeekInput.safeParse({ ...week, toDate }).error?.issues).toEqual([
        expect.objectContaining({ path: ['toDate'], message: 'Date range must be exactly 7 days' }),
      ]);
    }
  });
});

describe('a week’s usage fee', () => {
  it('is not looked for in a body that is not an object: one plain error, never a crash', () => {
    for (const body of [null, 'text', 7, [], true]) {
      const result = createWeekInput.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.code)).toEqual(['invalid_type']);
    }
  });

  const week = {
    resortId: 1,
    unitTypeId: 1,
    locationId: 1,
    price: 1000,
    reservationCode: 'ABC',
    fromDate: '2026-03-05',
    toDate: '2026-03-11',
  };
  const feeIssues = (over: Record<string, unknown>) =>
    createWeekInput
      .safeParse({ ...week, ...over })
      .error?.issues.filter((i) => i.path[0] === 'usageFee')
      .map((i) => i.message);

  it('is optional: absent, empty or blank is no fee, and a form’s text is read as dollars', () => {
    for (const usageFee of [undefined, '', '   ', null]) {
      expect(createWeekInput.parse({ ...week, usageFee }).usageFee, String(usageFee)).toBeUndefined();
    }
    expect(createWeekInput.parse({ ...week, usageFee: '120.5' }).usageFee).toBe(120.5);
    expect(createWeekInput.parse({ ...week, usageFee: 0.29 }).usageFee).toBe(0.29);
    expect(createWeekInput.parse({ ...week, usageFee: 1000 }).usageFee).toBe(1000);
  });

  it('is a finite amount in cents from 0 to the price, each fault with its one message', () => {
    expect(feeIssues({ usageFee: 'abc' })).toEqual(['Usage fee must be a number']);
    expect(feeIssues({ usageFee: Number.NaN })).toEqual(['Usage fee must be a number']);
    expect(feeIssues({ usageFee: Number.POSITIVE_INFINITY })).toEqual(['Usage fee must be a number']);
    expect(feeIssues({ usageFee: -1 })).toEqual(['Usage fee cannot be negative']);
    expect(feeIssues({ usageFee: 12.345 })).toEqual(['Usage fee cannot have more than two decimal places']);
    expect(feeIssues({ usageFee: 1.005 })).toEqual(['Usage fee cannot have more than two decimal places']);
    expect(feeIssues({ usageFee: 1000.01 })).toEqual(['Usage fee cannot exceed the price']);
    expect(feeIssues({ usageFee: 1e300 })).toEqual(['Usage fee cannot exceed the price']);
  });

  it('is checked against the price even while other fields are wrong, but not against a wrong price', () => {
    expect(feeIssues({ reservationCode: '', usageFee: 2000 })).toEqual(['Usage fee cannot exceed the price']);
    expect(feeIssues({ price: 'abc', usageFee: 2000 })).toEqual([]);
    expect(feeIssues({ price: '', usageFee: 5 })).toEqual([]);
  });

  it('is edited as a JSON number, or null to clear it', () => {
    expect(updateWeekInput.parse({ usageFee: null })).toEqual({ usageFee: null });
    expect(updateWeekInput.parse({ usageFee: 99.99 })).toEqual({ usageFee: 99.99 });
    for (const usageFee of [
      undefined,
      '12',
      'abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -0.01,
      1.234,
      1_000_000.01,
    ]) {
      expect(updateWeekInput.safeParse({ usageFee }).success, String(usageFee)).toBe(false);
    }
  });

  it('is never part of a public week', () => {
    expect(Object.keys(publicWeek.shape)).not.toContain('usageFee');
    expect(Object.keys(ownerWeek.shape)).toContain('usageFee');
  });
});
