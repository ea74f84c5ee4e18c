import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { transitionFrom } from '#src/shared/bookings/process.ts';
import type { BookingsContext } from './context';
import { lockedSettle, payoutUnderWay } from './money';
import type { BookingMoves } from './transitions';

/**
 * A booking's card payment disputed at the provider (Stripe's `charge.dispute.created`, in the
 * webhook's transaction): a confirmed or completed booking goes on hold by the process table's
 * `dispute` transition, and the owner's payout, if decided, is paused until staff decide. In any
 * other state, or once the owner's payout has gone to the provider, the dispute is logged for staff:
 * before confirmation the money is still held and the booking may yet be cancelled; after the
 * payout the platform answers the dispute itself.
 */
export function bookingDisputes(ctx: BookingsContext, moves: Pick<BookingMoves, 'move'>) {
  return async function disputed(
    tx: DbOrTx,
    charge: { intentId: string | null; chargeId: string | null },
  ): Promise<void> {
    const named: SQL[] = [];
    if (charge.intentId) named.push(eq(bookings.paymentIntentId, charge.intentId));
    if (charge.chargeId) named.push(eq(bookings.chargeId, charge.chargeId));
    if (named.length === 0) return;
    const [b] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.provider, ctx.provider.name), or(...named)))
      .limit(1)
      .for('update');
    // Not a booking's payment (a membership's): nothing of ours to hold.
    if (!b) return;
    // A payout already at the provider cannot be held any more: staff answer the dispute themselves.
    if (!transitionFrom(b.status, 'dispute') || payoutUnderWay(await lockedSettle(tx, b.id))) {
      ctx.log.error(
        { bookingId: b.id, status: b.status },
        "bookings: a booking's payment was disputed; staff must look at it",
      );
      return;
    }
    await moves.move(tx, b, 'dispute', 'on_hold', 'provider', ctx.clock(), null);
    await ctx.money.setPayout(tx, b.id, { status: 'paused' });
  };
}
