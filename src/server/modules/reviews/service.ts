import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { resorts } from '#src/server/db/schema/catalog.ts';
import {
  ownerReviewStats,
  resortReviewStats,
  reviews,
  reviewWindows,
} from '#src/server/db/schema/reviews.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  BookingReview,
  BookingReviews,
  ResortRatings,
  ReviewPage,
  WriteReviewInput,
} from '#src/shared/contracts/reviews.ts';
import { REVIEWABLE_STATUSES, type ReviewSide } from '#src/shared/reviews/rules.ts';
import { type ReviewNudges, type ReviewsMailHooks, reviewsClock } from './clock';
import { averageOf, publishReviews } from './publish';

const notFound = () => new AppError('NOT_FOUND', 'bookings.bookingNotFound');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isReviewable = (status: string) => (REVIEWABLE_STATUSES as readonly string[]).includes(status);

/** 'Ana G.': what the public reads of a reviewer; empty for an account since deleted. */
export const shownName = (first: string | null, last: string | null) =>
  first ? `${first.trim()}${last?.trim() ? ` ${last.trim().charAt(0)}.` : ''}` : '';

const otherUser = alias(users, 'other_user');
const authorUser = alias(users, 'author_user');

export interface ReviewsDeps extends ReviewsMailHooks {
  db: Db;
  /** The only source of "now" for writing (tests set it). */
  clock?: () => Date;
  nudges?: ReviewNudges;
}

/**
 * Reviews after a completed stay (decision 059): each side of a booking writes once within the
 * window the clock opened at check-out; nobody but its author reads a review until both are
 * written or the window closes, and then both are published in one transaction.
 */
