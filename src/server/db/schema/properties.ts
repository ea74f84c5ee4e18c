import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const propertyListings = pgTable(
  'property_listings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_listings_user_idx').on(t.userId, t.createdAt),
    index('property_listings_created_idx').on(t.createdAt),
    index('property_listings_hotel_lower_idx').on(sql`lower(${t.hotelName})`),
  ],
);
