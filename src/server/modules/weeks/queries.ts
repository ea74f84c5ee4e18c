import { asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client.ts';
import { foldAccents, users } from '#src/server/db/schema/accounts.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { WEEK_LENGTH_DAYS } from '#src/shared/constants.ts';
import type { OwnerWeek, WeekSort } from '#src/shared/contracts/weeks.ts';
import { ownerDisplayName } from '#src/shared/verification/display-name.ts';
import { latestVerificationSql } from './search-sql';

/** The columns of a public week; the reservation code is never selected. */
const publicWeekColumns = {
  id: weeks.id,
  locationId: weeks.locationId,
  unitTypeId: weeks.unitTypeId,
  resortId: unitTypes.resortId,
  fromDate: weeks.fromDate,
  toDate: weeks.toDate,
  price: weeks.price,
  createdAt: weeks.createdAt,
  locationName: locations.name,
  resortName: resorts.name,
  unitTypeName: unitTypes.name,
  firstName: users.firstName,
  lastName: users.lastName,
  ownerId: weeks.userId,
  verifiedAt: weeks.verifiedAt,
  verifiedOwner: sql<boolean>`(${users.fraudUpheldAt} is null and exists (
    select 1 from weeks vw where vw.user_id = ${weeks.userId} and vw.verified_at is not null))`,
};

/** With the owner's own columns: never selected for the public. */
const ownerWeekColumns = {
  ...publicWeekColumns,
  reservationCode: weeks.reservationCode,
  userId: weeks.userId,
  usageFee: weeks.usageFee,
  hidden: sql<boolean>`${weeks.hiddenAt} is not null`,
  verification: sql<OwnerWeek['verification']>`${sql.raw(latestVerificationSql('"weeks"."id"'))}`,
};

/** Joins a query of weeks to each week's unit type, resort and location (Drizzle's dynamic query mode). */
export function withWeekPlaces<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .innerJoin(locations, eq(locations.id, weeks.locationId));
}

/** Joins a week query to its unit type, resort, location and poster. */
const withWeekJoins = <T extends PgSelect>(qb: T) =>
  withWeekPlaces(qb).innerJoin(users, eq(users.id, weeks.userId));

export const selectPublicWeeks = (db: Db) =>
  withWeekJoins(db.select(publicWeekColumns).from(weeks).$dynamic());

/** With the private columns: for the week's owner and staff only. */
export const selectOwnerWeeks = (db: Db) => withWeekJoins(db.select(ownerWeekColumns).from(weeks).$dynamic());

interface Row {
  firstName: string;
  lastName: string;
  createdAt: Date;
  verifiedAt: Date | null;
}

export function toPublicWeek<R extends Row>({ firstName, lastName, createdAt, verifiedAt, ...w }: R) {
  return {
    ...w,
    createdAt: createdAt.toISOString(),
    user: { firstName, lastName },
    ownerName: ownerDisplayName(firstName, lastName),
    verified: verifiedAt !== null,
    verifiedOn: verifiedAt ? verifiedAt.toISOString().slice(0, 10) : null,
  };
}

export const SORT_ORDER: Record<WeekSort, SQL[]> = {
  newest: [desc(weeks.createdAt), desc(weeks.id)],
  oldest: [asc(weeks.createdAt), asc(weeks.id)],
  price_desc: [desc(weeks.price), desc(weeks.id)],
  price_asc: [asc(weeks.price), asc(weeks.id)],
  start_date: [asc(weeks.fromDate), asc(weeks.id)],
};

/** Weeks on offer (no live booking holds them) that have not started: from today, or from a later date the visitor picked. */
export function futureFrom(from?: string): SQL {
  const started = from
    ? gte(weeks.fromDate, sql`greatest(${from}::date, current_date)`)
    : gte(weeks.fromDate, sql`current_date`);
  return sql`${started} and ${weeks.onOffer}`;
}

/**
 * Weeks not yet started at a destination (its name, case and accents ignored) that overlap a stay
 * from `start` to `end`: weeks last seven days, so those starting from six days before the stay
 * until its last day. How many (at most `cap`, on the location and start-date index), the
 * destination's id and the first start date that counts, so a search can list them. Null for a
 * name that is no destination.
 */
export async function weeksOverlappingStay(
  db: Db,
  stay: { location: string; start: string; end: string },
  cap: number,
): Promise<{ count: number; locationId: number; from: string } | null> {
  const from = sql`greatest(current_date, ${stay.start}::date - ${WEEK_LENGTH_DAYS - 1}::int)`;
  const [row] = rowsOf<{ count: number; locationId: number; from: string }>(
    await db.execute(sql`
      select l.id as "locationId", to_char(${from}, 'YYYY-MM-DD') as "from",
        (select count(*)::int from (
          select 1 from ${weeks} w
          where w.location_id = l.id and w.from_date >= ${from} and w.from_date <= ${stay.end}::date and w.on_offer
          limit ${cap}) listed) as "count"
      from ${locations} l
      where ${foldAccents(sql`l.name`)} = ${foldAccents(sql`${stay.location}::text`)}
      order by l.id limit 1`),
  );
  return row ?? null;
}