export function reviewsService(deps: ReviewsDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The booking as its guest or owner sees its reviews; 404 for anyone else (as the booking's own page). */
  async function bookingOf(actor: PublicUser, bookingId: number) {
    const [b] = await db
      .select({
        id: bookings.id,
        guestId: bookings.guestId,
        ownerId: bookings.ownerId,
        resortId: bookings.resortId,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!b || (b.guestId !== actor.id && b.ownerId !== actor.id)) throw notFound();
    const side: ReviewSide = b.guestId === actor.id ? 'guest' : 'owner';
    return { ...b, side, otherId: side === 'guest' ? b.ownerId : b.guestId };
  }

  async function view(actor: PublicUser, bookingId: number, now: Date): Promise<BookingReviews> {
    const b = await bookingOf(actor, bookingId);
    const [[window], written, [other]] = await Promise.all([
      db.select().from(reviewWindows).where(eq(reviewWindows.bookingId, bookingId)),
      db.select().from(reviews).where(eq(reviews.bookingId, bookingId)),
      b.otherId
        ? db.select({ firstName: otherUser.firstName }).from(otherUser).where(eq(otherUser.id, b.otherId))
        : Promise.resolve([]),
    ]);
    const shown = (r: (typeof written)[number] | undefined): BookingReview | null =>
      r
        ? {
            stars: r.stars,
            body: r.body,
            createdAt: r.createdAt.toISOString(),
            publishedAt: iso(r.publishedAt),
          }
        : null;
    const mine = written.find((r) => r.side === b.side);
    // The other side's review stays unseen, even that it exists, until it is published.
    const theirs = written.find((r) => r.side !== b.side && r.publishedAt !== null);
    return {
      side: b.side,
      otherName: other?.firstName ?? '',
      canWrite: !!window && !window.publishedAt && now < window.closesAt && isReviewable(b.status) && !mine,
      opensAt: iso(window?.opensAt ?? null),
      closesAt: iso(window?.closesAt ?? null),
      publishedAt: iso(window?.publishedAt ?? null),
      mine: shown(mine),
      theirs: shown(theirs),
    };
  }

  return {
    tick: reviewsClock(db, deps, deps.nudges),

    /** GET /api/bookings/:id/reviews. */
    forBooking: (actor: PublicUser, bookingId: number, now: Date = clock()) => view(actor, bookingId, now),

    /**
     * POST /api/bookings/:id/reviews as of `now`: the actor's side of the booking writes once, while
     * the stay is completed and its window open. The window's row is locked first, so of two sides
     * writing at once the second waits and then sees the first: it publishes both.
     */
    async write(actor: PublicUser, bookingId: number, input: WriteReviewInput, now: Date = clock()) {
      const b = await bookingOf(actor, bookingId);
      await db.transaction(async (tx) => {
        const [window] = await tx
          .select()
          .from(reviewWindows)
          .where(eq(reviewWindows.bookingId, bookingId))
          .for('update');
        const [current] = await tx
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, bookingId));
        if (!current || !isReviewable(current.status))
          throw new AppError('CONFLICT', 'reviews.notReviewable');
        // The window exists once the clock saw the stay end: the clock, not this request, owns that moment.
        if (!window) throw new AppError('CONFLICT', 'reviews.notYet');
        if (window.publishedAt || now >= window.closesAt)
          throw new AppError('CONFLICT', 'reviews.windowClosed');
        const [row] = await tx
          .insert(reviews)
          .values({
            bookingId,
            side: b.side,
            authorId: actor.id,
            subjectId: b.otherId,
            resortId: b.resortId,
            stars: input.stars,
            body: input.body,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!row) throw new AppError('CONFLICT', 'reviews.alreadyWritten');
        const written = await tx
          .select({ side: reviews.side })
          .from(reviews)
          .where(eq(reviews.bookingId, bookingId));
        if (written.length === 2) await publishReviews(tx, bookingId, now, deps.onPublished);
      });
      return view(actor, bookingId, now);
    },

    /** GET /api/resorts/:id/reviews: the published guests' reviews of stays at the resort. */
    async resortReviews(resortId: number, page: number, pageSize: number): Promise<ReviewPage> {
      const [resort] = await db.select({ id: resorts.id }).from(resorts).where(eq(resorts.id, resortId));
      if (!resort) throw new AppError('NOT_FOUND', 'reviews.resortNotFound');
      const [stats] = await db
        .select()
        .from(resortReviewStats)
        .where(eq(resortReviewStats.resortId, resortId));
      return listOf(
        and(eq(reviews.resortId, resortId), isNotNull(reviews.publishedAt), eq(reviews.side, 'guest')),
        stats,
        page,
        pageSize,
      );
    },

    /** GET /api/owners/:id/reviews: the published reviews guests wrote of their stays with this owner. */
    async ownerReviews(ownerId: number, page: number, pageSize: number): Promise<ReviewPage> {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
      if (!owner) throw new AppError('NOT_FOUND', 'reviews.ownerNotFound');
      const [stats] = await db.select().from(ownerReviewStats).where(eq(ownerReviewStats.ownerId, ownerId));
      return listOf(
        and(eq(reviews.subjectId, ownerId), eq(reviews.side, 'guest'), isNotNull(reviews.publishedAt)),
        stats,
        page,
        pageSize,
      );
    },

    /** GET /api/reviews/resorts: every resort's average, for the week cards (one small row per resort). */
    async resortRatings(): Promise<ResortRatings> {
      const rows = await db.select().from(resortReviewStats).orderBy(resortReviewStats.resortId);
      return {
        items: rows.map((r) => ({
          resortId: r.resortId,
          average: averageOf(r.starsTotal, r.reviews) ?? 0,
          count: r.reviews,
        })),
      };
    },
  };

  /** A page of published reviews matching `where`, newest first; the count and average from the kept sums. */
  async function listOf(
    where: ReturnType<typeof and>,
    stats: { reviews: number; starsTotal: number } | undefined,
    page: number,
    pageSize: number,
  ): Promise<ReviewPage> {
    const count = stats?.reviews ?? 0;
    const rows =
      count === 0
        ? []
        : await db
            .select({
              id: reviews.id,
              stars: reviews.stars,
              body: reviews.body,
              publishedAt: reviews.publishedAt,
              fromDate: bookings.fromDate,
              firstName: authorUser.firstName,
              lastName: authorUser.lastName,
            })
            .from(reviews)
            .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
            .leftJoin(authorUser, eq(authorUser.id, reviews.authorId))
            .where(where)
            .orderBy(desc(reviews.publishedAt), desc(reviews.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize);
    return {
      items: rows.map((r) => ({
        id: r.id,
        stars: r.stars,
        body: r.body,
        reviewer: shownName(r.firstName, r.lastName),
        stayMonth: r.fromDate.slice(0, 7),
        publishedAt: (r.publishedAt as Date).toISOString(),
      })),
      total: count,
      page,
      pageSize,
      average: stats ? averageOf(stats.starsTotal, stats.reviews) : null,
      count,
    };
  }
}

export type ReviewsService = ReturnType<typeof reviewsService>;
