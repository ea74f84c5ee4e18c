import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { bookingLedgerEntries, bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { commissionCents, ownerShareCents } from '#src/shared/bookings/amounts.ts';
import type { BookingActor, BookingStatus, BookingTransitionName } from '#src/shared/bookings/process.ts';
import { toPesos, usd } from '#src/shared/money/money.ts';

/** A booking's group at the provider: its charge and the owner's transfer carry it. */
export const transferGroup = (bookingId: number) => `booking-${bookingId}`;

/** How long a process may hold a step it claimed before another may take it over (same key, same result). */
const CLAIM_MS = 5 * 60_000;
/** A failing step is tried again after 15 s, doubling; after this many attempts staff must look at it. */
const MAX_ATTEMPTS = 12;

export interface MoneyLog {
  error(obj: unknown, msg: string): void;
}

/**
 * Writes a transition into the booking's history and tells the bookings' hook (`event` of
 * context.ts, passed in because context.ts imports this file): the owner's payout is the `payOut`
 * transition like any other, its mail included.
 */
export type RecordEvent = (
  tx: DbOrTx,
  note: {
    bookingId: number;
    from: BookingStatus;
    to: BookingStatus;
    transition: BookingTransitionName;
    cause: BookingActor;
    at: Date;
    actorId: null;
  },
) => Promise<unknown>;

type Step = typeof bookingMoneySteps.$inferSelect;

/**
 * Whether the owner's payout has gone to the provider, or may have: claimed by a runner, done,
 * failed for good, or tried once already. Its amount must then never change (the same key would
 * be sent with other values), so the money can no longer be held or refunded (decision 056).
 */
export const payoutUnderWay = (settle: Pick<Step, 'status' | 'attempts'> | undefined) =>
  !!settle && (settle.status !== 'pending' && settle.status !== 'paused' ? true : settle.attempts > 0);

/** A booking's payout step (the owner's share), locked in the caller's transaction; undefined before one is decided. */
export async function lockedSettle(tx: DbOrTx, bookingId: number): Promise<Step | undefined> {
  const [settle] = await tx
    .select()
    .from(bookingMoneySteps)
    .where(and(eq(bookingMoneySteps.bookingId, bookingId), eq(bookingMoneySteps.stepKey, 'settle')))
    .for('update');
  return settle;
}

/**
 * Decides a provider call a booking's money needs (a refund, the owner's payout) in the caller's
 * transaction; it is carried out by `runSteps`. The key is per booking and step, so deciding it
 * twice is still one call, one refund, one transfer.
 */
export async function addStep(
  tx: DbOrTx,
  step: {
    bookingId: number;
    stepKey: string;
    kind: 'refund' | 'payout';
    amountCents: number;
    dueAt: Date;
    destination?: string | null;
  },
): Promise<void> {
  await tx
    .insert(bookingMoneySteps)
    .values({
      ...step,
      destination: step.destination ?? null,
      idempotencyKey: `semana-booking-${step.bookingId}-${step.stepKey}`,
    })
    .onConflictDoNothing();
}

/**
 * A refund's amount in the currency the guest was charged in (decision 064). The ledger keeps the
 * booking's dollars; a charge made in pesos (OXXO, SPEI) is refunded in pesos at the rate kept on
 * its payment: the whole peso charge for the whole total, else the dollars at that rate, never more
 * than was charged.
 */
export async function chargeCurrencyAmount(
  db: DbOrTx,
  booking: Pick<typeof bookings.$inferSelect, 'id' | 'paymentIntentId' | 'provider' | 'totalCents'>,
  usdCents: number,
): Promise<number> {
  if (!booking.paymentIntentId) return usdCents;
  const [charge] = await db
    .select({ currency: payments.currency, amountCents: payments.amountCents, rateE4: payments.rateE4 })
    .from(payments)
    .where(and(eq(payments.provider, booking.provider), eq(payments.providerId, booking.paymentIntentId)))
    .limit(1);
  if (charge?.currency !== 'mxn' || !charge.rateE4) return usdCents;
  if (usdCents >= booking.totalCents) return charge.amountCents;
  return Math.min(charge.amountCents, toPesos(usd(usdCents), charge.rateE4).cents);
}

/** The error's message only: never the request, which may hold an account or an address (decision 014). */
export const messageOf = (err: unknown) =>
  String((err as { message?: unknown })?.message ?? err).slice(0, 500);

/**
 * Carries out the money steps due by `now`, one at a time, each claimed under a lock that skips
 * rows another process holds. The provider is called outside any transaction; the step is closed,
 * with its ledger rows, only once it answered: a refund as release + refund, the owner's payout as
 * release + commission + payout. A failed call is retried later with the same key; a process that
 * dies mid-call leaves its claim to lapse, and the next call with the same key gets the same answer.
 */
export function moneySteps(db: Db, provider: PaymentProvider, log: MoneyLog, recordEvent: RecordEvent) {
  /** Claims the next step due by `now`, leaving out those this run already tried (a failed one may be due again at once when `now` is ahead). */
  async function claim(now: Date, tried: Set<number>): Promise<Step | undefined> {
    // Claims lapse on the real clock; a run "as of" a later moment (tests, the CLI in test mode)
    // sees them as they would be then, so a process killed mid-call can be played out.
    const real = new Date(Math.max(Date.now(), now.getTime()));
    const [step] = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: bookingMoneySteps.id })
        .from(bookingMoneySteps)
        .where(
          and(
            lte(bookingMoneySteps.dueAt, now),
            notInArray(bookingMoneySteps.id, [0, ...tried]),
            or(
              eq(bookingMoneySteps.status, 'pending'),
              and(eq(bookingMoneySteps.status, 'claimed'), lte(bookingMoneySteps.claimedUntil, real)),
            ),
          ),
        )
        .orderBy(asc(bookingMoneySteps.dueAt), asc(bookingMoneySteps.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return [];
      return tx
        .update(bookingMoneySteps)
        .set({
          status: 'claimed',
          claimedUntil: new Date(real.getTime() + CLAIM_MS),
          attempts: sql`${bookingMoneySteps.attempts} + 1`,
        })
        .where(eq(bookingMoneySteps.id, due.id))
        .returning();
    });
    return step;
  }

  async function call(
    step: Step,
    booking: typeof bookings.$inferSelect,
  ): Promise<{ ref: string; pending?: boolean }> {
    const metadata = { bookingId: String(booking.id), step: step.stepKey };
    if (step.amountCents === 0) return { ref: '' };
    if (step.kind === 'refund') {
      if (!booking.paymentIntentId) throw new Error('the booking has no payment to refund');
      // A refund that answered pending is read again: the same key would replay that first answer.
      const refund = step.providerRef
        ? { id: step.providerRef, status: await provider.refundStatus(step.providerRef) }
        : await provider.refund({
            intentId: booking.paymentIntentId,
            amountCents: await chargeCurrencyAmount(db, booking, step.amountCents),
            idempotencyKey: step.idempotencyKey,
            metadata,
          });
      if (refund.status === 'failed') throw new Error('the provider refused the refund');
      return { ref: refund.id, pending: refund.status === 'pending' };
    }
    const share = ownerShareCents(step.amountCents, booking.usageFeeCents);
    if (share === 0) return { ref: '' };
    if (!step.destination) throw new Error('the owner has no payout account');
    const transfer = await provider.transfer({
      amountCents: share,
      currency: booking.currency,
      destination: step.destination,
      transferGroup: transferGroup(booking.id),
      sourceChargeId: booking.chargeId,
      sourceIntentId: booking.paymentIntentId,
      idempotencyKey: step.idempotencyKey,
      metadata,
    });
    return { ref: transfer.id };
  }

  /** Closes a step with its ledger rows, once; then moves a completed booking whose payout this was to paid out. */
  async function close(step: Step, booking: typeof bookings.$inferSelect, providerRef: string, now: Date) {
    await db.transaction(async (tx) => {
      const [closed] = await tx
        .update(bookingMoneySteps)
        .set({ status: 'done', doneAt: now, providerRef: providerRef || null, claimedUntil: null })
        .where(and(eq(bookingMoneySteps.id, step.id), sql`${bookingMoneySteps.status} <> 'done'`))
        .returning({ id: bookingMoneySteps.id });
      if (!closed) return;
      const base = {
        bookingId: booking.id,
        stepKey: step.stepKey,
        currency: booking.currency,
        provider: booking.provider,
      };
      if (step.amountCents > 0) {
        if (step.kind === 'refund') {
          await tx.insert(bookingLedgerEntries).values([
            { ...base, kind: 'release', amountCents: step.amountCents },
            { ...base, kind: 'refund', amountCents: step.amountCents, providerRef: providerRef || null },
          ]);
        } else {
          const commission = commissionCents(step.amountCents, booking.usageFeeCents);
          const share = step.amountCents - commission;
          await tx
            .insert(bookingLedgerEntries)
            .values([
              { ...base, kind: 'release', amountCents: step.amountCents },
              ...(commission > 0 ? [{ ...base, kind: 'commission' as const, amountCents: commission }] : []),
              ...(share > 0 ? [{ ...base, kind: 'payout' as const, amountCents: share, providerRef }] : []),
            ]);
        }
      }
      if (step.kind === 'payout') {
        const [moved] = await tx
          .update(bookings)
          .set({ status: 'paid_out', nextDueAt: null, version: sql`${bookings.version} + 1`, updatedAt: now })
          .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'completed')))
          .returning({ id: bookings.id });
        if (moved)
          await recordEvent(tx, {
            bookingId: booking.id,
            from: 'completed',
            to: 'paid_out',
            transition: 'payOut',
            cause: 'system',
            at: now,
            actorId: null,
          });
      }
    });
  }

  async function failed(step: Step, err: unknown) {
    const attempts = step.attempts;
    const last = attempts >= MAX_ATTEMPTS;
    log.error(
      { bookingId: step.bookingId, step: step.stepKey, attempts, message: messageOf(err) },
      last
        ? 'bookings: a money step failed for good; staff must look at it'
        : 'bookings: a money step failed; it will be tried again',
    );
    await db
      .update(bookingMoneySteps)
      .set({
        status: last ? 'failed' : 'pending',
        claimedUntil: null,
        lastError: messageOf(err),
        dueAt: new Date(Date.now() + 15_000 * 2 ** Math.min(attempts - 1, 10)),
      })
      .where(and(eq(bookingMoneySteps.id, step.id), eq(bookingMoneySteps.status, 'claimed')));
  }

  return {
    addStep,

    /** Runs every step due by `now`; answers what it did. */
    async runSteps(now: Date) {
      const report = { refunds: 0, refundedCents: 0, payouts: 0, paidCents: 0, failures: 0, pending: 0 };
      const tried = new Set<number>();
      for (;;) {
        const step = await claim(now, tried);
        if (!step) break;
        tried.add(step.id);
        const [booking] = await db.select().from(bookings).where(eq(bookings.id, step.bookingId));
        try {
          const { ref, pending } = await call(step, booking);
          // A refund the provider has not finished (non-card methods) stays claimed, its id kept,
          // and is read again once the claim lapses.
          if (pending) {
            report.pending++;
            await db
              .update(bookingMoneySteps)
              .set({ providerRef: ref })
              .where(and(eq(bookingMoneySteps.id, step.id), eq(bookingMoneySteps.status, 'claimed')));
            continue;
          }
          await close(step, booking, ref, now);
          if (step.kind === 'refund') {
            report.refunds++;
            report.refundedCents += step.amountCents;
          } else {
            report.payouts++;
            report.paidCents += ownerShareCents(step.amountCents, booking.usageFeeCents);
          }
        } catch (err) {
          report.failures++;
          await failed(step, err);
        }
      }
      return report;
    },

    /** Pauses (while a booking is on hold) or resumes its payout step, and sets its amount. */
    async setPayout(
      tx: DbOrTx,
      bookingId: number,
      change: { status: 'paused' | 'pending'; amountCents?: number; dueAt?: Date },
    ) {
      await tx
        .update(bookingMoneySteps)
        .set(change)
        .where(
          and(
            eq(bookingMoneySteps.bookingId, bookingId),
            eq(bookingMoneySteps.stepKey, 'settle'),
            inArray(bookingMoneySteps.status, ['pending', 'paused']),
          ),
        );
    },
  };
}

export type MoneySteps = ReturnType<typeof moneySteps>;
