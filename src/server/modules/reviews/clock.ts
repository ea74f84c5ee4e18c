import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { reviews, reviewWindows } from '#src/server/db/schema/reviews.ts';
import {
  DAY_MS,
  REVIEW_REMIND_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
  REVIEWABLE_STATUSES,
  type ReviewSide,
} from '#src/shared/reviews/rules.ts';
import { publishReviews, type ReviewsPublishedHook } from './publish';

/** The reviews' mail, each called in the transaction that decides it. */
export interface ReviewsMailHooks {
  /** The window opened: both sides are invited. */
  onOpened?(tx: DbOrTx, bookingId: number, at: Date): Promise<void>;
  /** Three days before the window closes: the sides in `sides` have not written. */
  onReminder?(tx: DbOrTx, bookingId: number, sides: ReviewSide[], at: Date): Promise<void>;
  onPublished?: ReviewsPublishedHook;
}

/** Wakes the clock at a window's reminder and its close (a job on the queue). */
export interface ReviewNudges {
  dueAt(at: Date, tx: DbOrTx): Promise<void>;
}

const BATCH = 100;
const STAY_DAYS_MAX = 8;

/**
 * The reviews' clock, one function owning their time (decision 059): a job at each window's reminder
 * and close wakes it, a sweep every minute opens the windows of stays that have ended, and the admin
 * CLI's `reviews:tick --now` runs it "as of" a moment. Safe to run again and on several processes at
 * once: each step is claimed in the database (a window's insert, `reminded_at`, `published_at`
 * under the window's lock) and never done twice.
 */
export function reviewsClock(db: Db, hooks: ReviewsMailHooks, nudges?: ReviewNudges) {
  /** Opens the window of every completed stay whose check-out is past and whose 14 days are not. */
  async function openWindows(now: Date) {
    let opened = 0;
    const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
    for (;;) {
      const due = await db
        .select({ id: bookings.id, checkOutAt: bookings.checkOutAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, [...REVIEWABLE_STATUSES]),
            // The check-in bounds let bookings_status_idx find the few stays that ended lately.
            lte(bookings.checkInAt, now),
            gt(bookings.checkInAt, new Date(since.getTime() - STAY_DAYS_MAX * DAY_MS)),
            lte(bookings.checkOutAt, now),
            gt(bookings.checkOutAt, since),
            notExists(
              db.select({ one: sql`1` }).from(reviewWindows).where(eq(reviewWindows.bookingId, bookings.id)),
            ),
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(BATCH);
      for (const b of due) {
        const closesAt = new Date(b.checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reviewWindows)
            .values({ bookingId: b.id, opensAt: b.checkOutAt, closesAt })
            .onConflictDoNothing()
            .returning({ id: reviewWindows.bookingId });
          if (!row) return false;
          await nudges?.dueAt(new Date(closesAt.getTime() - REVIEW_REMIND_DAYS_BEFORE * DAY_MS), tx);
          await nudges?.dueAt(closesAt, tx);
          await hooks.onOpened?.(tx, b.id, now);
          return true;
        });
        if (done) opened++;
      }
      if (due.length < BATCH) return opened;
    }
  }

  /** Reminds, once, the sides of an open window that have not written, three days before it closes. */
  async function remind(now: Date) {
    let reminded = 0;
    const by = new Date(now.getTime() + REVIEW_REMIND_DAYS_BEFORE * DAY_MS);
    for (;;) {
      const due = await db
        .select({ id: reviewWindows.bookingId })
        .from(reviewWindows)
        .where(
          and(
            isNull(reviewWindows.publishedAt),
            lte(reviewWindows.closesAt, by),
            gt(reviewWindows.closesAt, now),
            isNull(reviewWindows.remindedAt),
          ),
        )
        .orderBy(asc(reviewWindows.closesAt))
        .limit(BATCH);
      for (const w of due) {
        await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(reviewWindows)
            .set({ remindedAt: now })
            .where(
              and(
                eq(reviewWindows.bookingId, w.id),
                isNull(reviewWindows.remindedAt),
                isNull(reviewWindows.publishedAt),
              ),
            )
            .returning({ id: reviewWindows.bookingId });
          if (!claimed) return;
          const written = await tx
            .select({ side: reviews.side })
            .from(reviews)
            .where(eq(reviews.bookingId, w.id));
          const sides = (['guest', 'owner'] as const).filter((s) => !written.some((r) => r.side === s));
          if (sides.length > 0) {
            reminded += sides.length;
            await hooks.onReminder?.(tx, w.id, sides, now);
          }
        });
      }
      if (due.length < BATCH) return reminded;
    }
  }

  /** Publishes what was written in every window that has closed. */
  async function closeWindows(now: Date) {
    let closed = 0;
    let published = 0;
    for (;;) {
      const due = await db
        .select({ id: reviewWindows.bookingId })
        .from(reviewWindows)
        .where(and(isNull(reviewWindows.publishedAt), lte(reviewWindows.closesAt, now)))
        .orderBy(asc(reviewWindows.closesAt))
        .limit(BATCH);
      for (const w of due) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ publishedAt: reviewWindows.publishedAt })
            .from(reviewWindows)
            .where(eq(reviewWindows.bookingId, w.id))
            .for('update');
          if (!row || row.publishedAt) return;
          published += await publishReviews(tx, w.id, now, hooks.onPublished);
          closed++;
        });
      }
      if (due.length < BATCH) return { closed, published };
    }
  }

  /** Runs every review step due by `now`, and answers how many of each it applied. */
  return async function tick(now: Date) {
    const opened = await openWindows(now);
    const reminded = await remind(now);
    const { closed, published } = await closeWindows(now);
    return { opened, reminded, closed, published };
  };
}
