// npm run bench [-- --write-doc]: seeds a fresh database with 100,000 weeks, loads the production
// server with the requests the public pages make, sends the same SQL through a bare client as the
// floor, and prints (and with --write-doc records) the figures against the targets.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { alertsChecks, measureAlerts, prepareAlertOwner, renderAlerts } from './alerts';
import { CATALOGUE_PATH, type CatalogueResult, measureCatalogue } from './catalogue';
import { type CatalogueRun, catalogueChecks, renderCatalogue, writeCatalogueDoc } from './catalogue-report';
import { withCpu } from './cpu';
import { dashboardsPassed, measureDashboards, prepareDashboards, renderDashboards } from './dashboards';
import { createBenchDatabase, redact } from './database';
import { writeDoc } from './doc';
import { type FloorConnection, openFloor } from './floor';
import { growthChecks, measureGrowth, renderGrowth } from './growth';
import { measureLighthouse } from './lighthouse';
import {
  type LighthouseRun,
  lighthouseChecks,
  renderLighthouse,
  writeLighthouseDoc,
} from './lighthouse-report';
import { measureAll } from './measure';
import { benchRequests, type Fixture } from './pages';
import { ensureBuilt, freePort, run, startServer } from './processes';
import {
  measurePropertySearch,
  preparePropertySearch,
  propertySearchChecks,
  renderPropertySearch,
} from './property-search';
import { type BenchResults, checks, renderResults } from './report';
import { growWeeks, SEEDER_WEEKS, seederShare } from './seed-growth';
import { pageBytes, routeSizes } from './sizes';
import { measureTextFilters, renderTextFilters, textFilterChecks } from './text-filters';
import { measureUsers, prepareUsers, renderUsers, usersChecks } from './users';

