import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { foldAccents } from './accounts';
import { createdAt, requiredKey } from './columns';
import { propertyListings } from './properties';
import { savedSearches } from './saved-searches';
import { trigramIndex } from './trigram';
import { weeks } from './weeks';

/** How alert tables compare an e-mail address: trimmed and lower-cased. */
export const alertAddressKey = (email: SQL) => sql`lower(btrim(${email}))`;

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
    createdAt: createdAt(),
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
 * An address that confirmed it wants week alerts (double opt-in): only requests naming a confirmed
 * address are alerted. Stopping an alert clears `confirmedAt` (every request naming the address
 * falls silent, and a later one asks again); a confirmation or the stop's undo sets it again, both
 * through a link mailed to the address (docs/decisions/039-alerts-double-opt-in.md).
 */
export const alertAddresses = pgTable('alert_addresses', {
  /** The address as `alertAddressKey` folds it. */
  email: text('email').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The links that confirm an address for alerts. Only a SHA-256 of the token is kept, so a leaked
 * table confirms nothing; `usedAt` makes a link work once; it expires at `expiresAt`.
 */
export const alertConfirmations = pgTable(
  'alert_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_confirmations_expires_idx').on(t.expiresAt),
    // The confirmations mailed to one address today (saved searches' daily cap).
    index('alert_confirmations_email_idx').on(t.email, t.createdAt),
  ],
);

/**
 * What each address was told of each listed week: one row per address and week whatever number of
 * its requests matched, so a second process or a retry cannot tell it twice. `kind` is how: its own
 * alert (counted against the address's daily allowance) or the next digest; `mailedAt` is set when
 * it went.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    email: text('email').notNull(),
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    kind: text('kind', { enum: ['alert', 'digest'] }).notNull(),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The saved search that matched, when one did: its mail's one-click unsubscribe stops it. */
    searchId: integer('search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.weekId] }),
    index('alert_mails_email_created_idx').on(t.email, t.createdAt),
    index('alert_mails_week_idx').on(t.weekId),
    // The daily digests due: the weeks still waiting, oldest first.
    index('alert_mails_waiting_idx')
      .on(t.createdAt, t.email)
      .where(sql`${t.kind} = 'digest' and ${t.mailedAt} is null`),
    check('alert_mails_kind_ck', sql`${t.kind} in ('alert', 'digest')`),
  ],
);

/**
 * A week that matched a request's alert: at most one per week and request, recorded only for a
 * request whose address confirmed alerts. `mailedAt` is set when the match is handed to its
 * address's `alert_mails` row (which says whether and how the address was told).
 */
export const weekRequestMatches = pgTable(
  'week_request_matches',
  {
    requestId: requiredKey('request_id', () => weekRequests.id, 'cascade'),
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.weekId] }),
    index('week_request_matches_week_idx').on(t.weekId),
    index('week_request_matches_pending_idx').on(t.requestId).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * What the two interest tables hold besides the row they are about (a week, a listing): the
 * visitor's address and message, the staff's read flag and the owner's own handling.
 */
const interestColumns = () => ({
  email: text('email').notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
  /** The listing's owner marked it handled (their own flag; staff keep `isRead`). */
  ownerHandled: boolean('owner_handled').notNull().default(false),
  /** How the owner was told: its own mail, or in the hour's batch (null: not yet). */
  ownerMail: text('owner_mail'),
});

/**
 * The indexes and check of an interest table, named `<table>_<subject>_…`: by subject (and by
 * subject and time, the owner's list), by time, the unread rows, and the staff's search over e-mail
 * and message as it folds them (staff-service.ts).
 */
const interestIndexes = (
  table: string,
  subject: string,
  t: Record<'subjectId' | keyof ReturnType<typeof interestColumns>, ExtraConfigColumn>,
) => [
  index(`${table}_${subject}_idx`).on(t.subjectId),
  index(`${table}_created_idx`).on(t.createdAt),
  index(`${table}_unread_idx`).on(t.createdAt).where(sql`${t.isRead} = false`),
  index(`${table}_${subject}_created_idx`).on(t.subjectId, t.createdAt),
  trigramIndex(`${table}_search_trgm_idx`, foldAccents(sql`${t.email}`), foldAccents(sql`${t.message}`)),
  check(`${table}_owner_mail_ck`, sql`${t.ownerMail} in ('sent', 'batched', 'batch-sent')`),
];

export const weekInterests = pgTable(
  'week_interests',
  {
    id: serial('id').primaryKey(),
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    ...interestColumns(),
  },
  (t) => interestIndexes('week_interests', 'week', { ...t, subjectId: t.weekId }),
);

export const propertyListingInterests = pgTable(
  'property_listing_interests',
  {
    id: serial('id').primaryKey(),
    propertyListingId: requiredKey('property_listing_id', () => propertyListings.id, 'cascade'),
    ...interestColumns(),
  },
  (t) => interestIndexes('property_listing_interests', 'listing', { ...t, subjectId: t.propertyListingId }),
);
