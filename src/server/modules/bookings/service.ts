import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { bookingGuests, bookings } from '#src/server/db/schema/bookings.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { HOLD_MINUTES } from '#src/shared/bookings/rules.ts';
import { stayOf } from '#src/shared/bookings/stay.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail, createBookingInput } from '#src/shared/contracts/bookings.ts';
import { guestAgreement } from '#src/shared/legal/guest-agreement.ts';
import { isDelayed, tooCloseFor, windowHours } from '#src/shared/payments/methods.ts';
import {
  type CurrentRate,
  type DelayedPricing,
  delayedColumns,
  delayedIntent,
  priceDelayed,
} from '../payments/delayed';
import { decimalToCents } from '../payments/money';
import { type PaymentEffects, recordPayment } from '../payments/records';
import { bookingClock } from './clock';
import { bookingConfirmations } from './confirmation';
import {
  type BookingEventHook,
  type BookingNudges,
  type BookingReminderHook,
  type BookingsContext,
  type BookingsLog,
  dollars,
  event,
  HOUR_MS,
  intentKey,
  newReference,
  notNow,
} from './context';
import { bookingDeadlines } from './deadlines';
import { bookingDisputes } from './disputes';
import { bookingHolds } from './holds';
import { moneySteps, transferGroup } from './money';
import { payoutAccountsService } from './payouts';
import { BOOKING_MIN_LEAD_HOURS, bookingReads } from './reads';
import { bookingStaff } from './staff';
import { bookingSteps } from './steps';
import { bookingMoves } from './transitions';

type CreateIn = z.output<typeof createBookingInput>;

const HOLD_MS = HOLD_MINUTES * 60_000;
/** A renter may hold at most this many weeks for payment at once (hoarding). */
export const HOLDS_PER_GUEST = 2;
/**
 * The class of the advisory lock that takes one renter's holds one at a time: two weeks asked for
 * at once lock different weeks, so without it both would count the holds before either was written.
 * (The two-key form: its keys never meet the single keys of db/migrate.ts, jobs/install.ts, db/run-alone.ts.)
 */
const GUEST_HOLDS_LOCK = 424_242_100;

/**
 * Bookings (decision 056): the hold and its payment, the owner's and the guest's steps, the clock's
 * deadlines, and the reads of the guest, the owner and staff. Every rule takes its `now` from
 * `clock`, so a test (or the admin CLI's tick "as of" a moment) moves time without waiting.
 * Transitions lock the booking's row and check the process table before they write; each writes its
 * event in the same transaction.
 */
