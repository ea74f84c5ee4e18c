import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pesos per US dollar, as staff set it or the daily feed fetched it; the newest row is the rate
 * shown beside prices (the configuration's USD_MXN_RATE applies while there is none). Old rows
 * stay: the last good value is always there when a fetch fails.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    usdMxn: numeric('usd_mxn', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    /** The day the rate is for (the source's date, or the day staff set it). */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['staff', 'feed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('exchange_rates_positive_ck', sql`${t.usdMxn} > 0 and ${t.usdMxn} < 1000`),
    check('exchange_rates_source_ck', sql`${t.source} in ('staff', 'feed')`),
  ],
);
