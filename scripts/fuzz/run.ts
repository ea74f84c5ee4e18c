import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { openDatabase } from '#src/server/db/client.ts';
import type { RouteEntry } from '#src/server/plugins/auth.ts';
import { fuzzRequests, SECRETS_SENT } from '#src/server/test/fuzz/requests.ts';
import { formatCounts, formatFailures, runFuzz } from '#src/server/test/fuzz/run.ts';
import { createDeveloper, linkModules, request, runTool, sender, startServer, stopServer } from './server';

/**
 * npm run fuzz: the route fuzzer of src/server/fuzz.test.ts, longer and over HTTP against the
 * production build (dist/server/main.js) on a fresh database: PostgreSQL when DATABASE_URL is set
 * (an empty database: the server migrates it), else embedded PGlite in a temporary directory.
 * A developer account is made with the admin CLI and signs in through /api/login. Prints the
 * status counts, the failures, and whether the server's log held a secret. Exit 1 on any failure.
 */
const USAGE = `Usage: npm run fuzz -- [--requests N] [--seed S] [--concurrency C] [--json FILE]
  --requests N     requests to send (default 10000, or FUZZ_REQUESTS)
  --seed S         fast-check seed (default random, printed)
  --concurrency C  requests in flight (default 4)
  --json FILE      also write the report as JSON
Environment: DATABASE_URL (a fresh PostgreSQL database), SERVER_DIR (default dist/server),
CLIENT_DIR (default dist/client), FUZZ_PORT (default 5191).`;

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string' },
    seed: { type: 'string' },
    concurrency: { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const requests = Number(flags.requests ?? process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(flags.seed ?? Math.floor(Math.random() * 2 ** 31));
const concurrency = Number(flags.concurrency ?? 4);
if (![requests, seed, concurrency].every(Number.isSafeInteger) || requests < 1 || concurrency < 1) {
  console.error(USAGE);
  process.exit(2);
}

/** The route table with its zod schemas, read from the app built in-process on a throwaway database. */
async function routeTable(): Promise<RouteEntry[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'semana-fuzz-routes-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENTS_TEST_MODE: 'true' });
  const app = await buildApp({ config, database, sessionSecret: 'fuzz-'.padEnd(48, 'x'), logger: false });
  const routes = [...app.routeTable];
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return routes;
}

async function main() {
  const root = process.cwd();
  const work = mkdtempSync(path.join(tmpdir(), 'semana-fuzz-'));
  const options = {
    serverDir: path.resolve(root, process.env.SERVER_DIR ?? 'dist/server'),
    clientDir: path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client'),
    dataDir: path.join(work, 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    port: Number(process.env.FUZZ_PORT ?? 5191),
    logFile: path.join(work, 'server.log'),
  };
  const where = options.databaseUrl
    ? `PostgreSQL (${new URL(options.databaseUrl).pathname.slice(1)})`
    : 'PGlite';
  console.log(
    `fuzz: ${requests} requests, seed ${seed}, concurrency ${concurrency}, ${where}, ${options.serverDir}`,
  );

  const routes = await routeTable();
  linkModules(options.serverDir, root);
  const developer = createDeveloper(options);
  // A few real rows, so that small ids reach the handlers' lookups and deletes.
  runTool(options, 'seed-demo.js', ['--weeks', '40', '--properties', '2', '--owners', '3', '--seed', 'fuzz']);
  const server = await startServer(options);
  let failed = true;
  try {
    const login = await request(options.port, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ username: developer.username, password: developer.password })),
    });
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0];
    if (login.status !== 200 || !cookie) throw new Error(`signing in failed: ${login.status} ${login.body}`);

    const sample = fc.sample(fuzzRequests(routes), { numRuns: requests, seed });
    const report = await runFuzz(sample, sender(options.port, cookie), concurrency);
    const alive = server.exitCode === null;
    await stopServer(server);

    const log = readFileSync(options.logFile, 'utf8');
    const secrets = {
      ...SECRETS_SENT,
      'developer password': developer.password,
      'developer e-mail': developer.email,
      'session token': cookie.split('=')[1]?.split('.')[0] ?? '',
    };
    const leaked = Object.entries(secrets).filter(([, value]) => value && log.includes(value));
    const seconds = report.ms / 1000;
    console.log(
      `requests: ${report.requests} in ${seconds.toFixed(1)} s (${(report.requests / seconds).toFixed(0)}/s)`,
    );
    console.log(
      `statuses: ${formatCounts(report.counts)} (${report.allowed5xx} of them the webhook's documented 503)`,
    );
    console.log(
      `server: ${alive ? 'still running at the end' : 'DIED during the run'}; log ${log.split('\n').length} lines, ${leaked.length ? `HOLDS ${leaked.map(([k]) => k).join(', ')}` : 'none of the passwords, e-mails, hashes, client secrets or session tokens sent'}`,
    );
    if (report.failures.length)
      console.log(`failures (${report.failures.length}):\n${formatFailures(report)}`);
    if (flags.json) {
      const counts = Object.fromEntries(report.counts);
      const failures = report.failures.map((f) => ({
        ...f.request,
        body: f.request.body?.toString('utf8').slice(0, 500),
        status: f.response.status,
        reason: f.reason,
      }));
      const summary = {
        requests: report.requests,
        seed,
        seconds,
        database: where,
        counts,
        allowed5xx: report.allowed5xx,
        failures,
      };
      writeFileSync(flags.json, JSON.stringify(summary, null, 2));
    }
    failed = report.failures.length > 0 || !alive || leaked.length > 0;
  } finally {
    await stopServer(server);
    if (!failed) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work} (server log: ${options.logFile})`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
