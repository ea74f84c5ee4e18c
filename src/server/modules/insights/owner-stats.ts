import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { locations } from '#src/server/db/schema/catalog.ts';
import { weekViewDays } from '#src/server/db/schema/insights.ts';
import { weekInterests } from '#src/server/db/schema/leads.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { type InsightsSummary, VIEW_DAYS, type WeekInsight } from '#src/shared/contracts/insights.ts';
import { locationKeyOf, lookingAddresses, peopleLooking } from './demand';
import { viewDay } from './views';

/** The days whose views are added up: the last VIEW_DAYS, today included. */
const recentDays = sql`v.day > ${viewDay} - ${VIEW_DAYS}::int`;

/**
 * Each of the owner's weeks among `weekIds` (others' are left out): people who viewed it in the
 * last 30 days, its interests, its paid bookings (not cancelled) and the people looking for a week like it.
 */
export async function weekInsightsOf(db: Db, ownerId: number, weekIds: number[]): Promise<WeekInsight[]> {
  const ids = sql.join(
    weekIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<WeekInsight>(
    await db.execute(sql`
      select w.id as "weekId",
        coalesce((select sum(v.views) from ${weekViewDays} v where v.week_id = w.id and ${recentDays}), 0)::int as views,
        (select count(*) from ${weekInterests} i where i.week_id = w.id)::int as interests,
        (select count(*) from ${bookings} b where b.week_id = w.id and b.paid_at is not null and b.status <> 'cancelled')::int as bookings,
        ${peopleLooking({ locationKey: locationKeyOf(sql`l.name`), locationId: sql`w.location_id`, resortId: sql`(select ut.resort_id from unit_types ut where ut.id = w.unit_type_id)`, from: sql`w.from_date`, to: sql`w.to_date` })} as demand
      from ${weeks} w join ${locations} l on l.id = w.location_id
      where w.user_id = ${ownerId} and w.id in (${ids})
      order by w.id`),
  );
}

/**
 * The same over all the owner's weeks: views in the last 30 days, interests, paid bookings, and
 * the people looking for any of the weeks still to come and on offer (each person once).
 */
export async function insightsSummaryOf(db: Db, ownerId: number): Promise<InsightsSummary> {
  const [row] = rowsOf<InsightsSummary>(
    await db.execute(sql`
      with upcoming as (
        select w.from_date, w.to_date, ${locationKeyOf(sql`l.name`)} as location_key, w.location_id,
          (select ut.resort_id from unit_types ut where ut.id = w.unit_type_id) as resort_id
        from ${weeks} w join ${locations} l on l.id = w.location_id
        where w.user_id = ${ownerId} and w.on_offer and w.from_date >= current_date
      ),
      stays as (select distinct location_key, location_id, resort_id, from_date, to_date from upcoming)
      select
        (select coalesce(sum(v.views), 0) from ${weekViewDays} v join ${weeks} w on w.id = v.week_id
          where w.user_id = ${ownerId} and ${recentDays})::int as views,
        (select count(*) from ${weekInterests} i join ${weeks} w on w.id = i.week_id where w.user_id = ${ownerId})::int as interests,
        (select count(*) from ${bookings} b where b.owner_id = ${ownerId} and b.paid_at is not null and b.status <> 'cancelled')::int as bookings,
        (select count(distinct looking.address) from stays s cross join lateral (
            ${lookingAddresses({ locationKey: sql`s.location_key`, locationId: sql`s.location_id`, resortId: sql`s.resort_id`, from: sql`s.from_date`, to: sql`s.to_date` })}
          ) looking)::int as demand,
        (select count(*) from upcoming)::int as "weeksOnOffer"`),
  );
  return row;
}
