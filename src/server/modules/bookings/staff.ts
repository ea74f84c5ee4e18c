import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import {
  bookingEvents,
  bookingLedgerEntries,
  bookingMoneySteps,
  bookings,
} from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { AppError, issue, validationError } from '#src/server/lib/errors.ts';
import { allowedSteps } from '#src/shared/bookings/process.ts';
import { PAYOUT_HOURS_AFTER_CHECK_IN } from '#src/shared/bookings/rules.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
  type StaffBookingPage,
  type StaffBookingView,
  type staffBookingsQuery,
  type staffRefundInput,
} from '#src/shared/contracts/staff-bookings.ts';
import { groupDigits } from '#src/shared/digits.ts';
import { dollarsToCents } from '../payments/money';
import { type BookingsContext, dollars, HOUR_MS, iso, lockFor, notNow } from './context';
import type { bookingReads } from './reads';
import { staffBookingsSummary } from './staff-summary';
import { type Booking, type BookingMoves, refunded } from './transitions';

type ListIn = z.output<typeof staffBookingsQuery>;
type RefundIn = z.output<typeof staffRefundInput>;
type Step = typeof bookingMoneySteps.$inferSelect;

const DAY_MS = 24 * HOUR_MS;

/** The UTC midnight that starts a calendar day. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A booking's references as people type them: any case, spaces around, with or without `SEM-`.
 * The list matches it exactly, through the reference's unique index.
 */
export function normalReference(typed: string): string {
  const upper = typed.trim().toUpperCase();
  return upper.startsWith('SEM-') ? upper : `SEM-${upper}`;
}

/**
 * Whether the owner's payout has gone to the provider, or may have: claimed by a runner, done,
 * failed for good, or tried once already. Its amount must then never change (the same key would
 * be sent with other values), so the money can no longer be held (decision 056).
 */
const payoutUnderWay = (settle: Pick<Step, 'status' | 'attempts'> | undefined) =>
  !!settle && (settle.status !== 'pending' && settle.status !== 'paused' ? true : settle.attempts > 0);

/**
 * The staff's side of bookings: the list and one booking with its money, and the decisions on a
 * booking's held money (the process table's staff steps). Each decision locks the booking, checks
 * the table, writes the new state with its event and staff's reason, and decides the money as steps
 * carried out after the commit, like the people's steps (steps.ts).
 */
