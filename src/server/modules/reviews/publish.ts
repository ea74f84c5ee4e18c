import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import {
  ownerReviewStats,
  resortReviewStats,
  reviews,
  reviewWindows,
} from '#src/server/db/schema/reviews.ts';

/** Told once a booking's reviews are published, in the publishing transaction (its mail is queued there). */
export type ReviewsPublishedHook = (tx: DbOrTx, bookingId: number, at: Date) => Promise<void>;

/**
 * Publishes what booking `bookingId`'s sides wrote, at `at`, and closes its window: in the caller's
 * transaction, with the window's row already locked by it. A guest's review joins its resort's and
 * its owner's sums in the same transaction, so an average never counts a review nobody may read,
 * nor misses one they may. Answers how many reviews it published.
 */
export async function publishReviews(
  tx: DbOrTx,
  bookingId: number,
  at: Date,
  onPublished?: ReviewsPublishedHook,
): Promise<number> {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.publishedAt)))
    .returning({
      side: reviews.side,
      stars: reviews.stars,
      resortId: reviews.resortId,
      subjectId: reviews.subjectId,
    });
  await tx
    .update(reviewWindows)
    .set({ publishedAt: at })
    .where(and(eq(reviewWindows.bookingId, bookingId), isNull(reviewWindows.publishedAt)));
  for (const r of published) {
    if (r.side !== 'guest') continue;
    await tx
      .insert(resortReviewStats)
      .values({ resortId: r.resortId, reviews: 1, starsTotal: r.stars })
      .onConflictDoUpdate({
        target: resortReviewStats.resortId,
        set: {
          reviews: sql`${resortReviewStats.reviews} + 1`,
          starsTotal: sql`${resortReviewStats.starsTotal} + ${r.stars}`,
        },
      });
    if (r.subjectId !== null)
      await tx
        .insert(ownerReviewStats)
        .values({ ownerId: r.subjectId, reviews: 1, starsTotal: r.stars })
        .onConflictDoUpdate({
          target: ownerReviewStats.ownerId,
          set: {
            reviews: sql`${ownerReviewStats.reviews} + 1`,
            starsTotal: sql`${ownerReviewStats.starsTotal} + ${r.stars}`,
          },
        });
  }
  if (published.length > 0) await onPublished?.(tx, bookingId, at);
  return published.length;
}

/** An average of `starsTotal` over `count` reviews, to one decimal; null for none. */
export const averageOf = (starsTotal: number, count: number) =>
  count > 0 ? Math.round((starsTotal * 10) / count) / 10 : null;
