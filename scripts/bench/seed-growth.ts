/**
 * Grows a seeded catalogue to any number of weeks in set-based SQL: each new week copies the owner,
 * destination and unit type (a valid pair), price and code of a week the demo seeder wrote, with
 * its own start date (2–548 days ahead, as the seeder draws them) and creation time (within the
 * last 90 days). One `INSERT … SELECT FROM generate_series` per 100,000 weeks, with the secondary
 * indexes built after the load: the demo seeder, which draws every row in Node and maintains every
 * index row by row, took 185 s for a million weeks on the bench machine.
 */

/** Up to this many weeks `npm run bench -- --weeks N` has the demo seeder write them all. */
export const SEEDER_WEEKS = 100_000;

/**
 * Weeks the demo seeder writes for a catalogue of `weeks`: all of them up to 100,000 (the figures
 * of earlier runs stay comparable), else 10,000, the rest grown here (as `--growth` does).
 */
export const seederShare = (weeks: number) => (weeks > SEEDER_WEEKS ? 10_000 : weeks);

const BATCH = 100_000;

type Exec = (sqlText: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Runs `load` with `table`'s secondary indexes dropped, then builds them again, each in one sorted
 * pass: maintaining a dozen indexes row by row costs more than the rows themselves.
 */
export async function withoutSecondaryIndexes(exec: Exec, table: string, load: () => Promise<void>) {
  const { rows: indexes } = await exec(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1::text
       and indexname not in (select conname from pg_constraint where conrelid = $1::text::regclass)`,
    [table],
  );
  for (const [name] of indexes as string[][]) await exec(`drop index "${name}"`);
  try {
    await load();
  } finally {
    for (const [, definition] of indexes as string[][]) await exec(definition);
  }
}

/** Adds weeks until there are `target`; returns how many were added. */
export async function growWeeks(exec: Exec, target: number): Promise<number> {
  const base = Number(((await exec('select count(*)::int from weeks')).rows[0] as unknown[])[0]);
  if (base === 0) throw new Error('growWeeks needs seeded weeks to copy');
  // The templates numbered once (a plain table: the pool's connections do not share temporary ones).
  await exec('drop table if exists bench_week_templates');
  await exec(
    `create unlogged table bench_week_templates as
     select (row_number() over (order by id) - 1)::int as rn, user_id, location_id, unit_type_id, price, reservation_code
     from weeks`,
  );
  try {
    await withoutSecondaryIndexes(exec, 'weeks', async () => {
      for (let from = base + 1; from <= target; from += BATCH) {
        const to = Math.min(target, from + BATCH - 1);
        // A multiplicative hash of the row number spreads dates, times and templates evenly.
        await exec(
          `insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
           select t.user_id, t.location_id, t.unit_type_id, d.from_date, d.from_date + 6, t.price,
                  left(t.reservation_code, 40) || '-' || g, now() - (g::bigint * 40503 % 7776000) * interval '1 second'
           from generate_series($1::int, $2::int) g
           cross join lateral (select current_date + 2 + (g::bigint * 2654435761 % 547)::int as from_date) d
           join bench_week_templates t on t.rn = (g::bigint * 7919 % $3)::int`,
          [from, to, base],
        );
      }
    });
  } finally {
    await exec('drop table bench_week_templates');
  }
  return Math.max(0, target - base);
}
