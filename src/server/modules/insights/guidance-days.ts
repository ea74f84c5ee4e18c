import { sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import { GUIDANCE_MONTHS, type PriceGuidance } from '#src/shared/contracts/insights.ts';
import { figuresOf, guidanceOf, SEASON_DAYS, seasonDay, YEAR_DAYS } from './guidance';

/*
 * Price guidance kept ahead (docs/decisions/068): for every unit type and day of the year, the
 * figures priceGuidance (guidance.ts) would compute for a week starting that day, computed by
 * PostgreSQL with the same percentile_cont, in table price_guidance_days. Asking is then reading a
 * unit type's 365 rows once (a process keeps them a minute, service.ts). They are used only while
 * they are exactly what priceGuidance would answer now: their 24 months start today's start, and no
 * write since has marked their unit type stale (the triggers of migration 0042 mark it in the
 * writer's own transaction); otherwise the answer is computed. The refresh below takes the marks
 * and computes their unit types again, in one transaction each.
 */

const FIGURE_COLUMNS = ['count', 'low', 'p25', 'median', 'p75', 'high'];
const columnsOf = (kind: 'asked' | 'booked') => FIGURE_COLUMNS.map((c) => `${kind}_${c}`);
const COLUMNS = [...columnsOf('asked'), ...columnsOf('booked')];

/** The first check-in day counted by figures computed on `day` (an SQL date expression). */
const sinceOf = (day: string) => `(${day} - interval '${GUIDANCE_MONTHS} months')::date`;

/** Each of the three ranges a season day `d` covers: its own, and across new year at either end. */
const seasonRangesSql = (column: string) => [
  `${column} between d.day - ${SEASON_DAYS} and d.day + ${SEASON_DAYS}`,
  `${column} between d.day + ${YEAR_DAYS - SEASON_DAYS} and ${YEAR_DAYS}`,
  `${column} between 1 and d.day - ${YEAR_DAYS - SEASON_DAYS}`,
];

// Per range, an index-only scan of weeks_guidance_idx, as in the statement asked live.
const ASKED = seasonRangesSql('w.season_day')
  .map(
    (range) => `
      select w.price::float8 as p from weeks w
      where w.unit_type_id = ut.id and w.hidden_at is null and w.from_date >= s.since and ${range}`,
  )
  .join(' union all ');
const BOOKED = `
  select b.total_cents / 100.0::float8 as p from bookings b
  where b.unit_type_id = ut.id and b.paid_at is not null and b.status <> 'cancelled'
    and b.from_date >= s.since and (${seasonRangesSql('b.season_day').join(' or ')})`;

/**
 * Computes the 365 days of one unit type as of `now` (a unit type deleted meanwhile: nothing).
 * About half a second for a unit type with 10,000 weeks in its 24 months.
 */
const refreshStatement = (unitTypeId: number, now: Date) => sql`
  insert into price_guidance_days (unit_type_id, season_day, since, ${sql.raw(COLUMNS.join(', '))}, computed_at)
  select ut.id, d.day, s.since, a.*, b.*, ${now.toISOString()}::timestamptz
  from unit_types ut
  cross join (
    select (${now.toISOString()}::timestamptz::date - ${sql.raw(`interval '${GUIDANCE_MONTHS} months'`)})::date as since
  ) s
  cross join generate_series(1, ${sql.raw(String(YEAR_DAYS))}) as d(day)
  cross join lateral (${sql.raw(figuresOf(ASKED))}) a
  cross join lateral (${sql.raw(figuresOf(BOOKED))}) b
  where ut.id = ${unitTypeId}
  on conflict (unit_type_id, season_day) do update set since = excluded.since,
    ${sql.raw(COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))}, computed_at = excluded.computed_at`;

type Rows = { rows: Record<string, unknown>[] };

/**
 * Computes again, as of `now`, the unit types marked stale and those whose figures started their
 * 24 months other than `now`'s (the day moved), one unit type per transaction: its mark is taken
 * (`skip locked`: several processes share the work, and a mark a writer still holds is left for a
 * later refresh, which sees the write) and its rows written together, so a process stopped midway
 * leaves the mark for the next refresh. Stops after `budgetMs`; answers how many
 * unit types it computed.
 */
export async function refreshGuidanceDays(
  db: Db,
  now: Date,
  options: { budgetMs?: number } = {},
): Promise<number> {
  const until = Date.now() + (options.budgetMs ?? 30_000);
  const since = sql`(${now.toISOString()}::timestamptz::date - ${sql.raw(`interval '${GUIDANCE_MONTHS} months'`)})::date`;
  // Figures of another day are marked like any stale ones (once: the marks' key); two ranges, so
  // the every-minute check reads price_guidance_days_since_idx rather than every row.
  await db.execute(sql`
    insert into price_guidance_stale (unit_type_id)
    select distinct unit_type_id from price_guidance_days
    where since < ${since} or since > ${since}
    order by 1
    on conflict do nothing`);
  let done = 0;
  while (Date.now() < until) {
    const computed = await db.transaction(async (tx) => {
      const claimed = (await tx.execute(sql`
        delete from price_guidance_stale s
        using (
          select unit_type_id from price_guidance_stale
          order by marked_at, unit_type_id limit 1 for update skip locked
        ) c
        where s.unit_type_id = c.unit_type_id
        returning s.unit_type_id`)) as unknown as Rows;
      const id = claimed.rows[0]?.unit_type_id;
      if (id === undefined) return false;
      await tx.execute(refreshStatement(Number(id), now));
      return true;
    });
    if (!computed) break;
    done += 1;
  }
  return done;
}

/** A unit type's kept figures: the 24 months' start, and 12 figures per season day (-1: none). */
export interface KeptDays {
  since: string;
  figures: Int32Array;
}

const PER_DAY = COLUMNS.length;

/**
 * A unit type's 365 kept days in one read, when they are exactly what priceGuidance would answer
 * now (see above); null when they must be computed (a write marked the unit type, the day moved,
 * or they were never computed). A unit type that does not exist: NOT_FOUND, as priceGuidance
 * answers. About 17 KB, so a process can keep those of every unit type owners ask about.
 */
export async function keptDays(db: Db, unitTypeId: number): Promise<KeptDays | null> {
  const text = `
    select exists (select 1 from unit_types where id = $1),
      not exists (select 1 from price_guidance_stale s where s.unit_type_id = $1),
      to_char(g.since, 'YYYY-MM-DD'), g.season_day, ${COLUMNS.map((c) => `g.${c}`).join(', ')}
    from (select 1) one
    left join price_guidance_days g on g.unit_type_id = $1 and g.since = ${sinceOf('current_date')}
    order by g.season_day`;
  const rows = await rawRows(db, { name: 'price_guidance_kept_days', text, values: [unitTypeId] });
  const [first] = rows;
  if (!first[0]) throw new AppError('NOT_FOUND', 'catalog.unitTypeNotFound');
  if (!first[1] || rows.length !== YEAR_DAYS || first[2] === null) return null;
  const figures = new Int32Array(YEAR_DAYS * PER_DAY);
  for (const row of rows) {
    const day = Number(row[3]);
    for (let c = 0; c < PER_DAY; c++) {
      const v = row[4 + c];
      figures[(day - 1) * PER_DAY + c] = v === null ? -1 : Number(v);
    }
  }
  return { since: first[2] as string, figures };
}

/** The answer for a week starting on `fromDate`, from its unit type's kept days. */
export function keptAnswer(unitTypeId: number, days: KeptDays, fromDate: string): PriceGuidance {
  const at = (seasonDay(fromDate) - 1) * PER_DAY;
  const row: unknown[] = [true, days.since];
  for (let c = 0; c < PER_DAY; c++) {
    const v = days.figures[at + c];
    row.push(v === -1 ? null : v);
  }
  return guidanceOf(unitTypeId, row);
}
