import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
