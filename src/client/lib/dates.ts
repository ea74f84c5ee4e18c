import { format } from 'date-fns';

/** Calendar dates travel as 'yyyy-MM-dd' and are never shifted by a time zone. */

/** Parses 'yyyy-MM-dd' as a local calendar day (new Date('2026-11-21') would be UTC midnight). */
export function parseCalendarDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

export const toCalendarDate = (date: Date) => format(date, 'yyyy-MM-dd');
