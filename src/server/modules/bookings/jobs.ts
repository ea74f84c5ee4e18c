import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { startClock } from '#src/server/jobs/clock.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import type { BookingNudges } from './context';
import type { BookingsService } from './service';

/** The queue of booking deadlines: a job at each one wakes the clock, which decides what is due. */
export const BOOKING_DUE_QUEUE = 'booking-due';

/**
 * Jobs are nudges, the bookings table is the truth: a job runs the clock at the moment it was due
 * for, and the clock applies whatever any booking has due by then (decision 056). A job for a
 * booking that moved on does nothing; the admin CLI's `bookings:tick` runs the same clock.
 */
export function bookingNudges(jobs: Pick<JobQueue, 'send'>): BookingNudges {
  return {
    async dueAt(bookingId: number, at: Date, tx: DbOrTx) {
      const seconds = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000) + 1);
      await jobs.send(
        BOOKING_DUE_QUEUE,
        { bookingId },
        // In the booking's own transaction: the job exists exactly when the deadline does.
        { tx: tx as Db, startAfterSeconds: seconds, retryLimit: 5, retryDelay: 30 },
      );
    },
  };
}

/** How often each process also runs the clock, for what no job was queued for: a payout's time, a failed call's retry. */
export const BOOKING_SWEEP_MS = 60_000;

/**
 * Starts the clock's worker, and a sweep every minute in this process: money steps become due at a
 * time no transition queued a job for (the owner's payout at check-in + 48 h, a failed provider
 * call's retry), and the sweep carries them out within a minute. Several processes sweeping at
 * once is safe: the clock takes each booking and each step under a lock that skips what another
 * holds. Answers the function that stops the sweep.
 */
export async function startBookingClock(
  jobs: Pick<JobQueue, 'work'>,
  bookings: Pick<BookingsService, 'tick'>,
  log: { error(obj: unknown, msg: string): void },
  sweepMs = BOOKING_SWEEP_MS,
): Promise<() => void> {
  return startClock(jobs, BOOKING_DUE_QUEUE, (now) => bookings.tick(now), log, 'bookings', sweepMs);
}
