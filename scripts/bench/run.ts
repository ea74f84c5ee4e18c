// npm run bench [-- --write-doc]: seeds a fresh database with 100,000 weeks, loads the production
// server with the requests the public pages make, sends the same SQL through a bare client as the
// floor, and prints (and with --write-doc records) the figures against the targets.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueChecks, renderCatalogue, writeCatalogueDoc } from './catalogue-report';
import { createBenchDatabase, redact } from './database';
import { writeDoc } from './doc';
import { wrapSubsection, writeDocSubsection } from './doc-subsection';
import { loadFixture } from './fixture';
import { openFloor } from './floor';
import { runGrowth } from './growth';
import { writeLighthouseDoc } from './lighthouse-report';
import { measureAll } from './measure';
import { parseBenchArgs, USAGE } from './options';
import { benchRequests, type Fixture } from './pages';
import { ensureBuilt, freePort, run, startServer } from './processes';
import { type BenchResults, checks, renderResults } from './report';
import { benchSections } from './sections';
import { growWeeks, SEEDER_WEEKS, seederShare } from './seed-growth';
import { pageBytes, routeSizes } from './sizes';

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
  const options = parseBenchArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return true;
  }
  const { durationS, warmupS, connections, weeks, properties, callers } = options;
  const onlyCatalogue = options.only === 'catalogue';
  const onlySearch = options.only === 'search';
  const onlyHtml = options.only === 'html';
  // Those rows seed what they measure themselves: no weeks.
  const noWeeks = options.only === 'users' || options.only === 'properties';

  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const clientDir = path.resolve(
    root,
    process.env.CLIENT_DIR || process.env.VITE_OUT_DIR || path.join('dist', 'client'),
  );
  const serverDir = options.serverDir ?? path.join('dist', 'server');
  if (!options.serverDir) await ensureBuilt(root, clientDir, options.build);
  if (options.growth) {
    const env = runEnv({ LOG_LEVEL: 'warn', CLIENT_DIR: clientDir });
    return runGrowth({ root, serverDir, adminUrl, env, sizes: options.growthSizes, log, cleanups }, options);
  }
  const routes = options.only ? [] : routeSizes(clientDir);

  const database = await createBenchDatabase(adminUrl);
  cleanups.push(() => database.dispose());
  log(
    database.kind === 'pg'
      ? `fresh database ${redact(database.url!)}`
      : `PGlite in ${database.dataDir} (set DATABASE_URL for PostgreSQL)`,
  );

  // The environment both the seeder and the server see: only what this run chose.
  const env = runEnv({ DATA_DIR: database.dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' });
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

  const target =
    database.kind === 'pg'
      ? ({ kind: 'pg', url: database.url! } as const)
      : ({ kind: 'pglite', dataDir: database.dataDir } as const);
  const floor = await openFloor(target, connections);
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
  const startBench = async (extra: NodeJS.ProcessEnv = {}) => {
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
  const sections = benchSections({
    root,
    serverDir,
    env,
    database: target,
    log,
    startServer: startBench,
    connections,
    durationS,
    warmupS,
    weeks,
    cpuIndex: options.cpuIndex,
    databaseLabel,
    date,
    machine,
    runInfo,
  });

  // One section alone: printed (Lighthouse's recorded with --write-doc); no floor needed.
  if (options.only === 'lighthouse') {
    await floor.close();
    const lighthouse = await sections.lighthouse();
    console.log(`\n${lighthouse.text}\n`);
    if (options.writeDoc) log(`written to ${path.relative(root, writeLighthouseDoc(root, lighthouse.run))}`);
    return lighthouse.passed;
  }
  if (options.only === 'pool') {
    await floor.close();
    const pool = await sections.pool();
    console.log(`\n${pool.text}\n`);
    if (options.writeDoc) {
      const file = writeDocSubsection(
        root,
        database.kind,
        'pool',
        wrapSubsection(database.kind, 'pool', pool.text),
      );
      log(`written to ${path.relative(root, file)}`);
    }
    return pool.passed;
  }
  if (options.only === 'conversations') {
    await floor.close();
    const conversations = await sections.conversations();
    console.log(`\n${conversations.text}\n`);
    if (options.writeDoc) {
      const file = writeDocSubsection(
        root,
        database.kind,
        'conversations',
        wrapSubsection(database.kind, 'conversations', conversations.text),
      );
      log(`written to ${path.relative(root, file)}`);
    }
    return conversations.passed;
  }
  if (options.only === 'bookings') {
    const fixture = await loadFixture(floor);
    await floor.close();
    const bookings = await sections.bookings(fixture);
    console.log(`\n${bookings.text}\n`);
    if (options.writeDoc) {
      const file = writeDocSubsection(
        root,
        database.kind,
        'bookings',
        wrapSubsection(database.kind, 'bookings', bookings.text),
      );
      log(`written to ${path.relative(root, file)}`);
    }
    return bookings.passed;
  }
  if (options.only === 'verification') {
    const fixture = await loadFixture(floor);
    await floor.close();
    const verification = await sections.verification(fixture);
    console.log(`\n${verification.text}\n`);
    if (options.writeDoc) {
      const file = writeDocSubsection(
        root,
        database.kind,
        'verification',
        wrapSubsection(database.kind, 'verification', verification.text),
      );
      log(`written to ${path.relative(root, file)}`);
    }
    return verification.passed;
  }
  const alone = {
    properties: sections.propertySearch,
    alerts: sections.alerts,
    'saved-searches': sections.savedSearches,
    dashboards: sections.dashboards,
    guidance: sections.guidance,
    users: sections.users,
    concurrency: sections.concurrency,
  } as const;
  if (options.only && options.only in alone) {
    await floor.close();
    const section = await alone[options.only as keyof typeof alone]();
    console.log(`\n${section.text}\n`);
    return section.passed;
  }

  if (onlyHtml) {
    const fixture = await loadFixture(floor);
    await floor.close();
    const section = await sections.htmlPages(fixture);
    console.log(`\n${section.text}\n`);
    return section.passed;
  }

  let results: Awaited<ReturnType<typeof measureAll>> = [];
  let textFilters = { text: '', passed: true };
  let htmlPages = { text: '', passed: true };
  let fixture: Fixture | undefined;
  if (!onlyCatalogue) {
    fixture = await loadFixture(floor);
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
    textFilters = await sections.textFilters(fixture);
    if (!onlySearch) htmlPages = await sections.htmlPages(fixture);
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

  const catalogue = await sections.catalogue(callers);
  const cataloguePassed = catalogueChecks(catalogue).every((c) => c.pass);
  if (onlyCatalogue) {
    console.log(`\n${renderCatalogue(catalogue)}\n`);
    if (options.writeDoc) log(`written to ${path.relative(root, writeCatalogueDoc(root, catalogue))}`);
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
  console.log(`\n${textFilters.text}\n\n${htmlPages.text}\n`);
  const dashboards = await sections.dashboards();
  const users = await sections.users();
  const alerts = await sections.alerts();
  const lighthouse = await sections.lighthouse();
  const concurrency = await sections.concurrency();
  // Last: it grows the listings to 100,000, which the rows above do not expect.
  const propertySearch = await sections.propertySearch();
  // After every other row: it books a tenth of the weeks.
  const bookings = fixture ? await sections.bookings(fixture) : { text: '', passed: true };
  console.log(
    `\n${renderResults(report)}\n\n${renderCatalogue(catalogue)}\n\n${dashboards.text}\n\n${users.text}\n\n${alerts.text}\n\n${lighthouse.text}\n\n${concurrency.text}\n\n${propertySearch.text}\n\n${bookings.text}\n`,
  );
  if (options.writeDoc) {
    const file = writeDoc(root, report, catalogue, lighthouse.run);
    log(`written to ${path.relative(root, file)}`);
  }
  return (
    checks(report).every((c) => c.pass) &&
    textFilters.passed &&
    htmlPages.passed &&
    cataloguePassed &&
    dashboards.passed &&
    users.passed &&
    alerts.passed &&
    lighthouse.passed &&
    concurrency.passed &&
    propertySearch.passed &&
    bookings.passed
  );
}

/** This process's environment without what a run chooses itself, plus `extra`. */
function runEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['DATABASE_URL', 'BENCH_DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'SESSION_SECRET'])
    delete env[k];
  return Object.assign(env, extra);
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
