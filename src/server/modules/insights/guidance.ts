import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { unitTypes } from '#src/server/db/schema/catalog.ts';
import { seasonDayOf, weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import {
  GUIDANCE_MINIMUM,
  GUIDANCE_MONTHS,
  type PriceGuidance,
  type PriceGuidanceQuery,
  type PriceSample,
  SEASON_WEEKS,
} from '#src/shared/contracts/insights.ts';

/** The days of a season day's year: season days run 1..365 (weeks.ts, `seasonDayOf`). */
const YEAR_DAYS = 365;
const SEASON_DAYS = SEASON_WEEKS * 7;
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** `seasonDayOf` for a yyyy-MM-dd day, in the same 365-day year (29 February is 1 March's 60). */
export function seasonDay(day: string): number {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return month === 2 && date === 29 ? 60 : DAYS_BEFORE_MONTH[month - 1] + date;
}

/**
 * The season around a day as at most two ranges of season days (a season across new year is the
 * end of one year and the start of the next): [[from, to], [from, to]], the second empty when unused.
 */
export function seasonRanges(day: string): [[number, number], [number, number]] {
  const d = seasonDay(day);
  const low = d - SEASON_DAYS;
  const high = d + SEASON_DAYS;
  if (low < 1)
    return [
      [1, high],
      [low + YEAR_DAYS, YEAR_DAYS],
    ];
  if (high > YEAR_DAYS)
    return [
      [low, YEAR_DAYS],
      [1, high - YEAR_DAYS],
    ];
  return [
    [low, high],
    [1, 0],
  ];
}

interface SampleRow {
  n: number;
  low: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  high: number | null;
}

/** The count, quartiles (continuous percentiles, rounded to whole dollars) and extremes of `prices`. */
const figuresOf = (prices: SQL) => sql`
  select count(*)::int as n,
    round(min(p))::int as low,
    round(percentile_cont(0.25) within group (order by p))::int as p25,
    round(percentile_cont(0.5) within group (order by p))::int as median,
    round(percentile_cont(0.75) within group (order by p))::int as p75,
    round(max(p))::int as high
  from (${prices}) prices`;

const sampleOf = (row: SampleRow): PriceSample => ({
  count: row.n,
  figures:
    row.n >= GUIDANCE_MINIMUM && row.low !== null
      ? {
          low: row.low,
          p25: row.p25 ?? row.low,
          median: row.median ?? row.low,
          p75: row.p75 ?? row.low,
          high: row.high ?? row.low,
        }
      : null,
});

/**
 * Price guidance for a week (docs/decisions/068): the weeks of the same unit type (and so the same
 * resort) whose check-in falls within three weeks of the year of this one's, in any year, starting
 * no earlier than 24 months ago; what their owners asked, and apart, what renters paid for the
 * ones booked (paid and not cancelled). Percentiles are PostgreSQL's `percentile_cont`; the asked
 * prices are read from `weeks_guidance_idx` alone, the booked ones from `bookings_guidance_idx`.
 * Fewer than GUIDANCE_MINIMUM of a kind: its count and no figures.
 */
export async function priceGuidance(db: Db, query: PriceGuidanceQuery): Promise<PriceGuidance> {
  const [unitType] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ${unitTypes} where id = ${query.unitTypeId}`),
  );
  if (!unitType) throw new AppError('NOT_FOUND', 'catalog.unitTypeNotFound');
  const [[a1, b1], [a2, b2]] = seasonRanges(query.fromDate);
  const since = sql`(current_date - ${`${GUIDANCE_MONTHS} months`}::interval)::date`;
  const exclude = query.weekId ?? 0;
  const inSeason = (day: SQL) => sql`(${day} between ${a1} and ${b1} or ${day} between ${a2} and ${b2})`;

  const asked = sql`
    select w.price::float8 as p from ${weeks} w
    where w.unit_type_id = ${query.unitTypeId} and w.hidden_at is null
      and ${inSeason(sql`w.season_day`)}
      and w.from_date >= ${since} and w.id <> ${exclude}`;
  const booked = sql`
    select b.total_cents / 100.0::float8 as p from ${bookings} b
    where b.unit_type_id = ${query.unitTypeId} and b.paid_at is not null and b.status <> 'cancelled'
      and b.from_date >= ${since} and ${inSeason(seasonDayOf(sql`b.from_date`))}
      and b.week_id is distinct from ${exclude}`;

  const [row] = rowsOf<{ asked: SampleRow; booked: SampleRow; since: string }>(
    await db.execute(sql`
      select (select row_to_json(a) from (${figuresOf(asked)}) a) as asked,
             (select row_to_json(b) from (${figuresOf(booked)}) b) as booked,
             to_char(${since}, 'YYYY-MM-DD') as since`),
  );
  return {
    unitTypeId: query.unitTypeId,
    seasonDays: SEASON_DAYS,
    since: row.since,
    minimum: GUIDANCE_MINIMUM,
    asked: sampleOf(row.asked),
    booked: sampleOf(row.booked),
  };
}
