import { format, parseISO } from 'date-fns';
import { dateFnsLocale, getLocale } from '../i18n';
import { parseCalendarDate } from './dates';

/** Dates in the reader's language: 'MMM d, yyyy' in English, '12 mar 2027' in Spanish. */

/** 'MMM d, yyyy' in English; '12 mar 2027' in Spanish. */
const dayPattern = () => (getLocale() === 'es' ? 'd MMM yyyy' : 'MMM d, yyyy');

/** A date-fns pattern in the current language (month and day names included). */
export const formatPattern = (date: Date, pattern: string) =>
  format(date, pattern, { locale: dateFnsLocale() });

/** Days already written, by language then date: a list's cards write the same few dates again and again. */
const daysWritten = new Map<string, string>();
const DAYS_KEPT = 1000;

/** 'Feb 16, 2027' from the calendar date '2027-02-16', read as a local day. */
export function formatDay(calendarDate: string): string {
  const key = `${getLocale()} ${calendarDate}`;
  let text = daysWritten.get(key);
  if (text === undefined) {
    const day = parseCalendarDate(calendarDate);
    text = day ? formatPattern(day, dayPattern()) : calendarDate;
    if (daysWritten.size >= DAYS_KEPT) daysWritten.clear();
    daysWritten.set(key, text);
  }
  return text;
}

/** 'Nov 22, 2026' from an instant ('2026-11-22T14:05:00.000Z'), in the viewer's time zone. */
export const formatInstantDay = (iso: string) => formatPattern(parseISO(iso), dayPattern());
