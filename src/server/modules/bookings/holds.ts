import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookingLedgerEntries, bookings } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { OWNER_ANSWER_HOURS } from '#src/shared/bookings/rules.ts';
import { expirePayment, updatePaymentStatus } from '../payments/records';
import { type BookingsContext, event, HOUR_MS, lockFor } from './context';
import { nextDue } from './transitions';

/**
 * A hold and its payment: the hold ends unpaid (the clock, or the guest giving it up) or the
 * payment succeeds (the provider's report moves the booking to its owner, with the charge and the
 * hold in the ledger). Each takes the caller's transaction.
 */
export function bookingHolds(ctx: BookingsContext) {
  const { clock, log } = ctx;

  /** Locks a booking's payment rows before the booking (the order the test card form takes too). */
  async function lockPayments(tx: DbOrTx, bookingId: number) {
    return tx
      .select({
        provider: payments.provider,
        providerId: payments.providerId,
        status: payments.status,
        expiresAt: payments.expiresAt,
      })
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.id))
      .for('update');
  }

  /** Ends a hold (unpaid): the week is on offer again at once (the database's trigger). */
  async function endHold(
    tx: DbOrTx,
    bookingId: number,
    name: 'expireHold' | 'abandon',
    now: Date,
    actorId: number | null,
    /** Staff ended an OXXO/SPEI hold before its time (test mode's control). */
    early = false,
  ) {
    const held = await lockPayments(tx, bookingId);
    const { row, step } = await lockFor(tx, bookingId, name);
    if (!step) return false;
    if (name === 'expireHold' && !early && row.holdExpiresAt && row.holdExpiresAt > now) return false;
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: name === 'abandon' ? 'guest_abandoned' : 'payment_expired',
        cancelledAt: now,
        holdExpiresAt: null,
        nextDueAt: null,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    await event(ctx, tx, {
      bookingId,
      from: row.status,
      to: 'cancelled',
      transition: name,
      cause: name === 'abandon' ? 'guest' : 'system',
      at: now,
      actorId,
    });
    for (const p of held) {
      if (p.status !== 'pending') continue;
      const where = { provider: p.provider, providerId: p.providerId };
      // An OXXO voucher or a SPEI transfer that lapsed: expired, and its payer told the week is released.
      if (name === 'expireHold' && p.expiresAt && (await expirePayment(tx, where, now, ctx.paymentMail)))
        continue;
      await updatePaymentStatus(tx, where, 'canceled', null);
    }
    return true;
  }

  /**
   * The guest's charge succeeded (the test card form, Stripe's webhook or the return page): the
   * booking waits for its owner, and the money is charged and held in the ledger, once however often
   * the success is reported; the charge's id is kept when the report names it (the owner's transfer
   * is paid from it). A success for a hold that already ended is charged in the ledger and refunded
   * in full by its own money step, and the booking stays cancelled (decision 056).
   */
  async function paid(tx: DbOrTx, bookingId: number, chargeId: string | null = null) {
    const now = clock();
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) return;
    if (chargeId && !row.chargeId)
      await tx.update(bookings).set({ chargeId }).where(eq(bookings.id, bookingId));
    const [charged] = await tx
      .select({ id: bookingLedgerEntries.id })
      .from(bookingLedgerEntries)
      .where(and(eq(bookingLedgerEntries.bookingId, bookingId), eq(bookingLedgerEntries.kind, 'charge')))
      .limit(1);
    if (charged) return;
    const money = { bookingId, stepKey: 'charge', currency: row.currency, provider: row.provider };
    await tx.insert(bookingLedgerEntries).values([
      { ...money, kind: 'charge', amountCents: row.totalCents, providerRef: row.paymentIntentId },
      { ...money, kind: 'hold', amountCents: row.totalCents },
    ]);
    if (row.status !== 'pending_payment') {
      log.error(
        { bookingId, status: row.status },
        'bookings: a payment arrived after its hold ended; refunding it',
      );
      await ctx.money.addStep(tx, {
        bookingId,
        stepKey: 'refund:late-payment',
        kind: 'refund',
        amountCents: row.totalCents,
        dueAt: now,
      });
      // The clock carries the refund out: the report of the payment (a webhook) does not wait for it.
      await ctx.nudges?.dueAt(bookingId, now, tx);
      return;
    }
    const acceptBy = new Date(
      Math.min(now.getTime() + OWNER_ANSWER_HOURS * HOUR_MS, row.checkInAt.getTime() - 24 * HOUR_MS),
    );
    // The owner's reminder at half the time to answer comes first (deadlines.ts).
    const nextDueAt = nextDue('awaiting_owner', { ...row, paidAt: now, acceptBy });
    await tx
      .update(bookings)
      .set({
        status: 'awaiting_owner',
        paidAt: now,
        acceptBy,
        holdExpiresAt: null,
        nextDueAt,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    if (nextDueAt) await ctx.nudges?.dueAt(bookingId, nextDueAt, tx);
    await event(ctx, tx, {
      bookingId,
      from: 'pending_payment',
      to: 'awaiting_owner',
      transition: 'pay',
      cause: 'provider',
      at: now,
      actorId: null,
    });
  }

  return { endHold, paid };
}
