import { sql } from 'drizzle-orm';
import { type CatalogUnit, makeWeekRow, type WeekContext } from './demo-factories';
import type { Random } from './demo-random';
import type { DbTx } from './reference';

/**
 * Every unit type under every destination its resort is sold in (resort_locations), so a week's
 * unit type always belongs to a resort of the week's location. Ordered for reproducible seeds.
 */
export async function loadCatalogUnits(tx: DbTx): Promise<CatalogUnit[]> {
  const { rows } = await tx.execute<{
    location_id: number;
    location_name: string;
    resort_id: number;
    resort_name: string;
    unit_type_id: number;
    unit_type_name: string;
  }>(sql`
    select l.id as location_id, l.name as location_name, r.id as resort_id, r.name as resort_name,
           u.id as unit_type_id, u.name as unit_type_name
    from resort_locations rl
    join locations l on l.id = rl.location_id
    join resorts r on r.id = rl.resort_id
    join unit_types u on u.resort_id = r.id
    order by l.id, r.id, u.id`);
  return rows.map((r) => ({
    locationId: Number(r.location_id),
    locationName: r.location_name,
    resortId: Number(r.resort_id),
    resortName: r.resort_name,
    unitTypeId: Number(r.unit_type_id),
    unitTypeName: r.unit_type_name,
  }));
}

/** Rows per INSERT: big enough that statement overhead vanishes, small enough to keep memory flat. */
const WEEK_BATCH = 10_000;

/**
 * Inserts `count` weeks with one `INSERT ... SELECT FROM unnest(arrays)` per batch: one
 * parameter per column instead of one per value, which both node-postgres and PGlite accept and
 * which is an order of magnitude faster than multi-row VALUES. Returns the ids of the first
 * batch, enough to attach interest messages to.
 */
export async function insertWeeks(
  tx: DbTx,
  random: Random,
  count: number,
  ctx: WeekContext,
  onProgress?: (done: number) => void,
): Promise<number[]> {
  const sampleIds: number[] = [];
  const usedCodes = new Set<string>();
  for (let done = 0; done < count; ) {
    const size = Math.min(WEEK_BATCH, count - done);
    const userIds: number[] = [];
    const locationIds: number[] = [];
    const unitTypeIds: number[] = [];
    const fromDates: string[] = [];
    const prices: number[] = [];
    const codes: string[] = [];
    const createdAts: string[] = [];
    for (let i = 0; i < size; i++) {
      let row = makeWeekRow(random, ctx);
      // Reservation codes are unique within a run, as a resort would issue them.
      while (usedCodes.has(row.reservationCode)) row = makeWeekRow(random, ctx);
      usedCodes.add(row.reservationCode);
      userIds.push(row.userId);
      locationIds.push(row.locationId);
      unitTypeIds.push(row.unitTypeId);
      fromDates.push(row.fromDate);
      prices.push(row.price);
      codes.push(row.reservationCode);
      createdAts.push(row.createdAt.toISOString());
    }
    const returning = sampleIds.length === 0 ? sql`returning id` : sql``;
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
      select u, l, t, f, f + 6, p, c, a
      from unnest(
        ${sql.param(userIds)}::int[], ${sql.param(locationIds)}::int[], ${sql.param(unitTypeIds)}::int[],
        ${sql.param(fromDates)}::date[], ${sql.param(prices)}::numeric[], ${sql.param(codes)}::text[],
        ${sql.param(createdAts)}::timestamptz[]
      ) as x(u, l, t, f, p, c, a)
      ${returning}`);
    for (const r of rows) sampleIds.push(Number(r.id));
    done += size;
    onProgress?.(done);
  }
  return sampleIds;
}