const USAGE = `Usage: npm run bench -- [--write-doc] [--duration S] [--connections N] [--weeks N] [--build] [--only catalogue|search|properties|users|dashboards|alerts|lighthouse] [--growth [--growth-sizes A,B]]

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
  --only properties only the /all-properties search with and without hotel-name text, at
                   100,000 listings (no weeks seeded; printed only)
  --only dashboards only the dashboards' first requests (after the seed, with 10,000 leads; printed only)
  --only alerts     only listing a week with 100,000 stored week requests (after the seed; printed only)
  --only users     only the polled accounts list at 10,000 accounts (no weeks seeded; printed only)
  --only lighthouse only Lighthouse on the four public pages, 3 runs each, in the system Chromium
                   (CHROME_PATH, default /usr/bin/chromium; after the seed); with --write-doc only
                   its subsection of docs/performance.md is rewritten
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cleanups: (() => Promise<void>)[] = [];

async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()!();
    } catch (err) {
      console.error(`cleanup: ${(err as Error).message}`);
    }
  }
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function main(): Promise<boolean> {
  const { values: flags } = parseArgs({
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
      'server-dir': { type: 'string' },
      growth: { type: 'boolean', default: false },
      'growth-sizes': { type: 'string', default: '10000,1000000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (flags.help) {
    console.log(USAGE);
    return true;
  }
  const num = (name: keyof typeof flags) => {
    const n = Number(flags[name]);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
    return n;
  };
  const durationS = num('duration');
  const warmupS = num('warmup');
  const connections = Math.max(1, Math.round(num('connections')));
  const weeks = Math.round(num('weeks'));
  const properties = Math.round(num('properties'));
  const callers = Math.max(1, Math.round(num('callers')));
  if (
    flags.only !== undefined &&
    !['catalogue', 'search', 'properties', 'users', 'dashboards', 'alerts', 'lighthouse'].includes(flags.only)
  )
    throw new Error('--only takes: catalogue, search, properties, users, dashboards, alerts, lighthouse');
  const onlyDashboards = flags.only === 'dashboards';
  const onlyAlerts = flags.only === 'alerts';
  const onlyCatalogue = flags.only === 'catalogue';
  const onlyUsers = flags.only === 'users';
  const onlySearch = flags.only === 'search';
  const onlyLighthouse = flags.only === 'lighthouse';
  const onlyProperties = flags.only === 'properties';
  // Those rows seed what they measure themselves: no weeks.
  const noWeeks = onlyUsers || onlyProperties;

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const clientDir = path.resolve(
    root,
    process.env.CLIENT_DIR || process.env.VITE_OUT_DIR || path.join('dist', 'client'),
  );
  const serverDir = flags['server-dir'] ?? path.join('dist', 'server');
  if (!flags['server-dir']) await ensureBuilt(root, clientDir, flags.build);
  if (flags.growth)
    return growthOnly(serverDir, clientDir, flags['growth-sizes'], {
      properties,
      connections,
      durationS,
      warmupS,
    });
  const routes =
    onlyCatalogue || noWeeks || onlyDashboards || onlyAlerts || onlySearch || onlyLighthouse
      ? []
      : routeSizes(clientDir);

  const database = await createBenchDatabase(adminUrl);
  cleanups.push(() => database.dispose());
  log(
    database.kind === 'pg'
      ? `fresh database ${redact(database.url!)}`
      : `PGlite in ${database.dataDir} (set DATABASE_URL for PostgreSQL)`,
  );

  // The environment both the seeder and the server see: only what this run chose.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'BENCH_DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'SESSION_SECRET'])
    delete env[k];
  Object.assign(env, { DATA_DIR: database.dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' });
  if (database.url) env.DATABASE_URL = database.url;

  const seedStart = performance.now();
  if (!noWeeks) {
    log(`seeding ${weeks} weeks and ${properties} property listings`);
    await run(
      process.execPath,
      [
        path.join(serverDir, 'seed-demo.js'),
        '--weeks',
        String(seederShare(weeks)),
        '--properties',
        String(properties),
        '--seed',
        'bench',
      ],
      env,
      root,
    );
  }
  let seedSeconds = (performance.now() - seedStart) / 1000;
  if (!noWeeks) log(`seeded in ${seedSeconds.toFixed(1)} s`);

  const floor = await openFloor(
    database.kind === 'pg'
      ? { kind: 'pg', url: database.url! }
      : { kind: 'pglite', dataDir: database.dataDir },
    connections,
  );
  cleanups.push(() => floor.close());
  if (!noWeeks && weeks > SEEDER_WEEKS) {
    // Past the seeder's share the catalogue grows in set-based SQL (seed-growth.ts).
    const grown = await growWeeks(floor.exec, weeks);
    seedSeconds = (performance.now() - seedStart) / 1000;
    log(`grew by ${grown} weeks in SQL: ${weeks} weeks seeded in ${seedSeconds.toFixed(1)} s`);
  }
  // Autovacuum would do this within a minute of the seed; doing it now makes plans repeatable.
  await floor.exec('vacuum analyze');
  const dbVersion = String(((await floor.exec('select version()')).rows[0] as string[])[0]).split(',')[0];
  const startBench = () => startBenchWith({});
  const startBenchWith = async (extra: NodeJS.ProcessEnv) => {
    const port = await freePort();
    const server = await startServer(
      root,
      {
        ...env,
        NODE_ENV: 'production',
        COOKIE_SECURE: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...extra,
      },
      port,
      serverDir,
    );
    cleanups.push(() => server.stop());
    return server;
  };
  const date = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const machine = `${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  const databaseLabel =
    database.kind === 'pg'
      ? `${dbVersion} (server pool: 10 connections)`
      : `PGlite ${pgliteVersion()} (${dbVersion}), in the server process`;
  /** What every recorded run says about where and when it ran. */
  const runInfo = () => ({
    kind: database.kind,
    date: date(),
    machine,
    node: process.version,
    database: databaseLabel,
    weeks,
  });

  const databaseTarget =
    database.kind === 'pg'
      ? ({ kind: 'pg', url: database.url! } as const)
      : ({ kind: 'pglite', dataDir: database.dataDir } as const);
  /** The polled accounts list at 10,000 accounts (its own seed of accounts, its own server). */
  const usersSection = async () => {
    await prepareUsers({ root, serverDir, env, database: databaseTarget, log });
    const server = await startBench();
    const rows = await measureUsers(server, { connections: Math.min(connections, 4), durationS });
    await server.stop();
    const text = renderUsers(
      rows,
      `${date()}, ${machine}, ${databaseLabel}, ${Math.min(connections, 4)} pollers at once.`,
    );
    return { text, passed: usersChecks(rows).every((c) => c.pass) };
  };
  /** The dashboards' first requests (a developer and 10,000 leads added to the seeded catalogue). */
  const dashboardsSection = async () => {
    await prepareDashboards({ root, serverDir, env, database: databaseTarget, log });
    const server = await startBench();
    const rows = await measureDashboards(server, { connections, durationS });
    await server.stop();
    const text = renderDashboards(
      rows,
      `${weeks.toLocaleString('en-US')} weeks, ${date()}, ${machine}, ${databaseLabel}, ${connections} connections.`,
    );
    // The target is set for PostgreSQL; the embedded engine's rows are printed for comparison.
    return { text, passed: database.kind !== 'pg' || dashboardsPassed(rows) };
  };
  /** Listing a week with 100,000 stored alerts (its own owner and requests, servers of its own). */
  const alertsSection = async () => {
    await prepareAlertOwner(root, serverDir, env);
    const result = await measureAlerts({
      target: databaseTarget,
      startServer: () => startBenchWith({ RATE_LIMIT_CREATE_ATTEMPTS: '100000' }),
    });
    const text = renderAlerts(result, `${date()}, ${machine}, ${databaseLabel}.`);
    return { text, passed: database.kind !== 'pg' || alertsChecks(result).every((c) => c.pass) };
  };
  /** Lighthouse on the four public pages (a server of its own, nothing else running meanwhile). */
  const lighthouseSection = async () => {
    const server = await startBench();
    const measurement = await measureLighthouse(server, { log });
    await server.stop();
    const lighthouse: LighthouseRun = {
      ...runInfo(),
      measurement,
    };
    return {
      run: lighthouse,
      text: renderLighthouse(lighthouse),
      passed: lighthouseChecks(lighthouse).every((c) => c.pass),
    };
  };
  /** The hotel-name search at 100,000 listings (listings of its own added, its own server). */
  const propertySearchSection = async () => {
    const { text } = await preparePropertySearch({ root, serverDir, env, database: databaseTarget, log });
    // The statement's cost is compared, not the kept answers (decision 030): none are kept here.
    const server = await startBenchWith({ SEARCH_ANSWERS_KEPT: '0' });
    log('hotel-name search vs unfiltered property search, alternating rounds (no answers kept)');
    const measured = await measurePropertySearch(server, { text, connections, durationS, warmupS });
    await server.stop();
    return {
      text: renderPropertySearch(measured, `${date()}, ${machine}, ${databaseLabel}.`),
      passed: propertySearchChecks(measured).every((c) => c.pass),
    };
  };
  if (onlyProperties) {
    await floor.close();
    const propertySearch = await propertySearchSection();
    console.log(`\n${propertySearch.text}\n`);
    return propertySearch.passed;
  }
  if (onlyLighthouse) {
    await floor.close();
    const lighthouse = await lighthouseSection();
    console.log(`\n${lighthouse.text}\n`);
    if (flags['write-doc'])
      log(`written to ${path.relative(root, writeLighthouseDoc(root, lighthouse.run))}`);
    return lighthouse.passed;
  }
  if (onlyAlerts) {
    await floor.close();
    const alerts = await alertsSection();
    console.log(`\n${alerts.text}\n`);
    return alerts.passed;
  }
  if (onlyDashboards) {
    await floor.close();
    const dashboards = await dashboardsSection();
    console.log(`\n${dashboards.text}\n`);
    return dashboards.passed;
  }
  if (onlyUsers) {
    await floor.close();
    const users = await usersSection();
    console.log(`\n${users.text}\n`);
    return users.passed;
  }

  let results: Awaited<ReturnType<typeof measureAll>> = [];
  let textFilters = { text: '', passed: true };
  if (!onlyCatalogue) {
    const fixture = await loadFixture(floor);
    const requests = benchRequests(fixture).filter((r) => !onlySearch || r.page === 'destination');
    log(
      `destination: Los Cabos (id ${fixture.locationId}); resort text '${fixture.resortText}', accented '${fixture.accented.exact}' / '${fixture.accented.plain}'`,
    );
    results = await measureAll({
      floor,
      requests,
      connections,
      durationS,
      warmupS,
      log,
      startServer: startBench,
    });
    const server = await startBench();
    log('text-filtered vs unfiltered destination search, alternating rounds');
    const measured = await measureTextFilters(server, fixture, { weeks, connections, durationS, warmupS });
    await server.stop();
    textFilters = {
      text: renderTextFilters(measured, `${date()}, ${machine}, ${databaseLabel}.`),
      passed: textFilterChecks(measured).every((c) => c.pass),
    };
  }
  await floor.close();
  if (onlySearch) {
    const report: BenchResults = {
      ...runInfo(),
      properties,
      seedSeconds,
      connections,
      floorWorkers: floor.workers,
      durationS,
      requests: results,
      routes: [],
      pages: [],
    };
    console.log(`\n${renderResults(report)}\n\n${textFilters.text}\n`);
    return checks(report).every((c) => c.pass) && textFilters.passed;
  }

  const catalogueResults: CatalogueResult[] = [];
  const others: number[] = [];
  for (const gzip of [true, false]) {
    // A server per row: each starts with nothing cached, so each row includes the build.
    const server = await startBench();
    log(
      `whole catalogue: ${callers} parallel ${CATALOGUE_PATH} (${gzip ? 'gzip' : 'identity'}), pid ${server.pid}`,
    );
    const [row, cpu] = await withCpu(server.pid, () => measureCatalogue(server, { callers, gzip }));
    await server.stop();
    catalogueResults.push(row);
    if (cpu) others.push(cpu.other);
  }
  const catalogue: CatalogueRun = {
    ...runInfo(),
    otherCores: others.reduce((a, b) => a + b, 0) / Math.max(1, others.length),
    results: catalogueResults,
  };
  const cataloguePassed = catalogueChecks(catalogue).every((c) => c.pass);
  if (onlyCatalogue) {
    console.log(`\n${renderCatalogue(catalogue)}\n`);
    if (flags['write-doc']) log(`written to ${path.relative(root, writeCatalogueDoc(root, catalogue))}`);
    return cataloguePassed;
  }

  const report: BenchResults = {
    ...runInfo(),
    properties,
    seedSeconds,
    connections,
    floorWorkers: floor.workers,
    durationS,
    requests: results,
    routes,
    pages: pageBytes(results.map((r) => r.size)),
  };
  console.log(`\n${textFilters.text}\n`);
  const dashboards = await dashboardsSection();
  const users = await usersSection();
  const alerts = await alertsSection();
  const lighthouse = await lighthouseSection();
  // Last: it grows the listings to 100,000, which the rows above do not expect.
  const propertySearch = await propertySearchSection();
  console.log(
    `\n${renderResults(report)}\n\n${renderCatalogue(catalogue)}\n\n${dashboards.text}\n\n${users.text}\n\n${alerts.text}\n\n${lighthouse.text}\n\n${propertySearch.text}\n`,
  );
  if (flags['write-doc']) {
    const file = writeDoc(root, report, catalogue, lighthouse.run);
    log(`written to ${path.relative(root, file)}`);
  }
  return (
    checks(report).every((c) => c.pass) &&
    textFilters.passed &&
    cataloguePassed &&
    dashboards.passed &&
    users.passed &&
    alerts.passed &&
    lighthouse.passed &&
    propertySearch.passed
  );
}

