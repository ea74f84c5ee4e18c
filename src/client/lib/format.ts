import { format } from 'date-fns';
import { parseCalendarDate } from './dates';

/** Money and dates as the spec writes them (000 §9): US dollars with thousands separators, 'MMM d, yyyy'. */

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** '$1,500': US dollars, thousands separators, no cents. */
export const formatPrice = (amount: number) => dollars.format(amount);

/** '$3,500' for whole dollars, '$250.50' otherwise; another currency in its own style. */
export function formatCents(amountCents: number, currency = 'usd'): string {
  if (currency.toLowerCase() !== 'usd') {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
      amountCents / 100,
    );
  }
  return amountCents % 100 === 0 ? formatPrice(amountCents / 100) : dollarsAndCents.format(amountCents / 100);
}

/** 'Feb 16, 2027' from the calendar date '2027-02-16', read as a local day. */
export function formatDay(calendarDate: string): string {
  const day = parseCalendarDate(calendarDate);
  return day ? format(day, 'MMM d, yyyy') : calendarDate;
}

/** 'Nov 22, 2026' from an instant ('2026-11-22T14:05:00.000Z'), in the viewer's time zone. */
export const formatInstantDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
