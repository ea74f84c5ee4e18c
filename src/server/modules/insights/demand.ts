import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { foldAccents } from '#src/server/db/schema/accounts.ts';
import { locations } from '#src/server/db/schema/catalog.ts';
import { alertAddressKey, weekRequests } from '#src/server/db/schema/leads.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

/** How far either side of a week a request's dates may fall and still be 'around these dates'. */
export const AROUND_DAYS = 7;

/** What demand is asked for: a destination (by its stored name's folding), maybe a resort, and a stay. */
export interface DemandCriteria {
  /** The destination's name folded as week requests store theirs (`location_key`). */
  locationKey: SQL;
  /** Week requests name no resort; the saved searches to come do. */
  resortId: SQL | null;
  from: SQL;
  to: SQL;
}

/**
 * The addresses looking for a week like this one: the open week requests (not stopped, still to
 * come, not closed by staff) for the destination whose dates fall around the stay. One address is
 * one person however many requests it sent.
 *
 * This is the one place demand is defined. Saved searches join it with a `union` of their own
 * confirmed, active addresses matching destination, resort (when they name one) and dates, folded
 * with `alertAddressKey` like these; `count(distinct …)` over the union then counts a person with a
 * request and a saved search once.
 */
export function lookingAddresses({ locationKey, from, to }: DemandCriteria): SQL {
  return sql`
    select ${alertAddressKey(sql`r.email`)} as address from ${weekRequests} r
    where r.location_key = ${locationKey}
      and r.unsubscribed_at is null
      and r.status = 'pending'
      and r.end_date >= greatest(current_date, (${from})::date - ${AROUND_DAYS}::int)
      and r.start_date <= (${to})::date + ${AROUND_DAYS}::int`;
}

/** The number of people of `lookingAddresses`, as a scalar subquery (per row of an outer query). */
export const peopleLooking = (criteria: DemandCriteria): SQL =>
  sql`(select count(distinct address)::int from (${lookingAddresses(criteria)}) looking)`;

/** A destination's name folded as week requests fold theirs. */
export const locationKeyOf = (name: SQL) => foldAccents(name);

/**
 * How many people are looking for a week at this destination (and resort) around these dates:
 * `demandFor(db, { locationId, resortId, from, to })`. A destination that does not exist is a 404.
 */
export async function demandFor(
  db: Db,
  input: { locationId: number; resortId?: number; from: string; to: string },
): Promise<number> {
  const [row] = rowsOf<{ found: boolean; people: number }>(
    await db.execute(sql`
      select true as found, ${peopleLooking({
        locationKey: locationKeyOf(sql`l.name`),
        resortId: input.resortId === undefined ? null : sql`${input.resortId}::int`,
        from: sql`${input.from}::date`,
        to: sql`${input.to}::date`,
      })} as people
      from ${locations} l where l.id = ${input.locationId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', 'catalog.locationNotFound');
  return row.people;
}
