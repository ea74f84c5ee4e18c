import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CatalogueRun, renderCatalogue } from './catalogue-report';
import { type LighthouseRun, renderLighthouse } from './lighthouse-report';
import { type BenchResults, renderResults } from './report';

const TITLES = { pg: 'PostgreSQL', pglite: 'PGlite (embedded)' } as const;

const block = (doc: string, name: string): string | undefined => {
  const m = doc.match(new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`));
  return m?.[1];
};
const wrap = (name: string, body: string) => `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;

const METHOD = `## Method

- **Database.** Each run creates a fresh database: \`semana_bench_<timestamp>\` on the PostgreSQL server of
  \`BENCH_DATABASE_URL\` or \`DATABASE_URL\` (dropped \`with (force)\` at the end, also on failure or Ctrl-C), or
  PGlite in a new temporary \`DATA_DIR\`. The production seeder fills it
  (\`node dist/server/seed-demo.js --weeks 100000 --properties 200 --seed bench\`, timed), then \`vacuum analyze\`
  runs, as autovacuum would within a minute on PostgreSQL (PGlite has no autovacuum).
- **Server.** \`node dist/server/main.js\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`COOKIE_SECURE=false\`
  on a free port, the client from \`CLIENT_DIR\`. For each request: a warm-up, then autocannon (in the bench
  process, programmatic API) with keep-alive connections, one request in flight on each, for the stated time;
  req/s is completed requests over the elapsed time, p50/p99 are autocannon's (1 ms resolution). A run with
  any error or non-2xx answer is marked.
- **Floor.** The same SQL the services send, captured by running the real service functions through a
  Drizzle instance with a logger (so the text and parameters are exactly what Drizzle generates; the
  text-search request includes its resolved unit-type ids). The services are called twice and the second
  call is kept, so a request whose data a service caches records no SQL ("none (cached)", no floor). The SQL
  is then sent by a bare \`pg.Pool\` with as many connections as the HTTP run, as named prepared statements
  (parsed once per connection: the best a bare client can do), in a closed loop, each round running the
  service's groups in order and each group's queries together (\`1 + 3 parallel\`: the unit-type lookup,
  then page, count and unfiltered count). With PostgreSQL each request's floor runs just before its server
  run, so both meet the same machine. With PGlite the floor is one in-process connection, one round at a
  time, all before the server takes the files. \`server/floor\` is server req/s over floor req/s;
  \`/api/config\` does no SQL and has no floor.
- **CPU.** Cores busy during each HTTP run, from \`/proc\`: the server process, all \`postgres\` processes, the
  bench process (autocannon) and the rest of the machine ("other": anything else running, e.g. other builds).
  Server, PostgreSQL and load generator share the same cores, so the figures are a lower bound of what a
  separate load machine would see.
- **Sizes.** JavaScript per route from \`.vite/manifest.json\`: the entry \`index.html\` and its static imports,
  plus the route's page chunk and its static imports, recursively, each file gzipped at level 9 and summed
  (chunks the layout loads later, such as the toast region and the account menu, are not counted). API bytes:
  each response body fetched once; a page's total is its requests made on open (interactions excluded);
  gzip at level 6 for information (the server itself does not compress).
- **Whole-catalogue reads.** After the other rows, for gzip clients and then for clients that do not take
  gzip: a server just started (nothing cached), its \`/api/health\` probed every 100 ms for 2 s, then 60
  clients, each on its own connection, read \`/api/weeks/location\` at once (read to the end, not
  decompressed) while the probe goes on, a new probe every 100 ms whether or not the last has answered.
  Resident memory (\`VmRSS\`) of the server sampled every 10 ms: growth is the peak over the value just
  before the reads. Probes and samples come from a process of their own (\`catalogue-monitor.mjs\`), whose
  loop the bench's reading of the answers cannot delay. \`--only catalogue\` runs only these rows after the seed (about a minute).
- **Lighthouse.** Last, on a server of its own: Lighthouse (\`lighthouse\` npm package, decision 022) in the
  system Chromium (\`CHROME_PATH\`, else \`/usr/bin/chromium\`; headless, \`--no-sandbox --disable-gpu
  --disable-background-networking --disable-component-update --disable-sync\`), its default mobile run with
  simulated throttling, on \`/\`, a destination page, \`/all-weeks\` and \`/all-properties\` at
  \`http://localhost:PORT\` (the host of the server's canonical URLs). Each page is requested once unmeasured,
  then 3 rounds over the four pages, each run in a fresh browser; each figure is the median of a page's runs.
  The failed audits are listed per page. \`--only lighthouse\` runs only this step after the seed (about five minutes).
- **Bookings.** \`--only bookings\` (and last in a full run, since it books weeks): renters with sessions
  written in SQL (the section's servers are given the cookie secret) and as many distinct weeks, then
  \`POST /api/bookings\` from the run's connections, each request the next renter for the next week, so
  every answer is a new hold; latencies of the requests started in the measured time, after a warm-up. The
  public pages' first week reads are measured as in the main table before any booking and again once a
  tenth of all weeks are booked (bookings inserted in SQL, the trigger taking each week off offer).

## Reproduce

\`\`\`sh
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --write-doc   # PostgreSQL
npm run bench -- --write-doc                                                            # PGlite
npm run bench -- --only catalogue --write-doc                                           # whole-catalogue rows only
npm run bench -- --only lighthouse --write-doc                                          # Lighthouse rows only
npm run bench -- --only pool --write-doc                                                # the pool under a crowd only
npm run bench -- --only bookings --write-doc                                            # the bookings rows only
npm run bench -- --help                                                                 # options
\`\`\`

It builds \`dist/server\` and the client (into \`CLIENT_DIR\` or \`VITE_OUT_DIR\` when set) when they are
missing or older than their sources, takes about four minutes (PGlite: five), and exits 1 when a target
fails. \`--write-doc\` replaces the results section of the database it ran on and keeps the other one and
the analysis below.`;

/** Writes docs/performance.md: this run's section replaced, the other database's and the analysis kept. */
export function writeDoc(
  root: string,
  results: BenchResults,
  catalogue?: CatalogueRun,
  lighthouse?: LighthouseRun,
): string {
  const file = path.join(root, 'docs', 'performance.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // The pool under a crowd and the bookings are recorded alone (`--only pool`, `--only bookings`);
  // a full run keeps their last figures.
  const keptPool = (kind: 'pg' | 'pglite') =>
    ['pool', 'bookings', 'conversations']
      .map((name) => {
        const kept = block(old, `bench:${kind}:${name}`);
        return kept ? `\n\n${wrap(`bench:${kind}:${name}`, kept)}` : '';
      })
      .join('');
  const section = (kind: 'pg' | 'pglite') =>
    wrap(
      `bench:${kind}`,
      kind === results.kind
        ? `### ${TITLES[kind]}\n\n${renderResults(results)}${catalogue ? `\n\n${renderCatalogue(catalogue)}` : ''}${lighthouse ? `\n\n${renderLighthouse(lighthouse)}` : ''}${keptPool(kind)}`
        : (block(old, `bench:${kind}`) ?? `### ${TITLES[kind]}\n\nNot run yet.`),
    );
  const analysis =
    block(old, 'analysis') ??
    '## What limits throughput, and what to improve\n\nTo be written after a run on the target machine.';
  const doc = [
    '# Performance',
    '',
    'Written by `npm run bench -- --write-doc` (`scripts/bench/`); the analysis at the end is written by hand and',
    "kept across runs. Targets: on a 2-core machine with PostgreSQL, every public page's first data",
    'request p99 under 50 ms at 32 connections; server throughput at least half of the bare-query floor; the',
    "landing route's JavaScript under 150 kB gzipped; with 100,000 weeks, the landing page fetches under 200 kB of",
    'API data, /all-weeks and a destination page under 1 MB; 60 simultaneous whole-catalogue reads',
    '(`/api/weeks/location`) grow the server by under 300 MB and keep `/api/health` under 1 s.',
    '',
    '## Results',
    '',
    section('pg'),
    '',
    section('pglite'),
    '',
    METHOD,
    '',
    wrap('analysis', analysis),
    '',
  ].join('\n');
  writeFileSync(file, doc);
  return file;
}
