import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CALENDAR_FEED_KINDS } from '#src/shared/contracts/calendar.ts';
import { users } from './accounts';
import { createdAt, requiredKey } from './columns';

/**
 * A person's private calendar feeds (decision 067): at most one per kind (their weeks and the
 * bookings of them as an owner, their trips as a guest). Only the SHA-256 of the feed's secret is
 * kept, so a copy of the database does not give anyone the addresses; regenerating replaces the
 * hash, turning off deletes the row, and deleting the account takes its feeds along.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    kind: text('kind', { enum: CALENDAR_FEED_KINDS }).notNull(),
    /** SHA-256 of the secret in the address, as 64 lower-case hex digits. */
    tokenHash: text('token_hash').notNull(),
    /** When this secret was made (turned on or regenerated). */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    check('calendar_feeds_kind_ck', sql`${t.kind} in ('owner', 'trips')`),
    check('calendar_feeds_token_hash_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
