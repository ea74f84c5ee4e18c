import { afterEach, describe, expect, it } from 'vitest';
import { createWeekInput, daysBetween } from './weeks';

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
