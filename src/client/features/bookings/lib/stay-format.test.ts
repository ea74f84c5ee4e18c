import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, setLocale } from '#src/client/i18n/index.ts';
import { formatCountdown, formatStayDay, formatStayMoment, formatStayTime } from './stay-format';

// Check-in of a week starting Saturday, March 6, 2027 at Los Cabos (UTC−7 all year): 3 PM local.
const checkIn = '2027-03-06T22:00:00.000Z';
const checkOut = '2027-03-13T18:00:00.000Z';

describe('a stay on the resort’s clock', () => {
  afterEach(() => setLocale('en'));

  it('writes the resort’s day and hour in English, whatever the reader’s zone', () => {
    expect(formatStayDay(checkIn, 'America/Mazatlan')).toBe('Sat, Mar 6, 2027');
    expect(formatStayTime(checkIn, 'America/Mazatlan')).toBe('3:00 PM');
    expect(formatStayTime(checkOut, 'America/Mazatlan')).toBe('11:00 AM');
    // The same instant at Cancún (UTC−5) is two hours later.
    expect(formatStayMoment(checkIn, 'America/Cancun')).toBe('Sat, Mar 6, 2027, 5:00 PM');
  });

  it('writes them in Spanish with the 24-hour clock', async () => {
    await loadLocale('es');
    setLocale('es');
    expect(formatStayDay(checkIn, 'America/Mazatlan')).toBe('sáb 6 mar 2027');
    expect(formatStayTime(checkIn, 'America/Mazatlan')).toBe('15:00');
  });

  it('counts a hold down in minutes and seconds, never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
