import type { Db } from '#src/server/db/client.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rawRows, statementNames } from '#src/server/lib/prepared.ts';
import {
  GUIDANCE_MINIMUM,
  GUIDANCE_MONTHS,
  type PriceGuidance,
  type PriceGuidanceQuery,
  type PriceSample,
  SEASON_WEEKS,
} from '#src/shared/contracts/insights.ts';

/** The days of a season day's year: season days run 1..365 (weeks.ts, `seasonDayOf`). */
export const YEAR_DAYS = 365;
export const SEASON_DAYS = SEASON_WEEKS * 7;
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

/** The count, lowest, quartiles (continuous percentiles) and highest of `prices`, in whole dollars. */
export const figuresOf = (prices: string) => `
  select count(*)::int,
    round(min(p))::int,
    round(percentile_cont(0.25) within group (order by p))::int,
    round(percentile_cont(0.5) within group (order by p))::int,
    round(percentile_cont(0.75) within group (order by p))::int,
    round(max(p))::int
  from (${prices}) prices`;

/** A sample read from six columns of the answer, from `at`: its figures only from GUIDANCE_MINIMUM on. */
function sampleAt(r: unknown[], at: number): PriceSample {
  const [count, low, p25, median, p75, high] = r.slice(at, at + 6) as number[];
  return {
    count,
    figures: count >= GUIDANCE_MINIMUM ? { low, p25, median, p75, high } : null,
  };
}

/** Four shapes (one range of the season or two, with or without a week left out), each named once. */
const nameOf = statementNames('price_guidance');

/**
 * Price guidance for a week (docs/decisions/068): the weeks of the same unit type (and so the same
 * resort) whose check-in falls within three weeks of the year of this one's, in any year, starting
 * no earlier than 24 months ago; what their owners asked, and apart, what renters paid for the
 * ones booked (paid and not cancelled). Percentiles are PostgreSQL's `percentile_cont`. One
 * statement prepared per shape (decision 011): the asked prices are an index-only scan of
 * `weeks_guidance_idx` per range of the season, the booked ones of `bookings_guidance_idx`.
 * Fewer than GUIDANCE_MINIMUM of a kind: its count and no figures.
 */
export async function priceGuidance(db: Db, query: PriceGuidanceQuery): Promise<PriceGuidance> {
  const ranges = seasonRanges(query.fromDate).filter(([from, to]) => from <= to);
  const values: unknown[] = [query.unitTypeId];
  const rangeParams = ranges.map(([from, to]) => [values.push(from), values.push(to)]);
  // The edited week is left out only when there is one: without it the asked prices never leave
  // the index.
  const exclude = query.weekId === undefined ? undefined : values.push(query.weekId);
  const since = `(current_date - interval '${GUIDANCE_MONTHS} months')::date`;
  const asked = rangeParams
    .map(
      ([from, to]) => `
        select w.price::float8 as p from weeks w
        where w.unit_type_id = $1 and w.hidden_at is null
          and w.season_day between $${from} and $${to} and w.from_date >= ${since}
          ${exclude ? `and w.id <> $${exclude}` : ''}`,
    )
    .join(' union all ');
  const booked = `
    select b.total_cents / 100.0::float8 as p from bookings b
    where b.unit_type_id = $1 and b.paid_at is not null and b.status <> 'cancelled'
      and b.from_date >= ${since}
      and (${rangeParams.map(([from, to]) => `b.season_day between $${from} and $${to}`).join(' or ')})
      ${exclude ? `and b.week_id is distinct from $${exclude}` : ''}`;
  const text = `
    select exists (select 1 from unit_types where id = $1), to_char(${since}, 'YYYY-MM-DD'), a.*, b.*
    from (${figuresOf(asked)}) a, (${figuresOf(booked)}) b`;
  const [row] = await rawRows(db, { name: nameOf(text), text, values });
  return guidanceOf(query.unitTypeId, row);
}

/**
 * The answer from a row of [unit type exists, since, the asked prices' six figures, the booked
 * ones'], as this statement and the kept figures (guidance-days.ts) read them.
 */
export function guidanceOf(unitTypeId: number, row: unknown[]): PriceGuidance {
  if (!row[0]) throw new AppError('NOT_FOUND', 'catalog.unitTypeNotFound');
  return {
    unitTypeId,
    seasonDays: SEASON_DAYS,
    since: row[1] as string,
    minimum: GUIDANCE_MINIMUM,
    asked: sampleAt(row, 2),
    booked: sampleAt(row, 8),
  };
}
