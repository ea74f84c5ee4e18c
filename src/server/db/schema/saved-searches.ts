import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldAccents, users } from './accounts';
import { locations, resorts } from './catalog';
import { createdAt } from './columns';

/**
 * A search someone asked to be alerted of ("Alert me" on the week lists): the filters of the page
 * it was saved from, the address told (a visitor's, or a signed-in person's account address at the
 * time), and how often. Only searches whose address confirmed alerts (alert_addresses, decision 039)
 * and that are not paused are matched (docs/decisions/066-saved-searches.md).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    /** The address as `alertAddressKey` folds it; the cap and the once-per-week record count by it. */
    email: text('email').notNull(),
    /** The account that saved it (its My alerts page); null for a visitor's. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    resortId: integer('resort_id').references(() => resorts.id, { onDelete: 'cascade' }),
    /** A whole unit-type name (the all-weeks room type), as typed; matched folded. */
    roomType: text('room_type'),
    /** Part of a resort name (the destination page's search), as typed; matched folded. */
    resortText: text('resort_text'),
    /** Part of a unit-type name, as typed; matched folded. */
    unitTypeText: text('unit_type_text'),
    roomTypeKey: text('room_type_key').generatedAlwaysAs((): SQL => foldAccents(sql`room_type`)),
    resortTextKey: text('resort_text_key').generatedAlwaysAs((): SQL => foldAccents(sql`resort_text`)),
    unitTypeTextKey: text('unit_type_text_key').generatedAlwaysAs(
      (): SQL => foldAccents(sql`unit_type_text`),
    ),
    /** Weeks starting on or after this day. */
    fromDate: date('from_date', { mode: 'string' }),
    /** Whole dollars, as weeks are priced. */
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /** Paused by its owner, or stopped by the one-click unsubscribe: nothing is matched while set. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_email_idx').on(t.email, t.id),
    index('saved_searches_user_idx').on(t.userId, t.id),
    // Matching one week: the live searches at its destination and those for anywhere (a null key),
    // two ranges of one index read as a bitmap, then the few other filters on those rows.
    index('saved_searches_match_idx').on(t.locationId, t.resortId).where(sql`${t.pausedAt} is null`),
    check('saved_searches_frequency_ck', sql`${t.frequency} in ('instant', 'daily')`),
    check(
      'saved_searches_price_ck',
      sql`(${t.minPrice} is null or ${t.minPrice} >= 0) and (${t.maxPrice} is null or ${t.maxPrice} >= coalesce(${t.minPrice}, 0))`,
    ),
  ],
);
