import { and, asc, lte, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { updatePaymentStatus } from '../payments/records';
import type { BookingsContext } from './context';
import type { Advanced } from './deadlines';
import { messageOf } from './money';

/**
 * The bookings' clock, one function owning time: a job at each deadline wakes it, and the admin
 * CLI's `bookings:tick --now` runs it "as of" a moment.
 */
export function bookingClock(
  ctx: BookingsContext,
  parts: {
    endHold(tx: DbOrTx, bookingId: number, name: 'expireHold', now: Date, actorId: null): Promise<boolean>;
    paid(tx: DbOrTx, bookingId: number, chargeId?: string | null): Promise<void>;
    advance(id: number, now: Date): Promise<Advanced>;
  },
) {
  const { db, provider, log, clock } = ctx;
  const { endHold, paid } = parts;
  /**
   * Runs every deadline due by `now` (ended holds today), and answers how many of each it applied.
   * Safe to run again and on several processes at once: each booking is taken under its lock and
   * a step already done is not done twice. The provider is asked first whether an ended hold was
   * paid after all; if it cannot answer, that booking waits for the next run.
   */
  return async function tick(now: Date = clock()) {
    const report = {
      expiredHolds: 0,
      paidLate: 0,
      waiting: 0,
      ownerLapsed: 0,
      /** Owners reminded at half the time of a deadline. */
      reminders: 0,
      completed: 0,
      money: { refunds: 0, refundedCents: 0, payouts: 0, paidCents: 0, failures: 0, pending: 0 },
    };
    const seen = new Set<number>();
    for (;;) {
      const due = await db
        .select({
          id: bookings.id,
          status: bookings.status,
          provider: bookings.provider,
          intent: bookings.paymentIntentId,
        })
        .from(bookings)
        .where(and(lte(bookings.nextDueAt, now), notInArray(bookings.id, [0, ...seen])))
        .orderBy(asc(bookings.nextDueAt), asc(bookings.id))
        .limit(100);
      if (due.length === 0) break;
      for (const b of due) {
        seen.add(b.id);
        if (b.status !== 'pending_payment') {
          const applied = await parts.advance(b.id, now);
          if (applied === 'expireAccept' || applied === 'expireConfirm') report.ownerLapsed++;
          if (applied === 'complete') report.completed++;
          if (applied === 'reminded') report.reminders++;
          continue;
        }
        if (b.intent && b.provider === provider.name) {
          const remote = await provider.retrieveIntent(b.intent).catch((err) => {
            log.error(
              { bookingId: b.id, message: messageOf(err) },
              'payment provider: reading a booking intent failed',
            );
            return undefined;
          });
          if (remote === undefined) {
            report.waiting++;
            continue;
          }
          if (remote?.status === 'succeeded') {
            const intentId = b.intent;
            await db.transaction((tx) =>
              updatePaymentStatus(
                tx,
                { provider: b.provider, providerId: intentId },
                'succeeded',
                null,
                { bookingPaid: paid },
                remote.chargeId,
              ),
            );
            report.paidLate++;
            continue;
          }
          // Stopped at the provider, the intent can no longer be paid. If it cannot be stopped (a
          // payment in flight), the hold ends all the same: a payment that succeeds after it is
          // refunded in full (`paid`).
          if (remote && remote.status !== 'canceled')
            await provider.cancelIntent(b.intent).catch((err) => {
              log.error(
                { bookingId: b.id, message: messageOf(err) },
                'payment provider: stopping an unpaid booking intent failed',
              );
            });
        }
        if (await db.transaction((tx) => endHold(tx, b.id, 'expireHold', now, null))) report.expiredHolds++;
      }
    }
    report.money = await ctx.money.runSteps(now);
    return report;
  };
}
