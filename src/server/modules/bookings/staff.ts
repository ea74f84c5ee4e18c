import type { z } from 'zod';
import type { DbOrTx } from '#src/server/db/client.ts';
import { AppError, issue, validationError } from '#src/server/lib/errors.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { StaffBookingView, staffRefundInput } from '#src/shared/contracts/staff-bookings.ts';
import { groupDigits } from '#src/shared/digits.ts';
import { dollarsToCents } from '../payments/money';
import { type BookingsContext, lockFor, notNow } from './context';
import { lockedSettle, payoutUnderWay } from './money';
import type { bookingReads } from './reads';
import { staffBookingReads } from './staff-reads';
import { type Booking, type BookingMoves, payoutTimeOf, refunded } from './transitions';

type RefundIn = z.output<typeof staffRefundInput>;

/**
 * The staff's side of bookings: its reads (staff-reads.ts), and the decisions on a booking's held
 * money (the process table's staff steps). Each decision locks the booking, checks the table,
 * writes the new state with its event and staff's reason, and decides the money as steps carried
 * out after the commit, like the people's steps (steps.ts).
 */
export function bookingStaff(
  ctx: BookingsContext,
  reads: ReturnType<typeof bookingReads>,
  moves: BookingMoves,
) {
  const { db, clock, money } = ctx;
  const { move, ownerDestination } = moves;
  const { list, view, summary } = staffBookingReads(db, reads);

  /** Creates the owner's payout of `amountCents`, or resumes the paused one with that amount, due at max(now, payout time). */
  async function settle(tx: DbOrTx, b: Booking, amountCents: number, now: Date, destination: string | null) {
    const payoutAt = b.payoutDueAt ?? payoutTimeOf(b);
    const dueAt = new Date(Math.max(now.getTime(), payoutAt.getTime()));
    await money.addStep(tx, {
      bookingId: b.id,
      stepKey: 'settle',
      kind: 'payout',
      amountCents,
      dueAt,
      destination,
    });
    await money.setPayout(tx, b.id, { status: 'pending', amountCents, dueAt });
  }

  /** One decision by staff: never on a booking of their own, whose guest or owner they are. */
  async function decide(
    user: PublicUser,
    id: number,
    name: 'hold' | 'release' | 'refundAll',
    apply: (tx: DbOrTx, b: Booking, now: Date, destination: string | null) => Promise<void>,
  ): Promise<StaffBookingView> {
    // Read before the transaction: it may ask the provider, and a transaction never waits on one.
    const destination = await ownerDestination(id);
    const now = clock();
    await db.transaction(async (tx) => {
      const { row, step } = await lockFor(tx, id, name);
      if (row.guestId === user.id || row.ownerId === user.id)
        throw new AppError('FORBIDDEN', 'bookings.notOwnDecision');
      if (!step) throw notNow();
      // Once the owner's payout has gone to the provider (or may have), its money is no longer
      // held: it can be neither held, released again nor refunded.
      if (payoutUnderWay(await lockedSettle(tx, row.id)))
        throw new AppError('CONFLICT', 'bookings.payoutUnderWay');
      await apply(tx, row, now, destination);
    });
    await money.runSteps(now);
    return view(user, id);
  }

  return {
    list,
    view,
    summary,

    /** POST …/hold: a confirmed or completed booking's money stays held until staff decide; refused once the payout is under way. */
    hold: (user: PublicUser, id: number, reason: string) =>
      decide(user, id, 'hold', async (tx, b, now) => {
        await move(tx, b, 'hold', 'on_hold', 'staff', now, user.id, {}, reason);
        await money.setPayout(tx, b.id, { status: 'paused' });
      }),

    /** POST …/release: the owner is paid what was not refunded, at the payout time (or now, if it has passed). */
    release: (user: PublicUser, id: number, reason: string) =>
      decide(user, id, 'release', async (tx, b, now, destination) => {
        await move(tx, b, 'release', 'completed', 'staff', now, user.id, {}, reason);
        await settle(tx, b, b.totalCents - (await refunded(tx, b.id)), now, destination);
      }),

    /**
     * POST …/refund: `amount` back to the guest now and the rest paid to the owner (less the
     * commission) at the payout time; without an amount, or with all that remains, everything left
     * is refunded and the booking is cancelled.
     */
    refund: (user: PublicUser, id: number, input: RefundIn) =>
      decide(user, id, 'refundAll', async (tx, b, now, destination) => {
        const rest = b.totalCents - (await refunded(tx, b.id));
        const cents = input.amount === undefined ? rest : dollarsToCents(input.amount);
        if (!(cents > 0) || cents > rest)
          throw validationError([
            issue('amount', 'bookings.refundAboveRest', { rest: `$${groupDigits(rest / 100, 2, 2)}` }),
          ]);
        const all = cents === rest;
        const eventId = all
          ? await move(
              tx,
              b,
              'refundAll',
              'cancelled',
              'staff',
              now,
              user.id,
              { cancelReason: 'staff_refund_all', cancelledAt: now },
              input.reason,
            )
          : await move(tx, b, 'refundPart', 'completed', 'staff', now, user.id, {}, input.reason);
        await money.addStep(tx, {
          bookingId: b.id,
          stepKey: `refund:staff:${eventId}`,
          kind: 'refund',
          amountCents: cents,
          dueAt: now,
        });
        // Refunded in full, a paused payout pays nothing: closed at once, with no ledger rows.
        if (all) await money.setPayout(tx, b.id, { status: 'pending', amountCents: 0, dueAt: now });
        else await settle(tx, b, rest - cents, now, destination);
      }),
  };
}

export type BookingStaff = ReturnType<typeof bookingStaff>;
