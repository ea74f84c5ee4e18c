import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldAccents } from './accounts';
import { propertyListings } from './properties';
import { trigramIndex } from './trigram';
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
    /** The requested destination folded once on write, as alert matching compares it. */
    locationKey: text('location_key')
      .notNull()
      .generatedAlwaysAs((): SQL => foldAccents(sql`preferred_location`)),
    /** The language of the page the request was sent from: its confirmation and alerts use it. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** Set when the requester stops the alert (one-click unsubscribe); nothing is sent after. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    index('week_requests_created_idx').on(t.createdAt),
    index('week_requests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
    // Alert matching: the live requests for one destination whose stay has not ended.
    index('week_requests_alert_idx')
      .on(t.locationKey, t.endDate, t.startDate)
      .where(sql`${t.unsubscribedAt} is null`),
    // The staff's search: each searched field as it folds it (staff-service.ts), one index column each.
    trigramIndex(
      'week_requests_search_trgm_idx',
      foldAccents(sql`${t.name}`),
      foldAccents(sql`${t.email}`),
      t.locationKey,
      foldAccents(sql`${t.additionalDetails}`),
    ),
  ],
);

/**
 * A week that matched a request's alert: at most one per week and request. `mailedAt` is set when
 * the requester was told (alone, or in the day's digest).
 */
export const weekRequestMatches = pgTable(
  'week_request_matches',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => weekRequests.id, { onDelete: 'cascade' }),
    weekId: integer('week_id')
      .notNull()
      .references(() => weeks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.weekId] }),
    index('week_request_matches_week_idx').on(t.weekId),
    index('week_request_matches_pending_idx').on(t.requestId).where(sql`${t.mailedAt} is null`),
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
    /** The listing's owner marked it handled (their own flag; staff keep `isRead`). */
    ownerHandled: boolean('owner_handled').notNull().default(false),
    /** How the owner was told: its own mail, or in the hour's batch (null: not yet). */
    ownerMail: text('owner_mail'),
  },
  (t) => [
    index('week_interests_week_idx').on(t.weekId),
    index('week_interests_created_idx').on(t.createdAt),
    index('week_interests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
    index('week_interests_week_created_idx').on(t.weekId, t.createdAt),
    // The staff's search: e-mail and message as it folds them (staff-service.ts).
    trigramIndex(
      'week_interests_search_trgm_idx',
      foldAccents(sql`${t.email}`),
      foldAccents(sql`${t.message}`),
    ),
    check('week_interests_owner_mail_ck', sql`${t.ownerMail} in ('sent', 'batched', 'batch-sent')`),
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
    /** The listing's owner marked it handled (their own flag; staff keep `isRead`). */
    ownerHandled: boolean('owner_handled').notNull().default(false),
    /** How the owner was told: its own mail, or in the hour's batch (null: not yet). */
    ownerMail: text('owner_mail'),
  },
  (t) => [
    index('property_listing_interests_listing_idx').on(t.propertyListingId),
    index('property_listing_interests_created_idx').on(t.createdAt),
    index('property_listing_interests_unread_idx').on(t.createdAt).where(sql`${t.isRead} = false`),
    index('property_listing_interests_listing_created_idx').on(t.propertyListingId, t.createdAt),
    // The staff's search: e-mail and message as it folds them (staff-service.ts).
    trigramIndex(
      'property_listing_interests_search_trgm_idx',
      foldAccents(sql`${t.email}`),
      foldAccents(sql`${t.message}`),
    ),
    check(
      'property_listing_interests_owner_mail_ck',
      sql`${t.ownerMail} in ('sent', 'batched', 'batch-sent')`,
    ),
  ],
);
