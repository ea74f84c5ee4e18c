import { TZDate } from '@date-fns/tz';

/** Invoices follow the fiscal calendar of Mexico City: a payment belongs to the month it was made there. */
export const INVOICE_ZONE = 'America/Mexico_City';

export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The month (Mexico City time) an instant is in. */
export function monthOf(instant: Date): Month {
  const z = new TZDate(instant.getTime(), INVOICE_ZONE);
  return { year: z.getFullYear(), month: z.getMonth() + 1 };
}

/** 'yyyy-MM' → the month. */
export function parseMonth(text: string): Month {
  const [year, month] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
}

export const monthText = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`;

export const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month;

/** The month's first instant and the next month's first instant, in Mexico City. */
export function monthBounds(m: Month): { from: Date; to: Date } {
  return {
    from: new Date(new TZDate(m.year, m.month - 1, 1, 0, 0, 0, 0, INVOICE_ZONE).getTime()),
    to: new Date(new TZDate(m.year, m.month, 1, 0, 0, 0, 0, INVOICE_ZONE).getTime()),
  };
}

/** The day (yyyy-MM-dd, Mexico City) an instant is in: the exchange rate's day. */
export function dayOf(instant: Date): string {
  const z = new TZDate(instant.getTime(), INVOICE_ZONE);
  return `${z.getFullYear()}-${String(z.getMonth() + 1).padStart(2, '0')}-${String(z.getDate()).padStart(2, '0')}`;
}
