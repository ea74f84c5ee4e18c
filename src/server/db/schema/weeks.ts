import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { locations, unitTypes } from './catalog';
import { createdAt, requiredKey } from './columns';

/** A date's day of a 365-day year, 1..365: its day of the year, less one after February of a leap year. */
export const seasonDayOf = (day: SQL) =>
  sql`(extract(doy from ${day}) - case when extract(month from ${day}) > 2 and extract(year from ${day})::int % 4 = 0 and (extract(year from ${day})::int % 100 <> 0 or extract(year from ${day})::int % 400 = 0) then 1 else 0 end)::smallint`;

export const weeks = pgTable(
  'weeks',
  {
    id: serial('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    locationId: requiredKey('location_id', () => locations.id, 'restrict'),
    unitTypeId: requiredKey('unit_type_id', () => unitTypes.id, 'restrict'),
    // Calendar dates, not instants: a week starts on the same day wherever the viewer is.
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    reservationCode: varchar('reservation_code', { length: 50 }).notNull(),
    /**
     * What the owner pays the resort to reserve or use the week, in dollars like the price; the
     * platform's commission on a booking is taken from the price less this fee (decision 056).
     */
    usageFee: numeric('usage_fee', { precision: 10, scale: 2, mode: 'number' }),
    /**
     * False while a booking of the week is live (held for a payment, or booked): every public read
     * leaves it out. A trigger on bookings keeps it (migration 0023), whoever writes the booking.
     */
    onOffer: boolean('on_offer').notNull().default(true),
    createdAt: createdAt(),
    /**
     * When staff hid the week (moderation; decision 061). A hidden week is never on offer: the
     * bookings trigger and the hiding trigger keep `on_offer` false while this is set (migration 0032).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * When staff approved the owner's proof of this week (decision 062); null: not verified. Cleared
     * by a trigger (migration 0034) when the checked facts change or the week is re-listed, whoever
     * writes the row: no code path can keep a badge the proof no longer backs.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * The check-in's day of a 365-day year (29 February counts as 1 March): the season price guidance
     * compares weeks by, the same in leap years and others (modules/insights/guidance.ts).
     */
    seasonDay: smallint('season_day')
      .notNull()
      .generatedAlwaysAs((): SQL => seasonDayOf(sql`from_date`)),
  },
  (t) => [
    check('weeks_hidden_off_offer_ck', sql`${t.hiddenAt} is null or not ${t.onOffer}`),
    check('weeks_price_ck', sql`${t.price} >= 0 and ${t.price} <= 1000000`),
    check('weeks_reservation_code_ck', sql`char_length(${t.reservationCode}) between 1 and 50`),
    check('weeks_seven_days_ck', sql`${t.toDate} = ${t.fromDate} + 6`),
    check(
      'weeks_usage_fee_ck',
      sql`${t.usageFee} is null or (${t.usageFee} >= 0 and ${t.usageFee} <= ${t.price})`,
    ),
    index('weeks_location_from_idx').on(t.locationId, t.fromDate, t.onOffer),
    // A destination's newest weeks: the first request of its page.
    index('weeks_location_created_idx').on(t.locationId, t.createdAt),
    // Price sorts, within a destination and across all of them.
    index('weeks_location_price_idx').on(t.locationId, t.price, t.id),
    index('weeks_price_idx').on(t.price, t.id),
    index('weeks_from_idx').on(t.fromDate, t.onOffer),
    index('weeks_user_idx').on(t.userId, t.createdAt),
    // An owner's own list (My Dashboard) by price or start date: a page read in order from the
    // owner's rows instead of sorting all of them (some owners hold thousands of weeks).
    index('weeks_user_price_idx').on(t.userId, t.price, t.id),
    index('weeks_user_from_idx').on(t.userId, t.fromDate, t.id),
    index('weeks_created_idx').on(t.createdAt),
    index('weeks_unit_type_idx').on(t.unitTypeId),
    // A search narrowed by resort or unit type reads each matching (destination, unit type) pair's
    // first page from one of these, in the order of its sort, and merges them (weeks/search-sql.ts);
    // from_date and on_offer are in each so that 'on offer and not started yet' is checked without
    // reading the table (the destination counts read weeks_location_from_idx the same way).
    index('weeks_location_unit_created_idx').on(
      t.locationId,
      t.unitTypeId,
      t.createdAt,
      t.id,
      t.fromDate,
      t.onOffer,
    ),
    index('weeks_location_unit_price_idx').on(
      t.locationId,
      t.unitTypeId,
      t.price,
      t.id,
      t.fromDate,
      t.onOffer,
    ),
    index('weeks_location_unit_from_idx').on(t.locationId, t.unitTypeId, t.fromDate, t.id, t.onOffer),
    // The 'verified only' filter: the few verified weeks in each sort's order, at a destination or
    // everywhere, read from these small indexes instead of filtering the large ones.
    index('weeks_verified_created_idx')
      .on(t.createdAt, t.id, t.locationId, t.fromDate, t.onOffer)
      .where(sql`${t.verifiedAt} is not null`),
    index('weeks_verified_price_idx')
      .on(t.price, t.id, t.locationId, t.fromDate, t.onOffer)
      .where(sql`${t.verifiedAt} is not null`),
    index('weeks_verified_from_idx')
      .on(t.fromDate, t.id, t.locationId, t.onOffer)
      .where(sql`${t.verifiedAt} is not null`),
    index('weeks_verified_location_idx')
      .on(t.locationId, t.fromDate, t.onOffer)
      .where(sql`${t.verifiedAt} is not null`),
    // Price guidance: one unit type's weeks of a season (a range of season days) since a date, with
    // their prices, read from the index alone (modules/insights/guidance.ts).
    index('weeks_guidance_idx')
      .on(t.unitTypeId, t.seasonDay, t.fromDate, t.price)
      .where(sql`${t.hiddenAt} is null`),
    // A verified owner: does this owner have a verified week.
    index('weeks_verified_user_idx').on(t.userId).where(sql`${t.verifiedAt} is not null`),
  ],
);
