import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_SIDES } from '#src/shared/reviews/rules.ts';
import { users } from './accounts';
import { bookings } from './bookings';
import { resorts } from './catalog';
import { createdAt, requiredKey } from './columns';

/**
 * One side's review of a completed stay (decision 059): the guest's rates the stay and its owner
 * (`subject_id` is the owner), the owner's rates the guest. Hidden from everyone but its author
 * until `published_at`, which is set for both sides at once. One per side of a booking.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredKey('booking_id', () => bookings.id, 'cascade'),
    side: text('side', { enum: REVIEW_SIDES }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person reviewed: the owner for a guest's review, the guest for an owner's. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** The stay's resort, copied from the booking, for the resort's list and average. */
    resortId: requiredKey('resort_id', () => resorts.id, 'cascade'),
    stars: smallint('stars').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_booking_side_uq').on(t.bookingId, t.side),
    /** A resort's public list, newest first: published guests' reviews only. */
    index('reviews_resort_published_idx')
      .on(t.resortId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null and ${t.side} = 'guest'`),
    /** An owner's public list (guests' reviews of them), newest first. */
    index('reviews_subject_published_idx')
      .on(t.subjectId, t.side, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
    check('reviews_side_ck', sql`${t.side} in ('guest', 'owner')`),
    check('reviews_stars_ck', sql`${t.stars} between 1 and 5`),
    check(
      'reviews_body_ck',
      sql`char_length(${t.body}) between ${sql.raw(String(REVIEW_BODY_MIN))} and ${sql.raw(String(REVIEW_BODY_MAX))}`,
    ),
  ],
);

/**
 * A booking's review window, opened by the reviews' clock once the stay has ended (check-out of a
 * completed booking) and closed `closes_at` later, when whatever was written is published. Its row
 * is what two sides writing at once lock, so the second of them always publishes both.
 */
export const reviewWindows = pgTable(
  'review_windows',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When the sides that had not written were reminded (claimed once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the reviews were published: both written, or the window closed. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_windows_open_idx').on(t.closesAt).where(sql`${t.publishedAt} is null`),
    check('review_windows_span_ck', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/**
 * Published guests' reviews summed per resort and per owner, kept in the publishing transaction:
 * a week card's "4.7 ★ (23 stays)" is a read of one small row, however many reviews there are.
 */
export const resortReviewStats = pgTable(
  'resort_review_stats',
  {
    resortId: integer('resort_id')
      .primaryKey()
      .references(() => resorts.id, { onDelete: 'cascade' }),
    reviews: integer('reviews').notNull(),
    starsTotal: integer('stars_total').notNull(),
  },
  (t) => [
    check(
      'resort_review_stats_ck',
      sql`${t.reviews} > 0 and ${t.starsTotal} between ${t.reviews} and 5 * ${t.reviews}`,
    ),
  ],
);

export const ownerReviewStats = pgTable(
  'owner_review_stats',
  {
    ownerId: integer('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviews: integer('reviews').notNull(),
    starsTotal: integer('stars_total').notNull(),
  },
  (t) => [
    check(
      'owner_review_stats_ck',
      sql`${t.reviews} > 0 and ${t.starsTotal} between ${t.reviews} and 5 * ${t.reviews}`,
    ),
  ],
);
