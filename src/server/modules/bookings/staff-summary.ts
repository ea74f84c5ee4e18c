import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { bookingLedgerEntries, bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import { BOOKING_STATUSES, type BookingStatus } from '#src/shared/bookings/process.ts';
import type { StaffBookingsSummary } from '#src/shared/contracts/staff-bookings.ts';
import { dollars } from './context';

/**
 * GET /api/staff/bookings/summary: the staff's card and bell. The counts by state read
 * `bookings_status_idx` only; the bookings on hold are its range of one state; the failed money
 * steps have a partial index of their own. The money held now is the ledger's own sum (hold −
 * release), read whole: it is the figure staff reconcile with the provider's balance, so it is
 * exactly what the ledger says rather than a second bookkeeping of it (decision 056).
 */
export function staffBookingsSummary(db: Db) {
  return async function summary(q: { problemsSince?: string }): Promise<StaffBookingsSummary> {
    const since = q.problemsSince ? new Date(q.problemsSince) : new Date(0);
    const [states, [fresh], [failed], [held]] = await Promise.all([
      db.select({ status: bookings.status, n: count() }).from(bookings).groupBy(bookings.status),
      // On hold since the bell was last looked at: the transition to on_hold is the booking's last change.
      db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.status, 'on_hold'), gt(bookings.updatedAt, since))),
      db.select({ n: count() }).from(bookingMoneySteps).where(eq(bookingMoneySteps.status, 'failed')),
      db
        .select({
          cents: sql<number>`coalesce(sum(case ${bookingLedgerEntries.kind}
            when 'hold' then ${bookingLedgerEntries.amountCents}
            when 'release' then -${bookingLedgerEntries.amountCents} else 0 end), 0)::bigint`.mapWith(Number),
        })
        .from(bookingLedgerEntries),
    ]);
    const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
    for (const row of states) byStatus[row.status] = row.n;
    return {
      byStatus,
      openProblems: byStatus.on_hold,
      newProblems: fresh.n,
      failedMoneySteps: failed.n,
      heldMoney: dollars(held.cents),
      currency: 'usd',
    };
  };
}
