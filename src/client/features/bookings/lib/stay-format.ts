import { TZDate } from '@date-fns/tz';
import { getLocale } from '#src/client/i18n/index.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';

/**
 * A booking's instants as the resort's clock shows them (decision 056: time is the resort's), in
 * the reader's language: 'Sat, Mar 6, 2027' and '3:00 PM' in English, 'sáb 6 mar 2027' and
 * '15:00' in Spanish. The zone is named by the destination beside them, never by the reader's own.
 */
const inZone = (iso: string, timeZone: string) => new TZDate(new Date(iso).getTime(), timeZone);

/** The local day of an instant at the resort: 'Sat, Mar 6, 2027' / 'sáb 6 mar 2027'. */
export const formatStayDay = (iso: string, timeZone: string) =>
  formatPattern(inZone(iso, timeZone), getLocale() === 'es' ? 'EEE d MMM yyyy' : 'EEE, MMM d, yyyy');

/** The local hour of an instant at the resort: '3:00 PM' / '15:00'. */
export const formatStayTime = (iso: string, timeZone: string) =>
  formatPattern(inZone(iso, timeZone), getLocale() === 'es' ? 'HH:mm' : 'h:mm a');

/** Day and hour at the resort: 'Sat, Feb 3, 2027, 3:00 PM' / 'sáb 3 feb 2027, 15:00'. */
export const formatStayMoment = (iso: string, timeZone: string) =>
  `${formatStayDay(iso, timeZone)}, ${formatStayTime(iso, timeZone)}`;

/** What is left of a hold, 'm:ss' (never below 0:00). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
