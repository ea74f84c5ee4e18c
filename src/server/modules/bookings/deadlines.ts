import { and, eq, isNull } from 'drizzle-orm';
import { bookings } from '#src/server/db/schema/bookings.ts';
import type { BookingTransitionName } from '#src/shared/bookings/process.ts';
import type { BookingsContext } from './context';
import { type BookingMoves, nextDue, refunded, reminderDue } from './transitions';

/** What `advance` did: a transition, the owner's reminder, or nothing. */
export type Advanced = BookingTransitionName | 'reminded' | null;

/**
 * The clock's deadlines of paid bookings: the owner's answer and confirmation (a full refund when
 * missed, and a reminder at half their time) and the end of the guest's time to report a problem
 * (the owner's share is then due at check-in + 48 h).
 */
export function bookingDeadlines(ctx: BookingsContext, moves: BookingMoves) {
  const { db, money } = ctx;
  const { move, cancelWithRefund, ownerDestination } = moves;

  /** Applies what is due for booking `id` by `now`: answers which transition it applied, if any, or 'reminded'. */
  return async function advance(id: number, now: Date): Promise<Advanced> {
    const destination = await ownerDestination(id);
    return db.transaction(async (tx) => {
      const [b] = await tx
        .select()
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('update', { skipLocked: true });
      if (!b) return null;
      if (b.status === 'awaiting_owner' && b.acceptBy && b.acceptBy <= now) {
        await cancelWithRefund(
          tx,
          b,
          'expireAccept',
          'owner_no_answer',
          'system',
          now,
          null,
          b.totalCents,
          destination,
        );
        return 'expireAccept';
      }
      if (b.status === 'accepted' && b.confirmBy && b.confirmBy <= now) {
        await cancelWithRefund(
          tx,
          b,
          'expireConfirm',
          'owner_no_confirmation',
          'system',
          now,
          null,
          b.totalCents,
          destination,
        );
        return 'expireConfirm';
      }
      if (b.status === 'confirmed' && b.reportBy && b.reportBy <= now) {
        await move(tx, b, 'complete', 'completed', 'system', now, null);
        await money.addStep(tx, {
          bookingId: b.id,
          stepKey: 'settle',
          kind: 'payout',
          amountCents: b.totalCents - (await refunded(tx, b.id)),
          dueAt: b.payoutDueAt ?? now,
          destination,
        });
        return 'complete';
      }
      const reminder = reminderDue(b, now);
      if (reminder) {
        // Claimed on the row, so a second run or another process never sends it again.
        const sent = reminder === 'accept' ? bookings.acceptRemindedAt : bookings.confirmRemindedAt;
        const deadline = reminder === 'accept' ? b.acceptBy : b.confirmBy;
        const [claimed] = await tx
          .update(bookings)
          .set(
            reminder === 'accept'
              ? { acceptRemindedAt: now, nextDueAt: deadline }
              : { confirmRemindedAt: now, nextDueAt: deadline },
          )
          .where(and(eq(bookings.id, b.id), eq(bookings.status, b.status), isNull(sent)))
          .returning({ id: bookings.id });
        if (claimed) {
          if (deadline) await ctx.nudges?.dueAt(b.id, deadline, tx);
          await ctx.onReminder?.(tx, { bookingId: b.id, kind: reminder, at: now });
          return 'reminded';
        }
      }
      // Nothing due (another process moved it meanwhile): the deadline follows the state.
      await tx
        .update(bookings)
        .set({ nextDueAt: nextDue(b.status, b) })
        .where(eq(bookings.id, b.id));
      return null;
    });
  };
}
