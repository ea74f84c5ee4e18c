import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { unitTypes } from './catalog';
import { requiredKey } from './columns';
import { weeks } from './weeks';

/*
 * How many people looked at each week, counted without keeping who (docs/decisions/068): a visitor
 * is hashed with the day's random salt, the hash kept only for that day to count a person once, and
 * the day's count per week kept. The salt and the hashes of a day are deleted once the day is over,
 * after which nobody (not even with the database) can tell whether a given person was counted.
 */

/** The day's random salt (UTC days): one row, made by the day's first view, deleted after the day. */
export const weekViewSalts = pgTable('week_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One row per week, day and person who viewed it that day: sha256 of the person's key and the day's
 * salt. The primary key is what counts a person once a day however many views, processes or retries.
 */
export const weekViewMarks = pgTable(
  'week_view_marks',
  {
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekId, t.day, t.hash] }),
    // The sweep of the days that are over.
    index('week_view_marks_day_idx').on(t.day),
  ],
);

/** The people who viewed a week on a day: what is left of the day once its marks are gone. */
export const weekViewDays = pgTable(
  'week_view_days',
  {
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekId, t.day] }), check('week_view_days_views_ck', sql`${t.views} > 0`)],
);

/*
 * Price guidance's figures kept per unit type and season day (docs/decisions/068): what
 * modules/insights/guidance.ts computes for a week of that unit type starting on that day of the
 * year, computed by PostgreSQL ahead (percentile_cont over the comparable weeks and bookings) so
 * that asking is reading one row. A unit type's 365 rows are computed again after its weeks or
 * bookings change (the marks below) and once the day moves the 24 months' start (`since`).
 */
export const priceGuidanceDays = pgTable(
  'price_guidance_days',
  {
    unitTypeId: requiredKey('unit_type_id', () => unitTypes.id, 'cascade'),
    seasonDay: smallint('season_day').notNull(),
    /** The first check-in day the figures count (24 months before the day they were computed). */
    since: date('since', { mode: 'string' }).notNull(),
    askedCount: integer('asked_count').notNull(),
    askedLow: integer('asked_low'),
    askedP25: integer('asked_p25'),
    askedMedian: integer('asked_median'),
    askedP75: integer('asked_p75'),
    askedHigh: integer('asked_high'),
    bookedCount: integer('booked_count').notNull(),
    bookedLow: integer('booked_low'),
    bookedP25: integer('booked_p25'),
    bookedMedian: integer('booked_median'),
    bookedP75: integer('booked_p75'),
    bookedHigh: integer('booked_high'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitTypeId, t.seasonDay] }),
    check('price_guidance_days_day_ck', sql`${t.seasonDay} between 1 and 365`),
    // The refresh of the rows whose 24 months started before today's.
    index('price_guidance_days_since_idx').on(t.since),
  ],
);

/**
 * Unit types whose price guidance must be computed again: marked by triggers on weeks and bookings
 * whenever a write changes what guidance counts (migration 0042), whoever wrote it; the refresh
 * takes the mark and computes in one transaction. No reference: a deleted unit type's mark is
 * dropped by the refresh.
 */
export const priceGuidanceStale = pgTable('price_guidance_stale', {
  unitTypeId: integer('unit_type_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
