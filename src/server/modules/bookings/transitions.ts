import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import type { BookingActor, BookingStatus, BookingTransitionName } from '#src/shared/bookings/process.ts';
import { PAYOUT_HOURS_AFTER_CHECK_IN } from '#src/shared/bookings/rules.ts';
import { type BookingsContext, event, HOUR_MS } from './context';
import type { PayoutAccountsService } from './payouts';

export type Booking = typeof bookings.$inferSelect;
export type CancelReason = NonNullable<Booking['cancelReason']>;

/** The next deadline the clock must look at for a booking in `status`. */
export function nextDue(
  status: BookingStatus,
  b: Pick<Booking, 'acceptBy' | 'confirmBy' | 'reportBy'>,
): Date | null {
  if (status === 'awaiting_owner') return b.acceptBy;
  if (status === 'accepted') return b.confirmBy;
  if (status === 'confirmed') return b.reportBy;
  return null;
}

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
    const next = { ...b, ...patch };
    await tx
      .update(bookings)
      .set({
        ...patch,
        status: to,
        nextDueAt: nextDue(to, next),
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, b.id));
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
        dueAt: new Date(b.checkInAt.getTime() + PAYOUT_HOURS_AFTER_CHECK_IN * HOUR_MS),
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
