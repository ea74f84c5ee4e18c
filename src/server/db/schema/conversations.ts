import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, requiredKey } from './columns';
import { weeks } from './weeks';

/**
 * A renter and a week's owner talking on the site (decision 060): one conversation per week and
 * renter, before and after a booking of it. Each side keeps the last message it has read and how
 * many it has not, so the inbox and the top bar's count read one row per conversation; and when it
 * was last mailed, so it gets at most one mail per conversation per quarter of an hour.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** Kept (null) when the owner deletes the week: a booking's conversation outlives it. */
    weekId: integer('week_id').references(() => weeks.id, { onDelete: 'set null' }),
    /** The booking it was opened from (its page's "Message the owner"), when there is one. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    guestId: requiredKey('guest_id', () => users.id, 'cascade'),
    ownerId: requiredKey('owner_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    guestUnread: integer('guest_unread').notNull().default(0),
    ownerUnread: integer('owner_unread').notNull().default(0),
    guestMailedAt: timestamp('guest_mailed_at', { withTimezone: true }),
    ownerMailedAt: timestamp('owner_mailed_at', { withTimezone: true }),
  },
  (t) => [
    check('conversations_two_people_ck', sql`${t.guestId} <> ${t.ownerId}`),
    check('conversations_unread_ck', sql`${t.guestUnread} >= 0 and ${t.ownerUnread} >= 0`),
    // 200 "start a conversation" at once for one week and renter make one (on conflict).
    uniqueIndex('conversations_week_guest_uq').on(t.weekId, t.guestId),
    uniqueIndex('conversations_booking_uq').on(t.bookingId),
    // Each side's inbox, newest first, read in order from its own rows.
    index('conversations_guest_inbox_idx').on(t.guestId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_owner_inbox_idx').on(t.ownerId, t.lastMessageAt.desc(), t.id.desc()),
    // The top bar's count: only the conversations with something unread.
    index('conversations_guest_unread_idx').on(t.guestId, t.guestUnread).where(sql`${t.guestUnread} > 0`),
    index('conversations_owner_unread_idx').on(t.ownerId, t.ownerUnread).where(sql`${t.ownerUnread} > 0`),
  ],
);

/**
 * One message as its sender wrote it: the text is kept whole and hidden where needed when it is
 * served (masking.ts), so paying reveals what was written; `masked_kinds` is what was found in it,
 * computed once on write, for telling the sender why.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: requiredKey('conversation_id', () => conversations.id, 'cascade'),
    senderId: requiredKey('sender_id', () => users.id, 'cascade'),
    body: text('body').notNull(),
    maskedKinds: text('masked_kinds').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** When staff removed the message after a report (moderation): neither side is served its text. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('conversation_messages_body_ck', sql`char_length(${t.body}) between 1 and 2000`),
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/**
 * How many conversations each person has, for the inbox's page count without counting their rows
 * on every visit: kept by a trigger on `conversations` (migration 0031), so every insert and every
 * deletion (an account's, cascading) counts, whoever writes it.
 */
export const conversationTotals = pgTable(
  'conversation_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
  },
  (t) => [check('conversation_totals_ck', sql`${t.total} >= 0`)],
);
