import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#src/server/db/client.ts';
import { bookingGuests, bookings } from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { commissionCents, ownerShareCents } from '#src/shared/bookings/amounts.ts';
import { allowedSteps, type BookingActor, type BookingTransitionName } from '#src/shared/bookings/process.ts';
import {
  LATE_CANCELLATION_REFUND_PERCENT,
  BOOKING_MIN_LEAD_HOURS as MIN_LEAD_HOURS,
} from '#src/shared/bookings/rules.ts';
import { stayOf } from '#src/shared/bookings/stay.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail, BookingQuote, tripsQuery } from '#src/shared/contracts/bookings.ts';
import { decimalToCents } from '../payments/money';
import { type BookingsContext, dollars, downloadName, HOUR_MS, iso, notFound } from './context';
import { type BookingExtras, extrasOf, NO_EXTRAS, ownerRecord } from './reads-extras';

type TripsIn = z.output<typeof tripsQuery>;

/** Booking closes this long before check-in (shared/bookings/rules.ts: the screens read it too). */
export const BOOKING_MIN_LEAD_HOURS = MIN_LEAD_HOURS;

/** The transitions this build carries out; the screens offer only these of the process table's steps. */
export const CARRIED_OUT: ReadonlySet<BookingTransitionName> = new Set([
  'pay',
  'expireHold',
  'abandon',
  'accept',
  'decline',
  'confirm',
  'report',
  'expireAccept',
  'expireConfirm',
  'guestCancel',
  'ownerCancel',
  'complete',
  'payOut',
]);

/** The reads of bookings: one booking for its guest, owner or staff, a guest's trips, and the quote of a week. */
export function bookingReads(ctx: BookingsContext) {
  const { db, provider, mode, clock } = ctx;

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
    extras: BookingExtras = NO_EXTRAS,
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
      ownerId: b.ownerId,
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
      acceptedAt: iso(b.acceptedAt),
      confirmBy: iso(b.confirmBy),
      confirmedAt: iso(b.confirmedAt),
      reportBy: iso(b.reportBy),
      payoutDueAt: iso(b.payoutDueAt),
      problemReportedAt: iso(b.problemReportedAt),
      problemText: b.problemText,
      // The guest reads the file under the booking's own name: the owner's file name may say more
      // about the owner than the stay (decision 058).
      confirmation:
        extras.confirmation && viewer === 'guest'
          ? { ...extras.confirmation, fileName: downloadName(b.reference, extras.confirmation.contentType) }
          : extras.confirmation,
      money: {
        refunded: dollars(extras.refunded),
        refundPending: dollars(extras.refundPending),
        ...(seesMoney
          ? { paidOut: dollars(extras.paidOut), payoutPending: dollars(extras.payoutPending) }
          : {}),
      },
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

  /** The booking as `user` sees it; `as` names the view when the caller has already decided it (staff's section). */
  async function readOne(user: PublicUser, id: number, as?: BookingDetail['viewer']): Promise<BookingDetail> {
    const [r] = await db
      .select(detailColumns)
      .from(bookings)
      .innerJoin(locations, eq(locations.id, bookings.locationId))
      .innerJoin(resorts, eq(resorts.id, bookings.resortId))
      .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
      .where(eq(bookings.id, id))
      .limit(1);
    const viewer = r && (as ?? viewerOf(user, r.row));
    // Someone else's booking is answered exactly like one that does not exist.
    if (!r || !viewer) throw notFound();
    const [guests, extras] = await Promise.all([guestsOf([id]), extrasOf(db, [r.row])]);
    return toDetail(r, viewer, guests.get(id) ?? [], extras.get(id));
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
        hidden: sql<boolean>`${weeks.hiddenAt} is not null`,
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
      if (!week || week.hidden) throw new AppError('NOT_FOUND', 'weeks.weekNotFound');
      const stay = stayOf(week.fromDate, week.toDate, week.timeZone);
      const totalCents = decimalToCents(week.price);
      let reason: string | null = null;
      if (mode === 'off') reason = 'payments.paymentsNotAvailableSiteYet';
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
        ownerId: week.userId,
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

    /** GET /api/bookings/:id: for its guest, its owner and staff; anyone else is told it does not exist. */
    detail: readOne,

    /** GET /api/bookings/mine: the guest's trips, upcoming (check-out ahead) soonest first, or past newest first. */
    async mine(user: PublicUser, q: TripsIn, as: 'guest' | 'owner' = 'guest') {
      const now = clock();
      const where = and(
        // An owner sees a booking once it is paid: a renter's open checkout is not theirs to handle.
        as === 'guest'
          ? eq(bookings.guestId, user.id)
          : and(eq(bookings.ownerId, user.id), isNotNull(bookings.paidAt)),
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
      const ids = rows.map((r) => r.row.id);
      const [guests, extras] = await Promise.all([
        guestsOf(ids),
        extrasOf(
          db,
          rows.map((r) => r.row),
        ),
      ]);
      return {
        items: rows.map((r) => toDetail(r, as, guests.get(r.row.id) ?? [], extras.get(r.row.id))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    ownerRecord: (user: PublicUser) => ownerRecord(db, user, clock()),

    weekToBook,
    readOne,
  };
}
