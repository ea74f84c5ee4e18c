import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, openDatabase } from '#src/server/db/client.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { addressConfirmations } from '#src/server/modules/alerts/confirmations.ts';
import { savedSearchAlerts } from '#src/server/modules/alerts/saved-matching.ts';
import { savedSearchService } from '#src/server/modules/alerts/saved-searches.ts';
import { openFloor } from './floor';

/**
 * Matching one newly listed week against 100,000 saved searches (docs/decisions/066-saved-searches.md):
 * the job's statements (read the week, one statement for every matching address, the addresses'
 * locks, one insert of what each is told) timed on the database, mails counted rather than queued.
 */
export const SAVED_SEARCHES = 100_000;
const ADDRESSES = 20_000;
const WEEKS = 20;
export const SAVED_SEARCH_TARGET_MS = 1_000;

type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

export interface SavedSearchesResult {
  /** The matching's statements: find every matching address, lock them, record what each is told. */
  p50: number;
  p99: number;
  /** The whole job, its mails composed and handed to a counting queue as well. */
  jobP50: number;
  jobP99: number;
  /** Addresses told of each week, on average. */
  toldPerWeek: number;
}

/**
 * 100,000 searches of 20,000 confirmed addresses, spread as people would save them: three in four
 * at one destination, some at a resort, a room type, a resort's name, a start date, a price range,
 * verified only; a third daily, one in twenty paused.
 */
async function storeSavedSearches(target: Target) {
  const floor = await openFloor(target, 1);
  try {
    await floor.exec(`
      insert into alert_addresses (email, confirmed_at)
      select 'saver' || g || '@example.test', now() from generate_series(0, ${ADDRESSES - 1}) g
      on conflict (email) do nothing`);
    await floor.exec(`
      with l as (select array_agg(id order by id) ids from locations),
           r as (select array_agg(id order by id) ids from resorts),
           u as (select array_agg(distinct name) names from unit_types)
      insert into saved_searches (email, frequency, location_id, resort_id, room_type, resort_text,
        from_date, min_price, max_price, verified_only, paused_at)
      select 'saver' || (g % ${ADDRESSES}) || '@example.test',
        case when g % 3 = 0 then 'daily' else 'instant' end,
        case when g % 4 = 0 then null else l.ids[1 + g % array_length(l.ids, 1)] end,
        case when g % 7 = 0 then r.ids[1 + g % array_length(r.ids, 1)] end,
        case when g % 5 = 0 then u.names[1 + g % array_length(u.names, 1)] end,
        case when g % 11 = 0 then 'grand' end,
        case when g % 3 = 1 then current_date + g % 400 end,
        case when g % 2 = 0 then 500 + (g % 10) * 100 end,
        case when g % 2 = 0 then 1500 + (g % 20) * 200 end,
        g % 10 = 0,
        case when g % 20 = 0 then now() end
      from generate_series(1, ${SAVED_SEARCHES}) g, l, r, u`);
    await floor.exec('vacuum analyze saved_searches');
    await floor.exec('vacuum analyze alert_addresses');
  } finally {
    await floor.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeMatching(target: Target): Promise<SavedSearchesResult> {
  let db: Db;
  let close: () => Promise<void>;
  if (target.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    db = drizzlePg(pool) as unknown as Db;
    close = () => pool.end();
  } else {
    const database = await openDatabase({ dataDir: target.dataDir });
    db = database.db;
    close = () => database.close();
  }
  let counted = 0;
  const counting: JobQueue = {
    start: async () => {},
    stop: async () => {},
    work: async () => {},
    send: async () => {
      counted++;
      return null;
    },
  };
  const mailer = { queue: async () => void counted++ };
  const ctx = {
    operator: { name: 'Bench', address: 'Bench', email: 'bench@example.test' },
    publicUrl: 'http://localhost',
  };
  const searches = savedSearchService(
    db,
    mailer,
    ctx,
    'bench-secret',
    addressConfirmations(db, ctx.publicUrl),
  );
  const database: number[] = [];
  const matching = savedSearchAlerts(db, counting, mailer, ctx, searches, {
    mailsPerAddressPerDay: 10,
    timed: (ms) => database.push(ms),
  });
  const times: number[] = [];
  let told = 0;
  try {
    // The first week warms the caches and plans (as the other sections warm up): not counted.
    for (let i = -1; i < WEEKS; i++) {
      const from = new Date(Date.now() + (40 + (i + 1) * 23) * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.parse(from) + 6 * 86_400_000).toISOString().slice(0, 10);
      // A week at each of several destinations and unit types, priced across the searches' ranges.
      const inserted = (await db.execute(sql`
        insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
        select (select id from users order by id limit 1), rl.location_id, u.id, ${from}::date, ${to}::date,
          ${900 + (i + 1) * 150}, ${`SAVED-MATCH-${i + 1}`}::text
        from unit_types u join resort_locations rl on rl.resort_id = u.resort_id
        order by u.id, rl.location_id
        offset ${(i + 1) * 7}::int % (select count(*) from unit_types u2 join resort_locations r2 on r2.resort_id = u2.resort_id)
        limit 1
        returning id`)) as unknown as { rows: { id: number }[] };
      const [row] = inserted.rows;
      const started = performance.now();
      const count = await matching.matchWeek(row.id);
      if (i < 0) {
        database.pop();
        continue;
      }
      told += count;
      times.push(performance.now() - started);
    }
  } finally {
    await close();
  }
  times.sort((a, b) => a - b);
  database.sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(database, 50)),
    p99: Math.round(percentile(database, 99)),
    jobP50: Math.round(percentile(times, 50)),
    jobP99: Math.round(percentile(times, 99)),
    toldPerWeek: Math.round(told / WEEKS),
  };
}

export async function measureSavedSearches(target: Target): Promise<SavedSearchesResult> {
  await storeSavedSearches(target);
  return timeMatching(target);
}

export const savedSearchesPassed = (r: SavedSearchesResult) => r.p99 < SAVED_SEARCH_TARGET_MS;

export function renderSavedSearches(r: SavedSearchesResult, context: string): string {
  return [
    `Matching one newly listed week against ${SAVED_SEARCHES.toLocaleString('en-US')} saved searches (${ADDRESSES.toLocaleString('en-US')} confirmed addresses). ${context}`,
    '',
    '| measure | p50 | p99 | target |',
    '| ------- | --- | --- | ------ |',
    `| matching one newly listed week against ${SAVED_SEARCHES.toLocaleString('en-US')} saved searches: database time (${WEEKS} weeks, ~${r.toldPerWeek} addresses told each) | ${r.p50} ms | ${r.p99} ms | < ${SAVED_SEARCH_TARGET_MS} ms ${savedSearchesPassed(r) ? '✓' : '✗'} |`,
    `| the whole job, its ~${r.toldPerWeek} mails composed and handed to a counting queue | ${r.jobP50} ms | ${r.jobP99} ms | – |`,
  ].join('\n');
}
