import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { foldAccents } from '#src/server/db/schema/accounts.ts';
import { locations } from '#src/server/db/schema/catalog.ts';
import { alertAddresses, alertAddressKey, weekRequests } from '#src/server/db/schema/leads.ts';
import { savedSearches } from '#src/server/db/schema/saved-searches.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

/** How far either side of a week a request's dates may fall and still be 'around these dates'. */
export const AROUND_DAYS = 7;

/** What demand is asked for: a destination (by its stored name's folding), maybe a resort, and a stay. */
export interface DemandCriteria {
  /** The destination's name folded as week requests store theirs (`location_key`). */
  locationKey: SQL;
  /** The destination's id: saved searches name it by id. */
  locationId: SQL;
  /** The week's resort (saved searches may name one); null when none is chosen yet. */
  resortId: SQL | null;
  from: SQL;
  to: SQL;
}

/**
 * The addresses looking for a week like this one, each once however many ways it asked:
 * - the open week requests (not stopped, still to come, not closed by staff) for the destination
 *   whose dates fall around the stay;
 * - the live saved searches (not paused, of a confirmed address) that name this destination or this
 *   resort, name no other resort, and whose start date is not after the stay (give or take the
 *   margin). A search for "anywhere" is not counted: it says nothing of this destination.
 * Addresses are folded with `alertAddressKey` on both sides, so `count(distinct …)` over the union
 * counts a person with a request and a saved search once.
 */
export function lookingAddresses({ locationKey, locationId, resortId, from, to }: DemandCriteria): SQL {
  const resort = resortId ?? sql`null::int`;
  return sql`
    select ${alertAddressKey(sql`request.email`)} as address from ${weekRequests} request
    where request.location_key = ${locationKey}
      and request.unsubscribed_at is null
      and request.status = 'pending'
      and request.end_date >= greatest(current_date, (${from})::date - ${AROUND_DAYS}::int)
      and request.start_date <= (${to})::date + ${AROUND_DAYS}::int
    union
    select ${alertAddressKey(sql`saved.email`)} from ${savedSearches} saved
    join ${alertAddresses} addr on addr.email = saved.email and addr.confirmed_at is not null
    where saved.paused_at is null
      and (saved.location_id = ${locationId} or (saved.resort_id is not null and saved.resort_id = ${resort}))
      and (saved.resort_id is null or saved.resort_id = ${resort} or ${resort} is null)
      and (saved.from_date is null or saved.from_date <= (${to})::date + ${AROUND_DAYS}::int)`;
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
        locationId: sql`l.id`,
        resortId: input.resortId === undefined ? null : sql`${input.resortId}::int`,
        from: sql`${input.from}::date`,
        to: sql`${input.to}::date`,
      })} as people
      from ${locations} l where l.id = ${input.locationId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', 'catalog.locationNotFound');
  return row.people;
}
