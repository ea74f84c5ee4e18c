import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { guestCancellation } from '#src/shared/bookings/amounts.ts';
import type { BookingTransitionName } from '#src/shared/bookings/process.ts';
import { OWNER_ANSWER_HOURS, REPORT_HOURS_AFTER_CHECK_IN } from '#src/shared/bookings/rules.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { type BookingsContext, dollars, HOUR_MS, lockFor, notNow } from './context';
import type { bookingReads } from './reads';
import { type Booking, type BookingMoves, payoutTimeOf } from './transitions';

/**
 * The steps of a paid booking: the owner accepts or declines, uploads the resort's confirmation,
 * either side cancels before check-in, the guest reports a problem (the clock's deadlines are in
 * deadlines.ts). Each locks the booking, checks the process table and its own rule against `now`, writes the new
 * state with its event, and decides the money it moves as steps (refunds at once, the owner's
 * payout at check-in + 48 h), carried out by the money runner after the commit.
 */
export function bookingSteps(
  ctx: BookingsContext,
  reads: ReturnType<typeof bookingReads>,
  moves: BookingMoves,
) {
  const { db, clock, money } = ctx;
  const { move, cancelWithRefund, ownerDestination } = moves;

  /** One step by a person: their role on the booking decides what they may do. */
  async function act(
    user: PublicUser,
    id: number,
    as: 'guest' | 'owner',
    name: BookingTransitionName,
    apply: (tx: DbOrTx, b: Booking, now: Date, destination: string | null) => Promise<void>,
  ): Promise<BookingDetail> {
    const seen = await reads.readOne(user, id);
    if (seen.viewer !== as) throw notNow();
    // Read before the transaction: it may ask the provider, and a transaction never waits on one.
    const destination = await ownerDestination(id);
    const now = clock();
    await db.transaction(async (tx) => {
      const { row, step } = await lockFor(tx, id, name);
      if (!step) throw notNow();
      await apply(tx, row, now, destination);
    });
    await money.runSteps(now);
    return reads.readOne(user, id);
  }

  return {
    /** POST /api/bookings/:id/accept: the owner, before the answer deadline, with a payout account ready. */
    accept: (user: PublicUser, id: number) =>
      act(user, id, 'owner', 'accept', async (tx, b, now, destination) => {
        if (b.acceptBy && now >= b.acceptBy) throw notNow();
        if (!destination) throw new AppError('CONFLICT', 'bookings.payoutAccountRequired');
        const confirmBy = new Date(
          Math.min(now.getTime() + OWNER_ANSWER_HOURS * HOUR_MS, b.checkInAt.getTime() - 6 * HOUR_MS),
        );
        await move(tx, b, 'accept', 'accepted', 'owner', now, user.id, { acceptedAt: now, confirmBy });
      }),

    /** POST /api/bookings/:id/decline: the owner says no; the guest gets everything back. */
    decline: (user: PublicUser, id: number) =>
      act(user, id, 'owner', 'decline', (tx, b, now, destination) =>
        cancelWithRefund(
          tx,
          b,
          'decline',
          'owner_declined',
          'owner',
          now,
          user.id,
          b.totalCents,
          destination,
        ),
      ),

    /**
     * POST /api/bookings/:id/cancel after payment. The guest: by the published rule (everything up to
     * 31 days before check-in, 25 % later), or everything while the owner has not accepted yet. The
     * owner: always everything back to the guest, and it counts on the owner's record.
     */
    async cancelPaid(user: PublicUser, id: number, viewer: 'guest' | 'owner') {
      if (viewer === 'owner')
        return act(user, id, 'owner', 'ownerCancel', async (tx, b, now, destination) => {
          if (now >= b.checkInAt) throw notNow();
          await cancelWithRefund(
            tx,
            b,
            'ownerCancel',
            'owner_cancelled',
            'owner',
            now,
            user.id,
            b.totalCents,
            destination,
          );
        });
      return act(user, id, 'guest', 'guestCancel', async (tx, b, now, destination) => {
        const refund = refundIfCancelled(b, now);
        if (!refund) throw notNow();
        await cancelWithRefund(
          tx,
          b,
          'guestCancel',
          'guest_cancelled',
          'guest',
          now,
          user.id,
          refund.refundCents,
          destination,
          refund.percent,
        );
      });
    },

    /** GET /api/bookings/:id/cancellation: what cancelling now would give back, for the one who asks. */
    async cancellationQuote(user: PublicUser, id: number) {
      const seen = await reads.readOne(user, id);
      const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
      const now = clock();
      const allowed =
        seen.allowed.includes(seen.viewer === 'owner' ? 'ownerCancel' : 'guestCancel') ||
        seen.allowed.includes('abandon');
      if (seen.viewer === 'staff' || !allowed)
        return {
          allowed: false,
          refund: 0,
          percent: 0,
          currency: b.currency,
          fullRefundUntil: seen.fullRefundUntil,
        };
      const refund =
        seen.viewer === 'owner' || b.status === 'pending_payment'
          ? { refundCents: b.status === 'pending_payment' ? 0 : b.totalCents, percent: 100 }
          : refundIfCancelled(b, now);
      return {
        allowed: !!refund,
        refund: dollars(refund?.refundCents ?? 0),
        percent: refund?.percent ?? 0,
        currency: b.currency,
        fullRefundUntil: seen.fullRefundUntil,
      };
    },

    /**
     * POST /api/bookings/:id/report: the guest says something is wrong with the stay, from the
     * confirmation until 24 hours after check-in. The owner's payout (decided only when the booking
     * completes) then waits until staff release or refund it.
     */
    async report(user: PublicUser, id: number, text: string): Promise<BookingDetail> {
      const seen = await reads.readOne(user, id);
      if (seen.viewer !== 'guest') throw new AppError('FORBIDDEN', 'bookings.reportOnlyGuest');
      return act(user, id, 'guest', 'report', async (tx, b, now) => {
        if (b.reportBy && now >= b.reportBy) throw notNow();
        await move(tx, b, 'report', 'on_hold', 'guest', now, user.id, {
          problemReportedAt: now,
          problemText: text,
        });
      });
    },

    /** The owner uploaded the resort's confirmation (the file is stored by the caller): the booking is confirmed. */
    async confirmed(tx: DbOrTx, b: Booking, now: Date, actorId: number) {
      await move(tx, b, 'confirm', 'confirmed', 'owner', now, actorId, {
        confirmedAt: now,
        reportBy: new Date(b.checkInAt.getTime() + REPORT_HOURS_AFTER_CHECK_IN * HOUR_MS),
        payoutDueAt: payoutTimeOf(b),
      });
    },
  };
}

/** A guest's cancellation at `now`: everything while the owner has not accepted, else the published rule. */
function refundIfCancelled(b: Booking, now: Date) {
  if (now >= b.checkInAt) return null;
  if (b.status === 'awaiting_owner') return { refundCents: b.totalCents, percent: 100 };
  return guestCancellation(b.totalCents, b, now);
}

export type BookingSteps = ReturnType<typeof bookingSteps>;
