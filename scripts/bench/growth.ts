import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPglite } from '#src/server/db/pglite.ts';
import { type BenchDatabase, createBenchDatabase } from './database';
import { interleaved } from './latency';
import { table } from './markdown';
import { benchRequests } from './pages';
import { freePort, run, type Server, startServer } from './processes';
import type { Check } from './report';
import { growWeeks } from './seed-growth';

type Exec = (sqlText: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The first request of a public page may cost at most this much more on the larger catalogue. */
export const GROWTH_MAX_RATIO = 1.3;

export interface GrowthRow {
  page: string;
  label: string;
  path: string;
  small: { requests: number; p50: number; p99: number; errors: number };
  large: { requests: number; p50: number; p99: number; errors: number };
}

export interface GrowthResult {
  smallWeeks: number;
  largeWeeks: number;
  seedSeconds: { small: number; large: number };
  connections: number;
  rows: GrowthRow[];
}

interface GrowthOptions {
  root: string;
  serverDir: string;
  /** PostgreSQL server to create the two databases on (PGlite when undefined). */
  adminUrl: string | undefined;
  env: NodeJS.ProcessEnv;
  smallWeeks: number;
  largeWeeks: number;
  properties: number;
  connections: number;
  durationS: number;
  warmupS: number;
  log: (message: string) => void;
  /** Registers what must be undone at exit (databases, servers). */
  onCleanup: (fn: () => Promise<void>) => void;
}

/**
 * Cost growth with the catalogue: two fresh databases seeded alike except for the number of weeks
 * (10,000 and 1,000,000 by default), a server on each, and the first request of every public page
 * measured on both in alternating rounds, so that the machine's other work falls on both sizes alike.
 */
export async function measureGrowth(opts: GrowthOptions): Promise<GrowthResult> {
  const seedSeconds = { small: 0, large: 0 };
  const servers: Server[] = [];
  let locationId = 0;
  for (const size of ['small', 'large'] as const) {
    const weeks = size === 'small' ? opts.smallWeeks : opts.largeWeeks;
    const database: BenchDatabase = await createBenchDatabase(opts.adminUrl);
    opts.onCleanup(() => database.dispose());
    const env: NodeJS.ProcessEnv = { ...opts.env, DATA_DIR: database.dataDir };
    if (database.url) env.DATABASE_URL = database.url;
    opts.log(
      `seeding ${weeks.toLocaleString('en-US')} weeks (${size} catalogue: ${opts.smallWeeks.toLocaleString('en-US')} by the demo seeder${weeks > opts.smallWeeks ? ', the rest in SQL' : ''})`,
    );
    const started = performance.now();
    await run(
      process.execPath,
      [
        path.join(opts.serverDir, 'seed-demo.js'),
        '--weeks',
        String(opts.smallWeeks),
        '--properties',
        String(opts.properties),
        '--seed',
        'bench',
      ],
      env,
      opts.root,
    );
    if (weeks > opts.smallWeeks) {
      // Both catalogues share the seeder's first weeks; the larger one is grown from them in SQL.
      await withExec(database, async (exec) => {
        await growWeeks(exec, weeks);
        await exec('vacuum analyze weeks');
      });
    }
    seedSeconds[size] = (performance.now() - started) / 1000;
    opts.log(`seeded ${weeks.toLocaleString('en-US')} weeks in ${seedSeconds[size].toFixed(1)} s`);
    // The id of the destination the pages open is all the first requests need.
    await withExec(database, async (exec) => {
      const r = await exec(`select id from locations where name = 'Los Cabos'`);
      locationId = Number((r.rows[0] as unknown[])[0]);
    });
    const port = await freePort();
    const server = await startServer(
      opts.root,
      { ...env, NODE_ENV: 'production', COOKIE_SECURE: 'false', PORT: String(port), HOST: '127.0.0.1' },
      port,
      opts.serverDir,
    );
    opts.onCleanup(() => server.stop());
    servers.push(server);
  }

  const first = benchRequests({
    locationId,
    resortText: '',
    unitTypeText: '',
    accented: { exact: '', plain: '' },
  }).filter((r) => r.first);
  const rows: GrowthRow[] = [];
  for (const r of first) {
    opts.log(`growth: ${r.page} / ${r.label} on both catalogues, alternating`);
    // Short rounds, many of them: a burst of other work on the machine falls on both sizes.
    const rounds = 8;
    const [small, large] = await interleaved(
      servers.map((s) => s.baseUrl + r.path),
      {
        connections: opts.connections,
        rounds,
        roundMs: (opts.durationS * 1000) / rounds,
        warmupMs: opts.warmupS * 1000,
      },
    );
    rows.push({
      page: r.page,
      label: r.label,
      path: r.path,
      small: { ...small.summary(), errors: small.errors },
      large: { ...large.summary(), errors: large.errors },
    });
  }
  for (const s of servers) await s.stop();
  return {
    smallWeeks: opts.smallWeeks,
    largeWeeks: opts.largeWeeks,
    seedSeconds,
    connections: opts.connections,
    rows,
  };
}

/** A connection to the bench database for `fn`, closed before the server opens it (PGlite admits one process). */
async function withExec(database: BenchDatabase, fn: (exec: Exec) => Promise<void>): Promise<void> {
  if (database.url) {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    try {
      await fn((text, params = []) => c.query({ text, values: params, rowMode: 'array' }));
    } finally {
      await c.end();
    }
    return;
  }
  const db = newPglite(path.join(database.dataDir, 'pgdata'));
  await db.waitReady;
  try {
    await fn((text, params = []) => db.query(text, params, { rowMode: 'array' }));
  } finally {
    await db.query('CHECKPOINT');
    await db.close();
  }
}

const n = (x: number) => x.toLocaleString('en-US');

export function growthChecks(result: GrowthResult): Check[] {
  const ratios = result.rows.map((r) => r.large.p50 / r.small.p50);
  const failed = result.rows.some((r) => r.small.errors > 0 || r.large.errors > 0);
  return [
    {
      target: `cost growth: the first request of each public page at ${n(result.largeWeeks)} weeks vs ${n(result.smallWeeks)} weeks: p50 ratio ≤ ${GROWTH_MAX_RATIO}`,
      value: `${Math.max(...ratios).toFixed(2)} at worst (${result.rows.map((r, i) => `${r.page} ${ratios[i].toFixed(2)}`).join(', ')})${failed ? ' (errors)' : ''}`,
      pass: Math.max(...ratios) <= GROWTH_MAX_RATIO && !failed,
    },
  ];
}

export function renderGrowth(result: GrowthResult, heading: string): string {
  const ms = (x: number) => x.toFixed(2);
  const rows = result.rows.map((r) => [
    r.page,
    r.label,
    ms(r.small.p50),
    ms(r.large.p50),
    (r.large.p50 / r.small.p50).toFixed(2),
    ms(r.small.p99),
    ms(r.large.p99),
    `${n(r.small.requests)} / ${n(r.large.requests)}`,
  ]);
  const checks = growthChecks(result).map((c) => [c.target, c.value, c.pass ? 'PASS' : 'FAIL']);
  return [
    `#### Cost growth: first requests at ${n(result.smallWeeks)} and ${n(result.largeWeeks)} weeks (${result.connections} connections)`,
    '',
    heading,
    `Seeded ${n(result.smallWeeks)} weeks in ${result.seedSeconds.small.toFixed(1)} s and ${n(result.largeWeeks)} weeks in ${result.seedSeconds.large.toFixed(1)} s.`,
    '',
    table(
      [
        'page',
        'first request',
        `p50 ms, ${n(result.smallWeeks)}`,
        `p50 ms, ${n(result.largeWeeks)}`,
        'p50 ratio',
        `p99 ms, ${n(result.smallWeeks)}`,
        `p99 ms, ${n(result.largeWeeks)}`,
        'answers',
      ],
      rows,
    ),
    '',
    table(['target', 'measured', 'result'], checks),
  ].join('\n');
}

/** `--growth`: the first requests on two catalogue sizes (`sizes`, `A,B`), printed; nothing else runs. */
export async function runGrowth(
  run: {
    root: string;
    serverDir: string;
    adminUrl: string | undefined;
    env: NodeJS.ProcessEnv;
    sizes: string;
    log: (message: string) => void;
    cleanups: (() => Promise<void>)[];
  },
  o: { properties: number; connections: number; durationS: number; warmupS: number },
): Promise<boolean> {
  const [smallWeeks, largeWeeks] = run.sizes.split(',').map(Number);
  if (!(smallWeeks > 0 && largeWeeks > smallWeeks))
    throw new Error('--growth-sizes takes A,B with 0 < A < B');
  const result = await measureGrowth({
    root: run.root,
    serverDir: run.serverDir,
    adminUrl: run.adminUrl,
    env: run.env,
    smallWeeks,
    largeWeeks,
    properties: o.properties,
    connections: o.connections,
    durationS: o.durationS,
    warmupS: o.warmupS,
    log: run.log,
    onCleanup: (fn) => run.cleanups.push(fn),
  });
  const heading = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`;
  console.log(`\n${renderGrowth(result, heading)}\n`);
  return growthChecks(result).every((c) => c.pass);
}
