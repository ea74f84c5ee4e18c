import { format, isValid, parseISO } from 'date-fns';

/** Calendar dates travel as 'yyyy-MM-dd' and are never shifted by a time zone. */

/**
 * Parses 'yyyy-MM-dd' as a local calendar day (new Date('2026-11-21') would be UTC midnight);
 * undefined for any other text (parseISO alone would also take '2026-11' or '20261121') and for a
 * day that does not exist ('2026-02-30').
 */
export function parseCalendarDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = parseISO(value);
  return isValid(day) ? day : undefined;
}

export const toCalendarDate = (date: Date) => format(date, 'yyyy-MM-dd');
