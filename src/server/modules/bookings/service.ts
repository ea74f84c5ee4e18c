import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import {
  bookingEvents,
  bookingGuests,
  bookingLedgerEntries,
  bookings,
} from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { commissionCents, ownerShareCents } from '#src/shared/bookings/amounts.ts';
import {
  allowedSteps,
  type BookingActor,
  type BookingStatus,
  type BookingTransitionName,
  transitionFrom,
} from '#src/shared/bookings/process.ts';
import {
  HOLD_MINUTES,
  LATE_CANCELLATION_REFUND_PERCENT,
  OWNER_ANSWER_HOURS,
} from '#src/shared/bookings/rules.ts';
import { stayOf } from '#src/shared/bookings/stay.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  BookingDetail,
  BookingQuote,
  createBookingInput,
  tripsQuery,
} from '#src/shared/contracts/bookings.ts';
import { guestAgreement } from '#src/shared/legal/guest-agreement.ts';
import { decimalToCents } from '../payments/money';
import { type PaymentEffects, recordPayment, updatePaymentStatus } from '../payments/records';

type CreateIn = z.output<typeof createBookingInput>;
type TripsIn = z.output<typeof tripsQuery>;

export interface BookingsLog {
  error(obj: unknown, msg: string): void;
}

/** What the job queue needs to nudge the clock at a booking's next deadline. */
export interface BookingNudges {
  dueAt(bookingId: number, at: Date, tx: DbOrTx): Promise<void>;
}

const HOUR_MS = 3_600_000;
const HOLD_MS = HOLD_MINUTES * 60_000;
/** Booking closes this long before check-in: the owner must still have time to answer and register the guest. */
export const BOOKING_MIN_LEAD_HOURS = 48;
/** A renter may hold at most this many weeks for payment at once (hoarding). */
export const HOLDS_PER_GUEST = 2;
/** The transitions this build carries out; the rest of the process table comes with the owner's steps. */
const CARRIED_OUT: ReadonlySet<BookingTransitionName> = new Set(['pay', 'expireHold', 'abandon']);

const notFound = () => new AppError('NOT_FOUND', 'bookings.bookingNotFound');
const notNow = () => new AppError('CONFLICT', 'bookings.notNow');

/** SEM- and eight characters of Crockford's base32 (no I, L, O, U): what the guest reads to the resort's desk. */
function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let out = 'SEM-';
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

const dollars = (cents: number) => cents / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The idempotency key of a booking's payment intent: the same booking always gets the same intent. */
export const intentKey = (bookingId: number) => `semana-booking-${bookingId}-intent`;

/**
 * Bookings (decision 056): the hold and its payment, the clock's deadlines, and the reads of the
 * guest, the owner and staff. Every rule takes its `now` from `clock`, so a test (or the admin CLI's
 * tick "as of" a moment) moves time without waiting. Transitions lock the booking's row and check
 * the process table before they write; each writes its event in the same transaction.
 */
