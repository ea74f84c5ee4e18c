import path from 'node:path';
import { openFloor } from './floor';
import { run, type Server } from './processes';
import type { Check } from './report';
import { withoutSecondaryIndexes } from './seed-growth';
import {
  measureAlternating,
  renderSearchComparison,
  type SearchRow,
  TEXT_FILTER_MAX_RATIO,
} from './text-filters';

/**
 * The /all-properties search typed into: newest first, with and without hotel-name text, at
 * 100,000 listings (decision 025). The name search reads the listings through its trigram index;
 * without it, its cost grew with the catalogue (a scan of every listing per request).
 */
export const PROPERTY_SEARCH_LISTINGS = 100_000;
/** Listings the demo seeder writes (names, places, prices as it draws them); the rest are copies. */
const SEEDER_LISTINGS = 2_000;
const BATCH = 50_000;

type Exec = (sqlText: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

export interface PropertySearchResult {
  listings: number;
  connections: number;
  /** Listings the typed text matches, of every listing. */
  matching: number;
  rows: SearchRow[];
}

/**
 * Adds listings through the demo seeder, then copies of them in set-based SQL until there are
 * 100,000, each with its own creation time within the last 90 days (as seed-growth.ts grows weeks).
 * The secondary indexes are dropped for the load and built again after it, each in one pass.
 * Answers the text to search for: the longest word of a seeded hotel name, as a visitor types it.
 */
export async function preparePropertySearch(opts: {
  root: string;
  serverDir: string;
  env: NodeJS.ProcessEnv;
  database: Target;
  log: (message: string) => void;
}): Promise<{ text: string }> {
  const { root, serverDir, env, log } = opts;
  log(`property search: seeding ${PROPERTY_SEARCH_LISTINGS.toLocaleString('en-US')} listings`);
  await run(
    process.execPath,
    [
      path.join(serverDir, 'seed-demo.js'),
      ...['--weeks', '0', '--properties', String(SEEDER_LISTINGS), '--leads', '0', '--seed', 'properties'],
    ],
    env,
    root,
  );
  const floor = await openFloor(opts.database, 1);
  try {
    const started = performance.now();
    const grown = await growListings(floor.exec, PROPERTY_SEARCH_LISTINGS);
    log(
      `property search: ${grown} listings copied in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await floor.exec('vacuum analyze property_listings');
    const { rows } = await floor.exec(
      `select hotel_name from property_listings where hotel_name ~ '^[A-Za-z ]+$' group by hotel_name order by hotel_name limit 1`,
    );
    const name = String((rows[0] as unknown[])[0]);
    return {
      text: name
        .split(/\s+/)
        .sort((a, b) => b.length - a.length)[0]
        .toLowerCase(),
    };
  } finally {
    await floor.close();
  }
}

async function growListings(exec: Exec, target: number): Promise<number> {
  const base = Number(((await exec('select count(*)::int from property_listings')).rows[0] as unknown[])[0]);
  if (base === 0) throw new Error('growListings needs seeded listings to copy');
  await exec('drop table if exists bench_listing_templates');
  await exec(
    `create unlogged table bench_listing_templates as
     select (row_number() over (order by id) - 1)::int as rn, * from property_listings`,
  );
  try {
    await withoutSecondaryIndexes(exec, 'property_listings', async () => {
      for (let from = base + 1; from <= target; from += BATCH) {
        const to = Math.min(target, from + BATCH - 1);
        // A multiplicative hash of the row number spreads templates and creation times evenly.
        await exec(
          `insert into property_listings (user_id, hotel_name, unit_size, location, type, price, price_value,
             weeks_or_season, description, image_urls, status, created_at)
           select t.user_id, t.hotel_name, t.unit_size, t.location, t.type, t.price, t.price_value,
                  t.weeks_or_season, t.description, t.image_urls, t.status,
                  now() - (g::bigint * 40503 % 7776000) * interval '1 second'
           from generate_series($1::int, $2::int) g
           join bench_listing_templates t on t.rn = (g::bigint * 7919 % $3)::int`,
          [from, to, base],
        );
      }
    });
  } finally {
    await exec('drop table bench_listing_templates');
  }
  return Math.max(0, target - base);
}

/** The search with no text and with the hotel-name text, in alternating rounds on one server (latency.ts). */
export async function measurePropertySearch(
  server: Server,
  opts: { text: string; connections: number; durationS: number; warmupS: number },
): Promise<PropertySearchResult> {
  const base = '/api/property-listings/search?sort=newest&page=1&pageSize=12';
  const requests = [
    { label: 'no text', path: base },
    { label: `q=${opts.text}`, path: `${base}&q=${encodeURIComponent(opts.text)}` },
  ];
  const answer = async (p: string) =>
    (await (await fetch(server.baseUrl + p)).json()) as { total: number; unfilteredTotal: number };
  const first = await answer(requests[1].path);
  return {
    listings: first.unfilteredTotal,
    connections: opts.connections,
    matching: first.total,
    rows: await measureAlternating(server, requests, opts),
  };
}

export function propertySearchChecks(result: PropertySearchResult): Check[] {
  const [plain, text] = result.rows;
  const ratio = text.p50 / plain.p50;
  const failed = result.rows.some((r) => r.errors > 0);
  return [
    {
      target: `hotel-name search vs unfiltered property search at ${result.listings.toLocaleString('en-US')} active listings: p50 ratio ≤ ${TEXT_FILTER_MAX_RATIO}`,
      value: `${ratio.toFixed(2)} (${text.label}, ${result.matching.toLocaleString('en-US')} matching)${failed ? ' (errors)' : ''}`,
      pass: ratio <= TEXT_FILTER_MAX_RATIO && !failed,
    },
  ];
}

export function renderPropertySearch(result: PropertySearchResult, heading: string): string {
  return renderSearchComparison(
    `#### Hotel-name search (all properties, newest first, ${result.connections} connections, no answers kept: SEARCH_ANSWERS_KEPT=0)`,
    heading,
    result.rows,
    propertySearchChecks(result),
  );
}
