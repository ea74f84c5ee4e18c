import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the rate limits (lib/rate-limit.ts), shared by every app process: one row per
 * limit and key (address, address and username), updated by one atomic upsert per attempt.
 * The column names are the ones rate-limiter-flexible's Drizzle store reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