export function bookingStaff(
  ctx: BookingsContext,
  reads: ReturnType<typeof bookingReads>,
  moves: BookingMoves,
) {
  const { db, clock, money } = ctx;
  const { move, ownerDestination } = moves;
  const guestUser = alias(users, 'guest_user');
  const ownerUser = alias(users, 'owner_user');
  const actorUser = alias(users, 'actor_user');

  /** The owner's payout step of a booking, locked against the money runner's claim. */
  async function lockedSettle(tx: DbOrTx, bookingId: number) {
    const [settle] = await tx
      .select()
      .from(bookingMoneySteps)
      .where(and(eq(bookingMoneySteps.bookingId, bookingId), eq(bookingMoneySteps.stepKey, 'settle')))
      .for('update');
    return settle;
  }

  /** Creates the owner's payout of `amountCents`, or resumes the paused one with that amount, due at max(now, payout time). */
  async function settle(tx: DbOrTx, b: Booking, amountCents: number, now: Date, destination: string | null) {
    const payoutAt = b.payoutDueAt ?? new Date(b.checkInAt.getTime() + PAYOUT_HOURS_AFTER_CHECK_IN * HOUR_MS);
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
      await apply(tx, row, now, destination);
    });
    await money.runSteps(now);
    return view(user, id);
  }

  /** GET /api/staff/bookings/:id: the booking as staff see it, its ledger with its sums, its history and its money steps. */
  async function view(user: PublicUser, id: number): Promise<StaffBookingView> {
    const booking = await reads.readOne(user, id, 'staff');
    const [row] = await db
      .select({
        b: bookings,
        guest: {
          id: guestUser.id,
          firstName: guestUser.firstName,
          lastName: guestUser.lastName,
          email: guestUser.email,
        },
        owner: {
          id: ownerUser.id,
          firstName: ownerUser.firstName,
          lastName: ownerUser.lastName,
          email: ownerUser.email,
        },
      })
      .from(bookings)
      .leftJoin(guestUser, eq(guestUser.id, bookings.guestId))
      .leftJoin(ownerUser, eq(ownerUser.id, bookings.ownerId))
      .where(eq(bookings.id, id));
    const [entries, events, steps] = await Promise.all([
      db
        .select()
        .from(bookingLedgerEntries)
        .where(eq(bookingLedgerEntries.bookingId, id))
        .orderBy(asc(bookingLedgerEntries.id)),
      db
        .select({
          e: bookingEvents,
          actor: { firstName: actorUser.firstName, lastName: actorUser.lastName },
        })
        .from(bookingEvents)
        .leftJoin(actorUser, eq(actorUser.id, bookingEvents.actorId))
        .where(eq(bookingEvents.bookingId, id))
        .orderBy(asc(bookingEvents.id)),
      db
        .select()
        .from(bookingMoneySteps)
        .where(eq(bookingMoneySteps.bookingId, id))
        .orderBy(asc(bookingMoneySteps.id)),
    ]);
    const b = row.b;
    const sum = (kind: string) =>
      entries.filter((e) => e.kind === kind).reduce((a, e) => a + e.amountCents, 0);
    const held = sum('hold') - sum('release');
    const charged = sum('charge');
    const paidBack = sum('refund') + sum('commission') + sum('payout');
    const decidedRefunds = steps.filter((s) => s.kind === 'refund').reduce((a, s) => a + s.amountCents, 0);
    const own = b.guestId === user.id || b.ownerId === user.id;
    const settle = steps.find((s) => s.stepKey === 'settle');
    const actions = own
      ? []
      : allowedSteps(b.status, 'staff')
          .filter((name): name is StaffBookingAction =>
            (STAFF_BOOKING_ACTIONS as readonly string[]).includes(name),
          )
          .filter((name) => name !== 'hold' || !payoutUnderWay(settle));
    return {
      booking,
      guest: row.guest,
      owner: row.owner,
      usageFee: dollars(b.usageFeeCents),
      problemReportedAt: iso(b.problemReportedAt),
      problemText: b.problemText,
      reportBy: iso(b.reportBy),
      payoutDueAt: iso(b.payoutDueAt),
      refundable: dollars(b.totalCents - decidedRefunds),
      actions,
      ledger: {
        entries: entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: dollars(e.amountCents),
          stepKey: e.stepKey,
          providerRef: e.providerRef,
          createdAt: e.createdAt.toISOString(),
        })),
        totals: {
          charged: dollars(charged),
          refunded: dollars(sum('refund')),
          commission: dollars(sum('commission')),
          paidOut: dollars(sum('payout')),
          held: dollars(held),
          balanced: charged === paidBack + held && sum('charge') === sum('hold'),
        },
      },
      events: events.map(({ e, actor }) => ({
        id: e.id,
        from: e.fromStatus,
        to: e.toStatus,
        transition: e.transition,
        cause: e.cause,
        actor,
        reason: e.reason,
        at: e.at.toISOString(),
      })),
      moneySteps: steps.map((s) => ({
        id: s.id,
        stepKey: s.stepKey,
        kind: s.kind,
        amount: dollars(s.amountCents),
        status: s.status,
        dueAt: s.dueAt.toISOString(),
        attempts: s.attempts,
        lastError: s.lastError,
        providerRef: s.providerRef,
        doneAt: iso(s.doneAt),
      })),
    };
  }

  /**
   * GET /api/staff/bookings: newest check-in first. By state it reads `bookings_status_idx`
   * backwards, by dates alone `bookings_check_in_idx`, by reference its unique index. A check-in
   * day is the resort's calendar day (`from_date`); the instant's range a day either side lets
   * the index find it in any zone.
   */
  async function list(q: ListIn): Promise<StaffBookingPage> {
    const conds: SQL[] = [];
    if (q.status) conds.push(eq(bookings.status, q.status));
    if (q.checkInFrom)
      conds.push(
        gte(bookings.checkInAt, new Date(utcDay(q.checkInFrom).getTime() - DAY_MS)),
        gte(bookings.fromDate, q.checkInFrom),
      );
    if (q.checkInTo)
      conds.push(
        lt(bookings.checkInAt, new Date(utcDay(q.checkInTo).getTime() + 2 * DAY_MS)),
        lte(bookings.fromDate, q.checkInTo),
      );
    if (q.q) conds.push(eq(bookings.reference, normalReference(q.q)));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          b: bookings,
          locationName: locations.name,
          resortName: resorts.name,
          unitTypeName: unitTypes.name,
          guest: { firstName: guestUser.firstName, lastName: guestUser.lastName },
          owner: { firstName: ownerUser.firstName, lastName: ownerUser.lastName },
        })
        .from(bookings)
        .innerJoin(locations, eq(locations.id, bookings.locationId))
        .innerJoin(resorts, eq(resorts.id, bookings.resortId))
        .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
        .leftJoin(guestUser, eq(guestUser.id, bookings.guestId))
        .leftJoin(ownerUser, eq(ownerUser.id, bookings.ownerId))
        .where(where)
        .orderBy(desc(bookings.checkInAt), desc(bookings.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ total: count() }).from(bookings).where(where),
    ]);
    return {
      items: rows.map(({ b, ...r }) => ({
        id: b.id,
        reference: b.reference,
        status: b.status,
        resortName: r.resortName,
        locationName: r.locationName,
        unitTypeName: r.unitTypeName,
        fromDate: b.fromDate,
        toDate: b.toDate,
        checkInAt: b.checkInAt.toISOString(),
        timeZone: b.timeZone,
        total: dollars(b.totalCents),
        currency: b.currency,
        provider: b.provider,
        guest: r.guest,
        owner: r.owner,
        problemReportedAt: iso(b.problemReportedAt),
        changedAt: b.updatedAt.toISOString(),
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  return {
    list,
    view,
    summary: staffBookingsSummary(db),

    /** POST …/hold: a confirmed or completed booking's money stays held until staff decide; refused once the payout is under way. */
    hold: (user: PublicUser, id: number, reason: string) =>
      decide(user, id, 'hold', async (tx, b, now) => {
        if (payoutUnderWay(await lockedSettle(tx, b.id)))
          throw new AppError('CONFLICT', 'bookings.payoutUnderWay');
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