export function bookingsService(deps: {
  db: Db;
  provider: PaymentProvider;
  log: BookingsLog;
  mode: Config['paymentsMode'];
  clock?: () => Date;
  nudges?: BookingNudges;
  /** Told of every transition in its transaction (the bookings' mail). */
  onEvent?: BookingEventHook;
  /** Told of each owner's reminder the clock sends (the bookings' mail). */
  onReminder?: BookingReminderHook;
  /** The site's address: where the provider sends an owner back after setting up payouts. */
  publicUrl: string;
  /** The payer's mails of an OXXO/SPEI charge (the voucher; its lapse). */
  paymentMail?: BookingsContext['paymentMail'];
  /** The peso rate OXXO and SPEI are priced at; none known: they are refused, the card stays. */
  currentRate?: CurrentRate;
}) {
  const ctx: BookingsContext = {
    ...deps,
    clock: deps.clock ?? (() => new Date()),
    money: moneySteps(deps.db, deps.provider, deps.log, (tx, note) => event(deps, tx, note)),
  };
  const { db, provider, log, mode, clock } = ctx;
  const reads = bookingReads(ctx);
  const payouts = payoutAccountsService(db, provider, log, deps.publicUrl);
  const moves = bookingMoves(ctx, payouts);
  const steps = bookingSteps(ctx, reads, moves);
  const advance = bookingDeadlines(ctx, moves);
  const confirmations = bookingConfirmations(ctx, reads, steps);
  const staff = bookingStaff(ctx, reads, moves);
  const disputed = bookingDisputes(ctx, moves);
  const { readOne, weekToBook } = reads;

  const { endHold, paid } = bookingHolds(ctx);

  return {
    quote: reads.quote,
    detail: reads.detail,
    mine: reads.mine,
    ownerRecord: reads.ownerRecord,
    /**
     * POST /api/bookings: holds the week for the guest's payment and opens the payment. The week's
     * row is locked first, so of two renters at once the second waits and is told the week is held
     * before any payment exists. The same guest asking again for a week they hold gets the same
     * booking and payment (a double click, a reload).
     */
    async create(user: PublicUser, input: CreateIn) {
      if (mode === 'off') throw new AppError('UNAVAILABLE', 'payments.paymentsNotAvailableSiteYet');
      const now = clock();
      const { method } = input;
      // OXXO and SPEI: the rate is read once, before the week's lock, and kept with the payment.
      const rate = isDelayed(method) ? await (deps.currentRate ?? (async () => null))() : null;
      if (isDelayed(method) && !rate) throw new AppError('CONFLICT', 'payments.noRateForPesos');
      let pesos: DelayedPricing | null = null;
      const held = await db.transaction(async (tx) => {
        const week = await weekToBook(tx, input.weekId, true);
        // A week staff hid (decision 061) is gone to renters, a checkout left open on it included.
        if (!week || week.hidden) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
        if (week.userId === user.id) throw new AppError('FORBIDDEN', 'bookings.cannotBookOwnWeek');
        const [live] = await tx
          .select({
            id: bookings.id,
            guestId: bookings.guestId,
            status: bookings.status,
            holdExpiresAt: bookings.holdExpiresAt,
          })
          .from(bookings)
          .where(and(eq(bookings.weekId, week.id), ne(bookings.status, 'cancelled')))
          .limit(1);
        if (live) {
          const mine =
            live.guestId === user.id &&
            live.status === 'pending_payment' &&
            !!live.holdExpiresAt &&
            live.holdExpiresAt > now;
          if (mine) return { id: live.id, again: true };
          throw new AppError('CONFLICT', 'bookings.weekHeldOrBooked');
        }
        const stay = stayOf(week.fromDate, week.toDate, week.timeZone);
        if (stay.checkInAt.getTime() - now.getTime() < BOOKING_MIN_LEAD_HOURS * HOUR_MS)
          throw new AppError('CONFLICT', 'bookings.weekStartsTooSoon', {
            vars: { hours: BOOKING_MIN_LEAD_HOURS },
          });
        // A voucher or a transfer holds the week for its whole window: booking must still be open at its end.
        if (isDelayed(method) && tooCloseFor(method, stay.checkInAt, now, BOOKING_MIN_LEAD_HOURS))
          throw new AppError('CONFLICT', 'bookings.tooCloseForMethod', {
            vars: { method: method.toUpperCase(), hours: BOOKING_MIN_LEAD_HOURS + windowHours(method) },
          });
        if (1 + input.guests.length > week.maxOccupancy)
          throw new AppError('BAD_REQUEST', 'bookings.tooManyGuests', { vars: { max: week.maxOccupancy } });
        const totalCents = decimalToCents(week.price);
        if (totalCents < 50) throw new AppError('CONFLICT', 'bookings.priceTooLow');
        await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_HOLDS_LOCK}, ${user.id})`);
        const [{ holds }] = await tx
          .select({ holds: count() })
          .from(bookings)
          .where(
            and(
              eq(bookings.guestId, user.id),
              eq(bookings.status, 'pending_payment'),
              gt(bookings.holdExpiresAt, now),
            ),
          );
        if (holds >= HOLDS_PER_GUEST)
          throw new AppError('CONFLICT', 'bookings.tooManyHolds', { vars: { max: HOLDS_PER_GUEST } });
        pesos =
          isDelayed(method) && rate
            ? await priceDelayed(method, { amountCents: totalCents, currency: 'usd' }, async () => rate, now)
            : null;
        // The hold lasts as long as the voucher or the transfer's window (decision 064).
        const holdExpiresAt = pesos ? pesos.expiresAt : new Date(now.getTime() + HOLD_MS);
        const [created] = await tx
          .insert(bookings)
          .values({
            reference: newReference(),
            weekId: week.id,
            guestId: user.id,
            ownerId: week.userId,
            locationId: week.locationId,
            resortId: week.resortId,
            unitTypeId: week.unitTypeId,
            fromDate: week.fromDate,
            toDate: week.toDate,
            timeZone: week.timeZone,
            checkInAt: stay.checkInAt,
            checkOutAt: stay.checkOutAt,
            fullRefundUntil: stay.fullRefundUntil,
            totalCents,
            usageFeeCents: week.usageFee ? Math.min(decimalToCents(week.usageFee), totalCents) : 0,
            currency: 'usd',
            provider: provider.name,
            note: input.note ?? null,
            agreementVersion: guestAgreement.en.lastUpdated,
            agreementAcceptedAt: now,
            holdExpiresAt,
            nextDueAt: holdExpiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        await tx.insert(bookingGuests).values(
          [input.leadGuest, ...input.guests].map((g, position) => ({
            bookingId: created.id,
            position,
            firstName: g.firstName,
            lastName: g.lastName,
          })),
        );
        await event(ctx, tx, {
          bookingId: created.id,
          from: null,
          to: 'pending_payment',
          transition: 'book',
          cause: 'guest',
          at: now,
          actorId: user.id,
        });
        await deps.nudges?.dueAt(created.id, holdExpiresAt, tx);
        return { id: created.id, again: false };
      });

      const [b] = await db.select().from(bookings).where(eq(bookings.id, held.id)).limit(1);
      // The same booking asked for again pays as it was first asked (its payment's method and pesos).
      const [first] = held.again
        ? await db
            .select({ method: payments.method, amountCents: payments.amountCents, rateE4: payments.rateE4 })
            .from(payments)
            .where(eq(payments.bookingId, b.id))
            .orderBy(asc(payments.id))
            .limit(1)
        : [];
      if (first && isDelayed(first.method) && first.rateE4 && b.holdExpiresAt)
        pesos = {
          method: first.method,
          amountCents: first.amountCents,
          currency: 'mxn',
          usdAmountCents: b.totalCents,
          rateE4: first.rateE4,
          expiresAt: b.holdExpiresAt,
        };
      else if (first) pesos = null;
      const payer = { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
      let intent: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        intent = await provider.createIntent({
          amountCents: pesos ? pesos.amountCents : b.totalCents,
          currency: pesos ? pesos.currency : b.currency,
          description: `Semana booking ${b.reference}`,
          metadata: { bookingId: String(b.id), reference: b.reference, userId: String(user.id) },
          idempotencyKey: pesos ? `${intentKey(b.id)}-${pesos.method}` : intentKey(b.id),
          transferGroup: transferGroup(b.id),
          ...(pesos ? { delayed: delayedIntent(pesos, payer) } : {}),
        });
      } catch (err) {
        log.error({ err }, 'payment provider: creating a booking intent failed');
        // The week goes back on offer at once rather than after the hold.
        if (!held.again) await db.transaction((tx) => endHold(tx, b.id, 'abandon', clock(), user.id));
        throw new AppError('UNAVAILABLE', 'payments.failedInitializePaymentTryAgain');
      }
      const priced = pesos;
      await db.transaction(async (tx) => {
        await recordPayment(
          tx,
          {
            provider: provider.name,
            providerId: intent.id,
            userId: user.id,
            tier: null,
            paymentLinkId: null,
            bookingId: b.id,
            amountCents: priced ? priced.amountCents : b.totalCents,
            currency: priced ? priced.currency : b.currency,
            status: 'pending',
            ...(priced ? { ...delayedColumns(priced, intent), clientSecret: intent.clientSecret } : {}),
          },
          ctx.paymentMail,
        );
        await tx
          .update(bookings)
          .set({ paymentIntentId: intent.id })
          .where(and(eq(bookings.id, b.id), sql`${bookings.paymentIntentId} is null`));
      });
      return {
        id: b.id,
        reference: b.reference,
        status: 'pending_payment' as const,
        clientSecret: intent.clientSecret,
        total: dollars(b.totalCents),
        currency: b.currency,
        provider: provider.name,
        holdExpiresAt: (b.holdExpiresAt ?? now).toISOString(),
        method: priced ? priced.method : ('card' as const),
        paymentIntentId: intent.id,
      };
    },

    /**
     * POST /api/bookings/:id/cancel. Before paying, the guest gives the hold up and the week is on
     * offer again at once; cancelling after payment comes with refunds.
     */
    async cancel(user: PublicUser, id: number): Promise<BookingDetail> {
      const current = await readOne(user, id);
      if (current.viewer === 'staff') throw notNow();
      if (current.viewer === 'guest' && current.status === 'pending_payment') {
        const done = await db.transaction((tx) => endHold(tx, id, 'abandon', clock(), user.id));
        if (!done) throw notNow();
        return readOne(user, id);
      }
      return steps.cancelPaid(user, id, current.viewer);
    },

    accept: steps.accept,
    decline: steps.decline,
    report: steps.report,
    uploadConfirmation: confirmations.upload,
    confirmationFile: confirmations.file,
    cancellationQuote: steps.cancellationQuote,
    payoutAccount: payouts.mine,
    openPayoutAccount: payouts.open,

    /** The payments module's hooks for a booking's charge, its dispute and the owners' payout accounts. */
    paymentEffects: {
      bookingPaid: paid,
      // Staff expired the voucher (test mode): the hold ends now, as the clock would end it.
      async bookingVoucherExpired(tx: DbOrTx, bookingId: number, now: Date) {
        await endHold(tx, bookingId, 'expireHold', now, null, true);
      },
      chargeDisputed: disputed,
      payoutAccountUpdated: payouts.updated,
      async bookingConfirming(tx: DbOrTx, bookingId: number) {
        const [row] = await tx
          .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (row?.status !== 'pending_payment' || !row.holdExpiresAt || row.holdExpiresAt <= clock())
          throw new AppError('CONFLICT', 'bookings.holdEnded');
      },
    } satisfies PaymentEffects,

    /** The staff's Bookings section: every booking, its money, and the decisions on one on hold (staff.ts). */
    staff,

    /** The clock: every deadline and money step due by `now` (clock.ts). */
    tick: bookingClock(ctx, { endHold, paid, advance }),
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
