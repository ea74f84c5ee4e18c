import { type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldAccents, users } from './accounts';
import { createdAt, requiredKey } from './columns';
import { trigramIndex } from './trigram';

/** What the public sees: active listings staff have not hidden (the search's partial indexes hold only these). */
const PUBLIC = sql`status = 'active' and hidden_at is null`;

export const propertyListings = pgTable(
  'property_listings',
  {
    id: serial('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    hotelName: text('hotel_name').notNull(),
    unitSize: text('unit_size').notNull(),
    location: text('location').notNull(),
    type: text('type'),
    // Free text as the owner writes it ('$18,500 USD'); priceValue is the number parsed from it, for sorting.
    price: text('price').notNull(),
    priceValue: integer('price_value'),
    weeksOrSeason: text('weeks_or_season').notNull(),
    description: text('description').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['active', 'sold', 'withdrawn'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    /** When staff hid the listing (moderation; decision 061): no public read shows it while set. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The hotel name lower-cased with its accents folded, once on write: what the name searches match. */
    hotelNameFolded: text('hotel_name_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`hotel_name`)),
    /** The location folded the same way: what the staff's location search matches. */
    locationFolded: text('location_folded')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`location`)),
  },
  (t) => [
    index('property_listings_user_idx').on(t.userId, t.createdAt),
    index('property_listings_created_idx').on(t.createdAt),
    // The public search's pages, one per order: the active listings' ids in that order, with the
    // folded name beside them, so a page (with or without name text) is read from the index alone
    // and only its own rows are fetched; its cost does not grow with the catalogue (decision 025).
    index('property_listings_active_newest_idx').on(t.createdAt, t.id, t.hotelNameFolded).where(PUBLIC),
    index('property_listings_active_price_asc_idx')
      .on(t.priceValue.asc().nullsLast(), t.id, t.hotelNameFolded)
      .where(PUBLIC),
    index('property_listings_active_price_desc_idx')
      .on(t.priceValue.desc().nullsLast(), t.id.desc().nullsFirst(), t.hotelNameFolded)
      .where(PUBLIC),
    // The name searches (public and staff) and the staff's location search: `like '%text%'`.
    trigramIndex('property_listings_hotel_trgm_idx', t.hotelNameFolded),
    trigramIndex('property_listings_location_trgm_idx', t.locationFolded),
  ],
);
