import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { startClock } from '#src/server/jobs/clock.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import type { ReviewNudges } from './clock';
import type { ReviewsService } from './service';

/** The queue of review deadlines (a window's reminder and its close): a job wakes the reviews' clock. */
export const REVIEW_DUE_QUEUE = 'review-due';

/** Jobs are nudges, the windows table is the truth: a job runs the clock, which does whatever is due by then. */
export function reviewNudges(jobs: Pick<JobQueue, 'send'>): ReviewNudges {
  return {
    async dueAt(at: Date, tx: DbOrTx) {
      const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000) + 1);
      // In the window's own transaction: the job exists exactly when the window does.
      await jobs.send(
        REVIEW_DUE_QUEUE,
        {},
        { tx: tx as Db, startAfterSeconds: seconds, retryLimit: 5, retryDelay: 30 },
      );
    },
  };
}

/** How often each process also runs the reviews' clock: a stay's check-out queued no job, the sweep opens its window. */
export const REVIEW_SWEEP_MS = 60_000;

/**
 * Starts the reviews' clock worker and a sweep every minute in this process (several processes at
 * once are safe: every step is claimed in the database). Answers the function that stops the sweep.
 */
export async function startReviewsClock(
  jobs: Pick<JobQueue, 'work'>,
  reviews: Pick<ReviewsService, 'tick'>,
  log: { error(obj: unknown, msg: string): void },
  sweepMs = REVIEW_SWEEP_MS,
): Promise<() => void> {
  return startClock(jobs, REVIEW_DUE_QUEUE, (now) => reviews.tick(now), log, 'reviews', sweepMs);
}
