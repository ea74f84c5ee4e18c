import { TZDate } from '@date-fns/tz';
import { CHECK_IN_HOUR, CHECK_OUT_HOUR, FULL_REFUND_DAYS_BEFORE } from './rules';

/** A week's stay as instants: check-in on its first day, check-out the morning after its last (seven nights). */
export interface Stay {
  checkInAt: Date;
  checkOutAt: Date;
  nights: number;
  /** The last moment a guest's cancellation is refunded in full: check-in less 31 calendar days, same local hour. */
  fullRefundUntil: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/** `hour`:00 local time in `timeZone` on the calendar day `date` plus `addDays` days (the calendar carries over months). */
export function localInstant(date: string, addDays: number, hour: number, timeZone: string): Date {
  const [y, m, d] = parts(date);
  return new Date(new TZDate(y, m, d + addDays, hour, 0, 0, 0, timeZone).getTime());
}

/**
 * The stay of a week listed from `fromDate` to `toDate` (its seven calendar days): the guest checks
 * in at 3 PM on the first day and out at 11 AM on the day after the last, so consecutive weeks chain
 * without a gap night. Computed in the resort's zone, never in the server's or the database's.
 */
export function stayOf(fromDate: string, toDate: string, timeZone: string): Stay {
  const checkInAt = localInstant(fromDate, 0, CHECK_IN_HOUR, timeZone);
  const checkOutAt = localInstant(toDate, 1, CHECK_OUT_HOUR, timeZone);
  const [fy, fm, fd] = parts(fromDate);
  const [ty, tm, td] = parts(toDate);
  const nights = Math.round((Date.UTC(ty, tm, td) - Date.UTC(fy, fm, fd)) / 86_400_000) + 1;
  return {
    checkInAt,
    checkOutAt,
    nights,
    fullRefundUntil: localInstant(fromDate, -FULL_REFUND_DAYS_BEFORE, CHECK_IN_HOUR, timeZone),
  };
}

/** The day and hour of `instant` as the resort's clock shows it: { date: 'yyyy-MM-dd', time: 'HH:mm' }. */
export function localClock(instant: Date, timeZone: string): { date: string; time: string } {
  const z = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
    time: `${pad(z.getHours())}:${pad(z.getMinutes())}`,
  };
}
