import { and, asc, count, desc, eq, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { startClock } from '#src/server/jobs/clock.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import type { PendingDelayedPayment, pageQuery, testSettleInput } from '#src/shared/contracts/payments.ts';
import type { PaymentMethod } from '#src/shared/payments/methods.ts';
import { expirePayment, type PaymentEffects, updatePaymentStatus } from './records';

type SettleIn = z.output<typeof testSettleInput>;
type PageIn = z.output<typeof pageQuery>;

/** Effects the delayed payments use (records.ts): a booking's voucher lapsing ends its hold. */
export type DelayedEffects = PaymentEffects;

const messageOf = (err: unknown) => String((err as { message?: unknown })?.message ?? err).slice(0, 500);

/**
 * OXXO vouchers and SPEI transfers that wait for their payer (decision 064): the clock closes those
 * whose window passed (memberships and payment links; a booking's is closed with its hold by the
 * bookings' clock), staff play the payer or the clock in test mode, and staff see what waits.
 */
export function delayedPayments(
  db: Db,
  provider: PaymentProvider,
  log: { error(obj: unknown, msg: string): void },
  effects?: DelayedEffects,
) {
  const where = (providerId: string) => ({ provider: provider.name, providerId });

  return {
    /**
     * Closes every pending peso payment of no booking whose window ended by `now`, and mails its
     * payer. The provider is asked first whether it was paid after all (Stripe's webhook may be
     * late); one it cannot answer for waits for the next run. Safe to run again and on several
     * processes: each payment is closed once, under its row's lock.
     */
    async tick(now: Date) {
      const report = { expired: 0, paidLate: 0, waiting: 0 };
      const seen: number[] = [0];
      for (;;) {
        const due = await db
          .select({ id: payments.id, provider: payments.provider, providerId: payments.providerId })
          .from(payments)
          .where(
            and(
              eq(payments.status, 'pending'),
              lte(payments.expiresAt, now),
              isNull(payments.bookingId),
              notInArray(payments.id, seen),
            ),
          )
          .orderBy(asc(payments.expiresAt), asc(payments.id))
          .limit(100);
        if (due.length === 0) break;
        for (const p of due) {
          seen.push(p.id);
          if (p.provider === provider.name && provider.name === 'stripe') {
            const remote = await provider.retrieveIntent(p.providerId).catch((err) => {
              log.error({ message: messageOf(err) }, 'payment provider: reading a delayed payment failed');
              return undefined;
            });
            if (remote === undefined) {
              report.waiting++;
              continue;
            }
            if (remote?.status === 'succeeded') {
              await db.transaction((tx) =>
                updatePaymentStatus(tx, where(p.providerId), 'succeeded', null, effects, remote.chargeId),
              );
              report.paidLate++;
              continue;
            }
            if (remote && remote.status !== 'canceled')
              await provider.cancelIntent(p.providerId).catch((err) => {
                log.error({ message: messageOf(err) }, 'payment provider: stopping a lapsed voucher failed');
              });
          }
          const closed = await db.transaction((tx) =>
            expirePayment(tx, { provider: p.provider, providerId: p.providerId }, now, effects),
          );
          if (closed) report.expired++;
        }
      }
      return report;
    },

    /** POST /api/payments/test/settle: the test provider's pending OXXO/SPEI payment, paid or expired by staff. */
    async settleTest(input: SettleIn, now: Date) {
      if (provider.name !== 'test') throw new AppError('FORBIDDEN', 'payments.testSettleOnlyInTestMode');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: payments.status, bookingId: payments.bookingId, method: payments.method })
          .from(payments)
          .where(and(eq(payments.provider, 'test'), eq(payments.providerId, input.paymentIntentId)))
          .for('update');
        if (!row) throw new AppError('NOT_FOUND', 'payments.paymentNotFound');
        if (row.method === 'card' || row.status !== 'pending')
          throw new AppError('CONFLICT', 'payments.notWaitingDelayed');
        const at = where(input.paymentIntentId);
        if (input.outcome === 'paid') {
          // A booking whose hold has ended is not charged (as with the card form).
          if (row.bookingId) await effects?.bookingConfirming?.(tx, row.bookingId);
          await updatePaymentStatus(tx, at, 'succeeded', null, effects);
          return { status: 'succeeded' as const };
        }
        if (row.bookingId && effects?.bookingVoucherExpired)
          await effects.bookingVoucherExpired(tx, row.bookingId, now);
        else await expirePayment(tx, at, now, effects);
        return { status: 'canceled' as const };
      });
    },

    /** GET /api/payments/pending: the OXXO and SPEI payments waiting for their payer, soonest to lapse first. */
    async pending(query: PageIn) {
      const waiting = and(
        eq(payments.status, 'pending'),
        isNotNull(payments.expiresAt),
        isNotNull(payments.usdAmountCents),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            paymentIntentId: payments.providerId,
            provider: payments.provider,
            method: payments.method,
            amountCents: payments.amountCents,
            currency: payments.currency,
            usdAmountCents: payments.usdAmountCents,
            expiresAt: payments.expiresAt,
            createdAt: payments.createdAt,
            tier: payments.tier,
            bookingId: payments.bookingId,
            payerEmail: users.email,
          })
          .from(payments)
          .leftJoin(users, eq(users.id, payments.userId))
          .where(waiting)
          .orderBy(asc(payments.expiresAt), desc(payments.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(payments).where(waiting),
      ]);
      const items: PendingDelayedPayment[] = rows.map(({ provider: name, ...r }) => ({
        ...r,
        method: r.method as PaymentMethod,
        usdAmountCents: r.usdAmountCents ?? 0,
        expiresAt: (r.expiresAt as Date).toISOString(),
        createdAt: r.createdAt.toISOString(),
        payerEmail: r.payerEmail ?? null,
        test: name === 'test',
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type DelayedPayments = ReturnType<typeof delayedPayments>;

/** The queue that wakes the payments' clock (its sweep finds what is due without it). */
export const PAYMENT_DUE_QUEUE = 'payment-due';
/** How often each process closes lapsed vouchers: a voucher ends within a minute of its time. */
export const PAYMENT_SWEEP_MS = 60_000;

/** Starts the payments' clock in this process (jobs/clock.ts); answers the function that stops its sweep. */
export function startPaymentsClock(
  jobs: Pick<JobQueue, 'work'>,
  delayed: Pick<DelayedPayments, 'tick'>,
  log: { error(obj: unknown, msg: string): void },
  sweepMs = PAYMENT_SWEEP_MS,
): Promise<() => void> {
  return startClock(jobs, PAYMENT_DUE_QUEUE, (now) => delayed.tick(now), log, 'payments', sweepMs);
}