async function loadFixture(floor: FloorConnection): Promise<Fixture> {
  const loc = await floor.exec(`select id from locations where name = 'Los Cabos'`);
  if (loc.rows.length === 0) throw new Error("The reference data has no 'Los Cabos'");
  const locationId = Number((loc.rows[0] as unknown[])[0]);
  const resort = await floor.exec('select name from resorts where location_id = $1 order by name limit 1', [
    locationId,
  ]);
  const name = String((resort.rows[0] as unknown[])[0]);
  // The name's longest word, lower-cased: what a visitor types into 'search by resort'.
  const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  // A resort there whose name has an accent, and that word with and without it.
  const accentedResort = await floor.exec(
    `select name from resorts where location_id = $1 and name ~ '[áéíóúñÁÉÍÓÚÑ]' order by name limit 1`,
    [locationId],
  );
  if (accentedResort.rows.length === 0)
    throw new Error("The reference data has no accented resort at 'Los Cabos'");
  const accentedName = String((accentedResort.rows[0] as unknown[])[0]);
  const exact = accentedName.split(/\s+/).find((w) => /[áéíóúñÁÉÍÓÚÑ]/.test(w))!;
  const plain = exact.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // The longest word of the first unit type there, as a visitor types it into the unit-type search.
  const unit = await floor.exec(
    `select ut.name from unit_types ut join resorts r on r.id = ut.resort_id where r.location_id = $1 order by ut.name limit 1`,
    [locationId],
  );
  const unitWord = String((unit.rows[0] as unknown[])[0])
    .split(/\s+/)
    .sort((a, b) => b.length - a.length)[0];
  return {
    locationId,
    resortText: word.toLowerCase(),
    unitTypeText: unitWord.toLowerCase(),
    accented: { exact, plain },
  };
}

