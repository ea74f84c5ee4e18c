import { and, asc, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { bookingGuests, bookings } from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';

/**
 * How much a feed holds (decision 067): what ended within the last 12 months and everything
 * after, at most this many weeks and this many bookings, the earliest first. A calendar needs the
 * season ahead and last year's for reference, not a lifetime; the bound keeps one owner with
 * thousands of weeks from making a feed of megabytes. When there are more, what has not ended
 * goes first (the nearest), then what ended most recently: the season ahead is never cut for the
 * past.
 */
export const FEED_PAST_MONTHS = 12;
export const FEED_MAX_WEEKS = 500;
export const FEED_MAX_BOOKINGS = 500;

/** Bookings a calendar shows: a hold not yet paid is no booking, and a cancelled one is no stay. */
const NOT_SHOWN = ['pending_payment', 'cancelled'] as const;

export interface FeedWeek {
  id: number;
  fromDate: string;
  toDate: string;
  price: number;
  onOffer: boolean;
  hidden: boolean;
  createdAt: Date;
  /** The status of the week's live booking (a hold or a booking), if it has one. */
  liveStatus: string | null;
  resort: string;
  unit: string;
  unitEs: string | null;
  place: string;
  placeEs: string | null;
}

export interface FeedBooking {
  id: number;
  reference: string;
  status: (typeof bookings.$inferSelect)['status'];
  checkInAt: Date;
  checkOutAt: Date;
  timeZone: string;
  updatedAt: Date;
  /** The lead guest's first name (the owner's feed only ever shows this much of a guest). */
  guestFirstName: string | null;
  resort: string;
  unit: string;
  unitEs: string | null;
  place: string;
  placeEs: string | null;
}

const pastBound = sql`now() - make_interval(months => ${FEED_PAST_MONTHS})`;

/**
 * The order that picks what a full feed keeps: not yet ended first, nearest first; then ended,
 * most recent first. The feed itself is then sorted by start (`byStart`).
 */
const keepOrder = (ended: SQL, start: SQL) => [
  sql`(${ended}) asc`,
  sql`case when ${ended} then null else ${start} end asc`,
  sql`${start} desc`,
];
const byStart =
  <T extends { id: number }>(start: (row: T) => string | number) =>
  (a: T, b: T) => {
    const [x, y] = [start(a), start(b)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  };

/** The owner's own weeks for their feed: `weeks_user_from_idx` reads them in order. */
export async function ownerWeeks(db: Db, ownerId: number): Promise<FeedWeek[]> {
  const rows = await db
    .select({
      id: weeks.id,
      fromDate: weeks.fromDate,
      toDate: weeks.toDate,
      price: weeks.price,
      onOffer: weeks.onOffer,
      hidden: sql<boolean>`${weeks.hiddenAt} is not null`,
      createdAt: weeks.createdAt,
      liveStatus: sql<string | null>`(select b.status from ${bookings} b
        where b.week_id = ${weeks.id} and b.status <> 'cancelled' limit 1)`,
      resort: resorts.name,
      unit: unitTypes.name,
      unitEs: unitTypes.nameEs,
      place: locations.name,
      placeEs: locations.nameEs,
    })
    .from(weeks)
    .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .innerJoin(locations, eq(locations.id, weeks.locationId))
    .where(and(eq(weeks.userId, ownerId), gte(weeks.toDate, sql`(${pastBound})::date`)))
    .orderBy(...keepOrder(sql`${weeks.toDate} < current_date`, sql`${weeks.fromDate}`), asc(weeks.id))
    .limit(FEED_MAX_WEEKS);
  return rows
    .map((r) => ({ ...r, price: Number(r.price), hidden: Boolean(r.hidden) }))
    .sort(byStart((w) => w.fromDate));
}

/** The bookings of a feed: of the owner's weeks (`side` owner) or the guest's own trips. */
export async function feedBookings(db: Db, side: 'owner' | 'guest', userId: number): Promise<FeedBooking[]> {
  const who = side === 'owner' ? eq(bookings.ownerId, userId) : eq(bookings.guestId, userId);
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      checkInAt: bookings.checkInAt,
      checkOutAt: bookings.checkOutAt,
      timeZone: bookings.timeZone,
      updatedAt: bookings.updatedAt,
      guestFirstName: bookingGuests.firstName,
      resort: resorts.name,
      unit: unitTypes.name,
      unitEs: unitTypes.nameEs,
      place: locations.name,
      placeEs: locations.nameEs,
    })
    .from(bookings)
    .innerJoin(resorts, eq(resorts.id, bookings.resortId))
    .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(bookingGuests, and(eq(bookingGuests.bookingId, bookings.id), eq(bookingGuests.position, 0)))
    .where(and(who, notInArray(bookings.status, [...NOT_SHOWN]), gte(bookings.checkOutAt, sql`${pastBound}`)))
    .orderBy(...keepOrder(sql`${bookings.checkOutAt} < now()`, sql`${bookings.checkInAt}`), asc(bookings.id))
    .limit(FEED_MAX_BOOKINGS);
  return rows.sort(byStart((b) => b.checkInAt.getTime()));
}