export function bookingsService(deps: {
  db: Db;
  provider: PaymentProvider;
  log: BookingsLog;
  mode: Config['paymentsMode'];
  clock?: () => Date;
  nudges?: BookingNudges;
}) {
  const { db, provider, log, mode } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function event(
    tx: DbOrTx,
    bookingId: number,
    from: BookingStatus | null,
    to: BookingStatus,
    transition: string,
    cause: BookingActor,
    at: Date,
    actorId: number | null = null,
  ) {
    await tx
      .insert(bookingEvents)
      .values({ bookingId, fromStatus: from, toStatus: to, transition, cause, actorId, at });
  }

  /** The booking's row, locked; refuses a step the process table does not allow from its state. */
  async function lockFor(tx: DbOrTx, id: number, name: BookingTransitionName) {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!row) throw notFound();
    const step = transitionFrom(row.status, name);
    return { row, step };
  }

  /** Locks a booking's payment rows before the booking (the order the test card form takes too). */
  async function lockPayments(tx: DbOrTx, bookingId: number) {
    return tx
      .select({ provider: payments.provider, providerId: payments.providerId, status: payments.status })
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
  ) {
    const held = await lockPayments(tx, bookingId);
    const { row, step } = await lockFor(tx, bookingId, name);
    if (!step) return false;
    if (name === 'expireHold' && row.holdExpiresAt && row.holdExpiresAt > now) return false;
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
    await event(
      tx,
      bookingId,
      row.status,
      'cancelled',
      name,
      name === 'abandon' ? 'guest' : 'system',
      now,
      actorId,
    );
    for (const p of held)
      if (p.status === 'pending')
        await updatePaymentStatus(tx, { provider: p.provider, providerId: p.providerId }, 'canceled', null);
    return true;
  }

  /**
   * The guest's charge succeeded (the test card form, Stripe's webhook or the return page): the
   * booking waits for its owner, and the money is charged and held in the ledger, once however often
   * the success is reported. A success for a hold that already ended is kept in the ledger and
   * logged for staff: the refund of such a late payment comes with the refund step.
   */
  async function paid(tx: DbOrTx, bookingId: number) {
    const now = clock();
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row) return;
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
      log.error({ bookingId, status: row.status }, 'bookings: a payment arrived after its hold ended');
      return;
    }
    const acceptBy = new Date(
      Math.min(now.getTime() + OWNER_ANSWER_HOURS * HOUR_MS, row.checkInAt.getTime() - 24 * HOUR_MS),
    );
    await tx
      .update(bookings)
      .set({
        status: 'awaiting_owner',
        paidAt: now,
        acceptBy,
        holdExpiresAt: null,
        nextDueAt: null,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    await event(tx, bookingId, 'pending_payment', 'awaiting_owner', 'pay', 'provider', now);
  }

  /** Who the user is to this booking, or null: the guest, the owner, or staff (a manager or developer). */
  function viewerOf(
    user: PublicUser,
    row: { guestId: number | null; ownerId: number | null },
  ): BookingDetail['viewer'] | null {
    if (row.guestId === user.id) return 'guest';
    if (row.ownerId === user.id) return 'owner';
    if (user.role === 'manager' || user.role === 'dev') return 'staff';
    return null;
  }

  const detailColumns = {
    row: bookings,
    locationName: locations.name,
    resortName: resorts.name,
    unitTypeName: unitTypes.name,
  };

  async function guestsOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, { firstName: string; lastName: string }[]>();
    const rows = await db
      .select()
      .from(bookingGuests)
      .where(inArray(bookingGuests.bookingId, ids))
      .orderBy(asc(bookingGuests.bookingId), asc(bookingGuests.position));
    const by = new Map<number, { firstName: string; lastName: string }[]>();
    for (const g of rows) {
      const list = by.get(g.bookingId) ?? [];
      list.push({ firstName: g.firstName, lastName: g.lastName });
      by.set(g.bookingId, list);
    }
    return by;
  }

  function toDetail(
    r: { row: typeof bookings.$inferSelect; locationName: string; resortName: string; unitTypeName: string },
    viewer: BookingDetail['viewer'],
    guests: { firstName: string; lastName: string }[],
  ): BookingDetail {
    const b = r.row;
    const stay = stayOf(b.fromDate, b.toDate, b.timeZone);
    const actor: BookingActor = viewer;
    const seesMoney = viewer !== 'guest';
    return {
      id: b.id,
      reference: b.reference,
      status: b.status,
      viewer,
      weekId: b.weekId,
      locationName: r.locationName,
      resortName: r.resortName,
      unitTypeName: r.unitTypeName,
      fromDate: b.fromDate,
      toDate: b.toDate,
      timeZone: b.timeZone,
      checkInAt: b.checkInAt.toISOString(),
      checkOutAt: b.checkOutAt.toISOString(),
      nights: stay.nights,
      fullRefundUntil: b.fullRefundUntil.toISOString(),
      total: dollars(b.totalCents),
      currency: b.currency,
      provider: b.provider,
      guests,
      note: b.note,
      holdExpiresAt: iso(b.holdExpiresAt),
      paidAt: iso(b.paidAt),
      acceptBy: iso(b.acceptBy),
      cancelledAt: iso(b.cancelledAt),
      cancelReason: b.cancelReason,
      ...(seesMoney
        ? {
            commission: dollars(commissionCents(b.totalCents, b.usageFeeCents)),
            ownerShare: dollars(ownerShareCents(b.totalCents, b.usageFeeCents)),
          }
        : {}),
      allowed: allowedSteps(b.status, actor).filter((name) => CARRIED_OUT.has(name)),
      version: b.version,
      createdAt: b.createdAt.toISOString(),
    };
  }

  async function readOne(user: PublicUser, id: number): Promise<BookingDetail> {
    const [r] = await db
      .select(detailColumns)
      .from(bookings)
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(resorts, eq(resorts.id, bookings.resortId))
      .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
      .where(eq(bookings.id, id))
      .limit(1);
    const viewer = r && viewerOf(user, r.row);
    // Someone else's booking is answered exactly like one that does not exist.
    if (!r || !viewer) throw notFound();
    const guests = (await guestsOf([id])).get(id) ?? [];
    return toDetail(r, viewer, guests);
  }

  /** A week with what booking it needs: its resort's zone and occupancy; locked against other bookers when `lock`. */
  async function weekToBook(tx: DbOrTx, weekId: number, lock: boolean) {
    const query = tx
      .select({
        id: weeks.id,
        userId: weeks.userId,
        fromDate: weeks.fromDate,
        toDate: weeks.toDate,
        price: sql<string>`${weeks.price}::text`,
        usageFee: sql<string | null>`${weeks.usageFee}::text`,
        onOffer: weeks.onOffer,
        locationId: weeks.locationId,
        unitTypeId: weeks.unitTypeId,
        resortId: unitTypes.resortId,
        maxOccupancy: unitTypes.maxOccupancy,
        timeZone: locations.timeZone,
        locationName: sql<string>`(select name from ${locations} where id = ${weeks.locationId})`,
        resortName: resorts.name,
        unitTypeName: unitTypes.name,
      })
      .from(weeks)
      .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
      .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
      // The resort's own destination: where the guest checks in, and so whose clock counts.
      .innerJoin(locations, eq(locations.id, resorts.locationId))
      .where(eq(weeks.id, weekId));
    const [week] = lock ? await query.for('no key update', { of: weeks }) : await query;
    return week;
  }

  return {
    /**
     * GET /api/bookings/quote: the stay, the total and the rules a renter reads before paying, and
     * whether this person may book the week now (else the reason, as a message key).
     */
    async quote(user: PublicUser, weekId: number): Promise<BookingQuote> {
      const now = clock();
      const week = await weekToBook(db, weekId, false);
      if (!week) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      const stay = stayOf(week.fromDate, week.toDate, week.timeZone);
      const totalCents = decimalToCents(week.price);
      let reason: string | null = null;
      if (mode === 'off') reason = 'payments.paymentsNotAvailableSiteYet';
      else if (mode !== 'test') reason = 'bookings.bookingsTestModeOnly';
      else if (week.userId === user.id) reason = 'bookings.cannotBookOwnWeek';
      else if (stay.checkInAt.getTime() - now.getTime() < BOOKING_MIN_LEAD_HOURS * HOUR_MS)
        reason = 'bookings.weekStartsTooSoon';
      else if (totalCents < 50) reason = 'bookings.priceTooLow';
      else if (!week.onOffer) {
        // Held by this person (a checkout left open) is still theirs to pay.
        const [mine] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(
            and(
              eq(bookings.weekId, week.id),
              eq(bookings.guestId, user.id),
              eq(bookings.status, 'pending_payment'),
              gt(bookings.holdExpiresAt, now),
            ),
          )
          .limit(1);
        if (!mine) reason = 'bookings.weekHeldOrBooked';
      }
      return {
        weekId: week.id,
        locationName: week.locationName,
        resortName: week.resortName,
        unitTypeName: week.unitTypeName,
        fromDate: week.fromDate,
        toDate: week.toDate,
        timeZone: week.timeZone,
        checkInAt: stay.checkInAt.toISOString(),
        checkOutAt: stay.checkOutAt.toISOString(),
        nights: stay.nights,
        total: dollars(totalCents),
        currency: 'usd',
        maxOccupancy: week.maxOccupancy,
        fullRefundUntil: stay.fullRefundUntil.toISOString(),
        lateRefundPercent: LATE_CANCELLATION_REFUND_PERCENT,
        available: reason === null,
        reason,
        provider: provider.name,
      };
    },

    /**
     * POST /api/bookings: holds the week for the guest's payment and opens the payment. The week's
     * row is locked first, so of two renters at once the second waits and is told the week is held
     * before any payment exists. The same guest asking again for a week they hold gets the same
     * booking and payment (a double click, a reload).
     */
    async create(user: PublicUser, input: CreateIn) {
      if (mode === 'off') throw new AppError('UNAVAILABLE', 'payments.paymentsNotAvailableSiteYet');
      // Until refunds and payouts run on the site, real money is not taken for a booking.
      if (mode !== 'test') throw new AppError('UNAVAILABLE', 'bookings.bookingsTestModeOnly');
      const now = clock();
      const held = await db.transaction(async (tx) => {
        const week = await weekToBook(tx, input.weekId, true);
        if (!week) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
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
        if (1 + input.guests.length > week.maxOccupancy)
          throw new AppError('BAD_REQUEST', 'bookings.tooManyGuests', { vars: { max: week.maxOccupancy } });
        const totalCents = decimalToCents(week.price);
        if (totalCents < 50) throw new AppError('CONFLICT', 'bookings.priceTooLow');
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
        const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
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
        await event(tx, created.id, null, 'pending_payment', 'book', 'guest', now, user.id);
        await deps.nudges?.dueAt(created.id, holdExpiresAt, tx);
        return { id: created.id, again: false };
      });

      const [b] = await db.select().from(bookings).where(eq(bookings.id, held.id)).limit(1);
      let intent: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        intent = await provider.createIntent({
          amountCents: b.totalCents,
          currency: b.currency,
          description: `Semana booking ${b.reference}`,
          metadata: { bookingId: String(b.id), reference: b.reference, userId: String(user.id) },
          idempotencyKey: intentKey(b.id),
        });
      } catch (err) {
        log.error({ err }, 'payment provider: creating a booking intent failed');
        // The week goes back on offer at once rather than after the hold.
        if (!held.again) await db.transaction((tx) => endHold(tx, b.id, 'abandon', clock(), user.id));
        throw new AppError('UNAVAILABLE', 'payments.failedInitializePaymentTryAgain');
      }
      await db.transaction(async (tx) => {
        await recordPayment(tx, {
          provider: provider.name,
          providerId: intent.id,
          userId: user.id,
          tier: null,
          paymentLinkId: null,
          bookingId: b.id,
          amountCents: b.totalCents,
          currency: b.currency,
          status: 'pending',
        });
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
      };
    },

    /** GET /api/bookings/:id: for its guest, its owner and staff; anyone else is told it does not exist. */
    detail: readOne,

    /** GET /api/bookings/mine: the guest's trips, upcoming (check-out ahead) soonest first, or past newest first. */
    async mine(user: PublicUser, q: TripsIn) {
      const now = clock();
      const where = and(
        eq(bookings.guestId, user.id),
        q.when === 'upcoming' ? gt(bookings.checkOutAt, now) : lte(bookings.checkOutAt, now),
      );
      const order =
        q.when === 'upcoming'
          ? [asc(bookings.checkInAt), asc(bookings.id)]
          : [desc(bookings.checkInAt), desc(bookings.id)];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(detailColumns)
          .from(bookings)
          .innerJoin(locations, eq(locations.id, bookings.locationId))
          .innerJoin(resorts, eq(resorts.id, bookings.resortId))
          .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      const guests = await guestsOf(rows.map((r) => r.row.id));
      return {
        items: rows.map((r) => toDetail(r, 'guest', guests.get(r.row.id) ?? [])),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * POST /api/bookings/:id/cancel. Before paying, the guest gives the hold up and the week is on
     * offer again at once; cancelling after payment comes with refunds.
     */
    async cancel(user: PublicUser, id: number): Promise<BookingDetail> {
      const current = await readOne(user, id);
      if (current.viewer !== 'guest') throw notNow();
      const done = await db.transaction((tx) => endHold(tx, id, 'abandon', clock(), user.id));
      if (!done) throw notNow();
      return readOne(user, id);
    },

    /** The payments module's hooks for a booking's charge. */
    paymentEffects: {
      bookingPaid: paid,
      async bookingConfirming(tx: DbOrTx, bookingId: number) {
        const [row] = await tx
          .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (!row || row.status !== 'pending_payment' || !row.holdExpiresAt || row.holdExpiresAt <= clock())
          throw new AppError('CONFLICT', 'bookings.holdEnded');
      },
    } satisfies PaymentEffects,

    /**
     * Runs every deadline due by `now` (ended holds today), and answers how many of each it applied.
     * Safe to run again and on several processes at once: each booking is taken under its lock and
     * a step already done is not done twice. The provider is asked first whether an ended hold was
     * paid after all; if it cannot answer, that booking waits for the next run.
     */
    async tick(now: Date = clock()) {
      const report = { expiredHolds: 0, paidLate: 0, waiting: 0 };
      const seen = new Set<number>();
      for (;;) {
        const due = await db
          .select({
            id: bookings.id,
            status: bookings.status,
            provider: bookings.provider,
            intent: bookings.paymentIntentId,
          })
          .from(bookings)
          .where(and(lte(bookings.nextDueAt, now), notInArray(bookings.id, [0, ...seen])))
          .orderBy(asc(bookings.nextDueAt), asc(bookings.id))
          .limit(100);
        if (due.length === 0) break;
        for (const b of due) {
          seen.add(b.id);
          if (b.status !== 'pending_payment') continue;
          if (b.intent && b.provider === provider.name) {
            const remote = await provider.retrieveIntent(b.intent).catch((err) => {
              log.error({ err }, 'payment provider: reading a booking intent failed');
              return undefined;
            });
            if (remote === undefined) {
              report.waiting++;
              continue;
            }
            if (remote?.status === 'succeeded') {
              const intentId = b.intent;
              await db.transaction((tx) =>
                updatePaymentStatus(tx, { provider: b.provider, providerId: intentId }, 'succeeded', null, {
                  bookingPaid: paid,
                }),
              );
              report.paidLate++;
              continue;
            }
          }
          if (await db.transaction((tx) => endHold(tx, b.id, 'expireHold', now, null))) report.expiredHolds++;
        }
      }
      return report;
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
