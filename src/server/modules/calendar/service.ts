import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { calendarFeeds } from '#src/server/db/schema/calendar-feeds.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { Locale } from '#src/server/lib/locale.ts';
import { mailLocale } from '#src/server/mail/locale.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  CALENDAR_FEED_KINDS,
  type CalendarFeedCreated,
  type CalendarFeedKind,
  type CalendarFeeds,
} from '#src/shared/contracts/calendar.ts';
import { feedCalendar } from './feed-ics';
import { feedBookings, ownerWeeks } from './feed-reads';

/** 32 random bytes in base64url: 43 letters, digits, `-` and `_`. */
const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a feed's secret: its SHA-256, in hex. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The feed a secret opens. */
export interface OpenedFeed {
  userId: number;
  kind: CalendarFeedKind;
  locale: Locale;
}

export const feedNotFound = () => new AppError('NOT_FOUND', 'calendar.feedNotFound');

export interface CalendarFeedsDeps {
  publicUrl: string;
  /** A dollar price as this person reads it (pesos first in Spanish, at the site's rate). */
  priceFormat: (locale: Locale) => Promise<(dollars: number) => string>;
}

/**
 * Private calendar feeds (decision 067): one secret address per person and kind, kept only as its
 * hash; the address is shown when it is made and never again. Making a new one replaces the hash
 * (the old address answers 404 from then on); turning the feed off deletes it.
 */
export function calendarFeedsService(db: Db, deps: CalendarFeedsDeps) {
  const feedUrl = (token: string) => `${deps.publicUrl}/api/calendar/${token}.ics`;

  async function mine(actor: PublicUser): Promise<CalendarFeeds> {
    const rows = await db
      .select({ kind: calendarFeeds.kind, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id));
    return {
      feeds: CALENDAR_FEED_KINDS.map((kind) => ({
        kind,
        createdAt: rows.find((r) => r.kind === kind)?.createdAt.toISOString() ?? null,
      })),
    };
  }

  /** Turns the feed on, or gives it a new secret; one statement, so two clicks at once leave one. */
  async function regenerate(actor: PublicUser, kind: CalendarFeedKind): Promise<CalendarFeedCreated> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId: actor.id, kind, tokenHash: feedTokenHash(token) })
      .onConflictDoUpdate({
        target: [calendarFeeds.userId, calendarFeeds.kind],
        set: { tokenHash: feedTokenHash(token), createdAt: sql`now()` },
      })
      .returning({ createdAt: calendarFeeds.createdAt });
    return { kind, url: feedUrl(token), createdAt: row.createdAt.toISOString() };
  }

  async function turnOff(actor: PublicUser, kind: CalendarFeedKind): Promise<void> {
    await db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, actor.id), eq(calendarFeeds.kind, kind)));
  }

  /**
   * The feed a secret opens, or undefined. Every secret, well formed or not, is hashed and looked
   * up by the unique index the same way, so a wrong, malformed, replaced or turned-off secret costs
   * the same and answers the same; the comparison is the database's equality of two hashes, which
   * says nothing about the secret.
   */
  async function open(token: string): Promise<OpenedFeed | undefined> {
    const wellFormed = TOKEN.test(token);
    const [row] = await db
      .select({ userId: calendarFeeds.userId, kind: calendarFeeds.kind, locale: users.locale })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(eq(calendarFeeds.tokenHash, feedTokenHash(token)))
      .limit(1);
    if (!row || !wellFormed) return undefined;
    return { userId: row.userId, kind: row.kind, locale: mailLocale(row.locale) };
  }

  /**
   * The calendars being written now, by feed: a full feed is a second or so of this process's CPU
   * (ical-generator folds its half megabyte a character at a time), so the reads that arrive while
   * one is written (a program's retries, a leaked address hammered at once) share it instead of
   * each writing their own. Nothing is kept after: the next read writes it afresh.
   */
  const writing = new Map<string, Promise<string>>();

  /** The calendar of an opened feed: only its person's weeks and bookings. */
  function calendar(feed: OpenedFeed): Promise<string> {
    const key = `${feed.kind}|${feed.userId}|${feed.locale}`;
    const running = writing.get(key);
    if (running) return running;
    const job = write(feed).finally(() => writing.delete(key));
    writing.set(key, job);
    return job;
  }

  async function write(feed: OpenedFeed): Promise<string> {
    const owner = feed.kind === 'owner';
    const weeks = owner ? await ownerWeeks(db, feed.userId) : [];
    const bookings = await feedBookings(db, owner ? 'owner' : 'guest', feed.userId);
    return feedCalendar({
      kind: feed.kind,
      locale: feed.locale,
      publicUrl: deps.publicUrl,
      weeks,
      bookings,
      price: await deps.priceFormat(feed.locale),
    });
  }

  return { mine, regenerate, turnOff, open, calendar };
}

export type CalendarFeedsService = ReturnType<typeof calendarFeedsService>;
