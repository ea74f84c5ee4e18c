import { describe, expect, it } from 'vitest';
import { parseCalendarDate, toCalendarDate } from './dates';

describe('calendar dates', () => {
  it('reads yyyy-MM-dd as that local day and writes it back the same', () => {
    const day = parseCalendarDate('2027-02-16');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([2027, 1, 16, 0]);
    for (const value of ['2027-02-16', '2024-02-29', '1999-12-31']) {
      const parsed = parseCalendarDate(value);
      expect(parsed && toCalendarDate(parsed), value).toBe(value);
    }
  });

  it('reads nothing from other text or a day that does not exist', () => {
    for (const value of [
      '',
      '2027-02',
      '20270216',
      '2027-W07',
      '2027-2-16',
      '2027-02-16T10:00',
      '2027-02-30',
      '2027-13-01',
    ])
      expect(parseCalendarDate(value), value).toBeUndefined();
  });
});
