import { format } from 'date-fns';
import { parseCalendarDate } from '../../../lib/dates';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '$1,500': US dollars, thousands separators, no cents. */
export const formatPrice = (amount: number) => usd.format(amount);

/** 'Feb 16, 2027' from the calendar date '2027-02-16', read as a local day (spec 000 §9). */
export function formatDay(calendarDate: string): string {
  const day = parseCalendarDate(calendarDate);
  return day ? format(day, 'MMM d, yyyy') : calendarDate;
}
