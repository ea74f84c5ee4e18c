import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run bench -- [--write-doc] [--duration S] [--connections N] [--weeks N] [--build] [--only catalogue|search|html|properties|users|dashboards|guidance|alerts|saved-searches|lighthouse|concurrency|pool|bookings|conversations|verification] [--growth [--growth-sizes A,B]]

  --write-doc      record the results in docs/performance.md
  --duration S     seconds of load per request, server and floor each (default 8)
  --warmup S       seconds of warm-up before each (default 2)
  --connections N  HTTP connections, and pg connections of the floor (default 32)
  --weeks N        weeks to seed (default 100000); --properties N listings (default 200). Past
                   100,000 the demo seeder writes 10,000 and the rest are copies of them inserted in
                   set-based SQL (seed-growth.ts); the seeding time includes both
  --build          rebuild the server and the client even when they look up to date
  --only catalogue only the whole-catalogue rows (about a minute after the seed); with --write-doc
                   only their subsection of docs/performance.md is rewritten
  --only search    only the destination page's week searches, with and without resort text, accented
                   or not (after the seed; printed only)
  --only html      only the public pages' HTML (landing, a destination, all weeks, all properties)
                   under load beside the JSON search (after the seed; printed only)
  --only properties only the /all-properties search with and without hotel-name text, at
                   100,000 listings (no weeks seeded; printed only)
  --only dashboards only the dashboards' first requests (after the seed, with 10,000 leads; printed only)
  --only guidance  only price guidance with 1,000,000 weeks of history (after the seed, grown in SQL,
                   a twentieth of the past weeks booked; printed only)
  --only alerts     only listing a week with 100,000 stored week requests (after the seed; printed only)
  --only saved-searches only matching a newly listed week against 100,000 saved searches: database
                   time (after the seed; printed only)
  --only users     only the polled accounts list at 10,000 accounts (no weeks seeded; printed only)
  --only concurrency only the public search with 1 app process against WEB_CONCURRENCY=2
                   (PostgreSQL; after the seed; printed only)
  --only pool      only the pool under a crowd: 400 parallel uncacheable searches while /api/health
                   and a signed-in owner's own list are probed (after the seed); with --write-doc only
                   its subsection of docs/performance.md is rewritten
  --only bookings  only the bookings: POST /api/bookings from N connections, each request a renter and
                   a week of its own, then the public pages' first week reads with no week booked and
                   with a tenth of the weeks booked (after the seed); with --write-doc only its
                   subsection of docs/performance.md is rewritten
  --only conversations only the inbox of one person with 10,000 conversations (and the top bar's unread
                   count) from N connections (after the seed); with --write-doc only its subsection of
                   docs/performance.md is rewritten
  --only verification only verified weeks: the staff's Verification queue's first page with 5,000
                   requests waiting, and the public lists' first requests with 'Verified only' on
                   (3 % of the weeks verified; after the seed); with --write-doc only its
                   subsection of docs/performance.md is rewritten
  --only lighthouse only Lighthouse on the four public pages, 3 runs each, in the system Chromium
                   (CHROME_PATH, default /usr/bin/chromium; after the seed); with --write-doc only
                   its subsection of docs/performance.md is rewritten
  --cpu-index N    Lighthouse emulates a machine of benchmark index N (default 1500): each run's CPU
                   slowdown is 4 × the index it measured / N (decision 048); 0 keeps Lighthouse's 4×
  --callers N      simultaneous whole-catalogue reads (default 60)
  --server-dir DIR run another server build (SERVER_OUT_DIR) as it is: nothing is built, and the
                   client must already be in CLIENT_DIR unless --only catalogue or search
  --growth         only the cost growth: two fresh databases, 10,000 and 1,000,000 weeks (each
                   seeding timed), a server on each, and every public page's first request measured
                   on both in alternating rounds; passes when each p50 grows by at most 1.3×
  --growth-sizes A,B  the two catalogue sizes of --growth (default 10000,1000000)

PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a database semana_bench_* is created on
that server and dropped at the end), otherwise PGlite in a temporary directory. The client is read
from CLIENT_DIR (or VITE_OUT_DIR, or dist/client); it and dist/server are (re)built first when
missing or older than their sources.`;

/** The rows `--only` can pick. */
const ONLY = [
  'catalogue',
  'search',
  'html',
  'properties',
  'users',
  'dashboards',
  'guidance',
  'alerts',
  'saved-searches',
  'lighthouse',
  'concurrency',
  'pool',
  'bookings',
  'conversations',
  'verification',
] as const;
type OnlyRow = (typeof ONLY)[number];

/** What a bench run was asked for, from its command line (USAGE). */
interface BenchOptions {
  writeDoc: boolean;
  durationS: number;
  warmupS: number;
  connections: number;
  weeks: number;
  properties: number;
  build: boolean;
  only: OnlyRow | undefined;
  callers: number;
  /** The benchmark index Lighthouse's CPU slowdown emulates (0: its fixed 4×). */
  cpuIndex: number;
  serverDir: string | undefined;
  growth: boolean;
  growthSizes: string;
}

/** The options of `args`, or 'help' when the usage was asked for; a malformed value throws. */
export function parseBenchArgs(args: string[]): BenchOptions | 'help' {
  const { values: flags } = parseArgs({
    args,
    options: {
      'write-doc': { type: 'boolean', default: false },
      duration: { type: 'string', default: '8' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '32' },
      weeks: { type: 'string', default: '100000' },
      properties: { type: 'string', default: '200' },
      build: { type: 'boolean', default: false },
      only: { type: 'string' },
      callers: { type: 'string', default: '60' },
      'cpu-index': { type: 'string', default: '1500' },
      'server-dir': { type: 'string' },
      growth: { type: 'boolean', default: false },
      'growth-sizes': { type: 'string', default: '10000,1000000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (flags.help) return 'help';
  const num = (name: keyof typeof flags) => {
    const n = Number(flags[name]);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
    return n;
  };
  const only = flags.only;
  if (only !== undefined && !(ONLY as readonly string[]).includes(only))
    throw new Error(`--only takes: ${ONLY.join(', ')}`);
  return {
    writeDoc: flags['write-doc'],
    durationS: num('duration'),
    warmupS: num('warmup'),
    connections: Math.max(1, Math.round(num('connections'))),
    weeks: Math.round(num('weeks')),
    properties: Math.round(num('properties')),
    build: flags.build,
    only: only as OnlyRow | undefined,
    callers: Math.max(1, Math.round(num('callers'))),
    cpuIndex: num('cpu-index'),
    serverDir: flags['server-dir'],
    growth: flags.growth,
    growthSizes: flags['growth-sizes'],
  };
}
