import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import type { BookingActor, BookingStatus, BookingTransitionName } from '#src/shared/bookings/process.ts';
import { PAYOUT_HOURS_AFTER_CHECK_IN } from '#src/shared/bookings/rules.ts';
import { type BookingsContext, event, HOUR_MS } from './context';
import type { PayoutAccountsService } from './payouts';

export type Booking = typeof bookings.$inferSelect;
export type CancelReason = NonNullable<Booking['cancelReason']>;

/** The moment half of the time from `start` to `deadline` has passed (an owner's reminder), or null. */
export function halfway(start: Date | null, deadline: Date | null): Date | null {
  if (!start || !deadline || start >= deadline) return null;
  return new Date(start.getTime() + Math.floor((deadline.getTime() - start.getTime()) / 2));
}

/** The owner's reminder of a deadline while it is unsent and still ahead of it; the deadline otherwise. */
function reminderOr(start: Date | null, deadline: Date | null, reminded: Date | null): Date | null {
  const reminder = reminded ? null : halfway(start, deadline);
  return reminder && deadline && reminder < deadline ? reminder : deadline;
}

/**
 * The next moment the clock must look at a booking in `status`: a deadline, or before the owner's
 * two deadlines the reminder at half their time (sent once: `accept_reminded_at`,
 * `confirm_reminded_at`).
 */
export function nextDue(
  status: BookingStatus,
  b: Pick<
    Booking,
    'acceptBy' | 'confirmBy' | 'reportBy' | 'paidAt' | 'acceptedAt' | 'acceptRemindedAt' | 'confirmRemindedAt'
  >,
): Date | null {
  if (status === 'awaiting_owner') return reminderOr(b.paidAt, b.acceptBy, b.acceptRemindedAt);
  if (status === 'accepted') return reminderOr(b.acceptedAt, b.confirmBy, b.confirmRemindedAt);
  if (status === 'confirmed') return b.reportBy;
  return null;
}

/** The owner's reminder due for `b` by `now`, if it is unsent (the deadline itself is checked first). */
export function reminderDue(b: Booking, now: Date): 'accept' | 'confirm' | null {
  const due = (start: Date | null, deadline: Date | null, reminded: Date | null) => {
    const at = halfway(start, deadline);
    return !reminded && !!at && at <= now;
  };
  if (b.status === 'awaiting_owner' && due(b.paidAt, b.acceptBy, b.acceptRemindedAt)) return 'accept';
  if (b.status === 'accepted' && due(b.acceptedAt, b.confirmBy, b.confirmRemindedAt)) return 'confirm';
  return null;
}

/** When the owner's share of a stay is due: two days after check-in (the guest may report until one day after). */
export const payoutTimeOf = (b: Pick<Booking, 'checkInAt'>) =>
  new Date(b.checkInAt.getTime() + PAYOUT_HOURS_AFTER_CHECK_IN * HOUR_MS);

/** What the refund steps of a booking give back, decided or done. */
export async function refunded(tx: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${bookingMoneySteps.amountCents}), 0)::int` })
    .from(bookingMoneySteps)
    .where(and(eq(bookingMoneySteps.bookingId, bookingId), eq(bookingMoneySteps.kind, 'refund')));
  return row?.cents ?? 0;
}

/**
 * The writes every transition of a paid booking is made of, shared by the people's steps
 * (steps.ts), the clock's deadlines (deadlines.ts) and staff's decisions: the new state with its
 * event, and the money it moves as steps carried out after the commit (money.ts).
 */
export function bookingMoves(
  ctx: BookingsContext,
  payouts: Pick<PayoutAccountsService, 'activeDestination'>,
) {
  const { db, money } = ctx;

  /**
   * Writes `to` and what changes with it, the event (with staff's `reason`), and the next deadline;
   * bumps the version. Answers the event's id.
   */
  async function move(
    tx: DbOrTx,
    b: Booking,
    name: BookingTransitionName,
    to: BookingStatus,
    cause: BookingActor,
    now: Date,
    actorId: number | null,
    patch: Partial<Booking> = {},
    reason: string | null = null,
  ): Promise<number> {
    const nextDueAt = nextDue(to, { ...b, ...patch });
    await tx
      .update(bookings)
      .set({
        ...patch,
        status: to,
        nextDueAt,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, b.id));
    // A job wakes the clock then (the owner's reminder, a deadline); the column stays the truth.
    if (nextDueAt) await ctx.nudges?.dueAt(b.id, nextDueAt, tx);
    return event(ctx, tx, {
      bookingId: b.id,
      from: b.status,
      to,
      transition: name,
      cause,
      at: now,
      actorId,
      reason,
    });
  }

  /** Cancels with a refund of `refundCents` now and, when part is kept, the owner's share of it after check-in. */
  async function cancelWithRefund(
    tx: DbOrTx,
    b: Booking,
    name: BookingTransitionName,
    reason: CancelReason,
    cause: BookingActor,
    now: Date,
    actorId: number | null,
    refundCents: number,
    destination: string | null,
    refundPercent: number | null = null,
  ) {
    await move(tx, b, name, 'cancelled', cause, now, actorId, {
      cancelReason: reason,
      cancelledAt: now,
      refundPercent,
    });
    if (refundCents > 0)
      await money.addStep(tx, {
        bookingId: b.id,
        stepKey: 'refund',
        kind: 'refund',
        amountCents: refundCents,
        dueAt: now,
      });
    const kept = b.totalCents - refundCents;
    if (kept > 0)
      await money.addStep(tx, {
        bookingId: b.id,
        stepKey: 'settle',
        kind: 'payout',
        amountCents: kept,
        dueAt: payoutTimeOf(b),
        destination,
      });
  }

  /** The payout account of the booking's owner, read outside any transaction (it may ask the provider). */
  async function ownerDestination(id: number): Promise<string | null> {
    const [b] = await db.select({ ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, id));
    return b?.ownerId ? payouts.activeDestination(b.ownerId) : null;
  }

  return { move, cancelWithRefund, ownerDestination };
}

export type BookingMoves = ReturnType<typeof bookingMoves>;
