import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import {
  bookingEvents,
  bookingLedgerEntries,
  bookingMoneySteps,
  bookings,
} from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { allowedSteps } from '#src/shared/bookings/process.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import {
  STAFF_BOOKING_ACTIONS,
  type StaffBookingAction,
  type StaffBookingPage,
  type StaffBookingView,
  type staffBookingsQuery,
} from '#src/shared/contracts/staff-bookings.ts';
import { dollars, HOUR_MS, iso } from './context';
import { payoutUnderWay } from './money';
import type { bookingReads } from './reads';
import { staffBookingsSummary } from './staff-summary';

type ListIn = z.output<typeof staffBookingsQuery>;

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

/** The staff's reads of bookings: the list, one booking with its money and history, the counts. */
export function staffBookingReads(db: Db, reads: Pick<ReturnType<typeof bookingReads>, 'readOne'>) {
  const guestUser = alias(users, 'guest_user');
  const ownerUser = alias(users, 'owner_user');
  const actorUser = alias(users, 'actor_user');

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

  return { list, view, summary: staffBookingsSummary(db) };
}