/** `--growth`: the first requests on two catalogue sizes (growth.ts), printed; nothing else runs. */
async function growthOnly(
  serverDir: string,
  clientDir: string,
  sizes: string | undefined,
  o: { properties: number; connections: number; durationS: number; warmupS: number },
): Promise<boolean> {
  const [smallWeeks, largeWeeks] = (sizes ?? '').split(',').map(Number);
  if (!(smallWeeks > 0 && largeWeeks > smallWeeks))
    throw new Error('--growth-sizes takes A,B with 0 < A < B');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'BENCH_DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'SESSION_SECRET'])
    delete env[k];
  Object.assign(env, { LOG_LEVEL: 'warn', CLIENT_DIR: clientDir });
  const result = await measureGrowth({
    root,
    serverDir,
    adminUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
    env,
    smallWeeks,
    largeWeeks,
    ...o,
    log,
    onCleanup: (fn) => cleanups.push(fn),
  });
  const heading = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`;
  console.log(`\n${renderGrowth(result, heading)}\n`);
  return growthChecks(result).every((c) => c.pass);
}

function pgliteVersion(): string {
  const pkg = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server and removing the database`);
    void cleanup().finally(() => process.exit(130));
  });
}

main().then(
  async (passed) => {
    await cleanup();
    process.exit(passed ? 0 : 1);
  },
  async (err: unknown) => {
    console.error(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await cleanup();
    process.exit(2);
  },
);
