import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { propertyListings } from './properties';
import { weeks } from './weeks';

export const weekRequests = pgTable(
  'week_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    preferredLocation: text('preferred_location').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    additionalDetails: text('additional_details'),
    status: text('status').notNull().default('pending'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('week_requests_created_idx').on(t.createdAt),
    index('week_requests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
  ],
);

export const weekInterests = pgTable(
  'week_interests',
  {
    id: serial('id').primaryKey(),
    weekId: integer('week_id')
      .notNull()
      .references(() => weeks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('week_interests_week_idx').on(t.weekId),
    index('week_interests_created_idx').on(t.createdAt),
    index('week_interests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
  ],
);

export const propertyListingInterests = pgTable(
  'property_listing_interests',
  {
    id: serial('id').primaryKey(),
    propertyListingId: integer('property_listing_id')
      .notNull()
      .references(() => propertyListings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_listing_interests_listing_idx').on(t.propertyListingId),
    index('property_listing_interests_created_idx').on(t.createdAt),
    index('property_listing_interests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
  ],
);
