import { createHash } from 'node:crypto';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '#src/server/db/client.ts';
import { newPglite } from '#src/server/db/pglite.ts';
import { catalogService } from '#src/server/modules/catalog/service.ts';
import { propertiesService } from '#src/server/modules/properties/service.ts';
import { weeksService } from '#src/server/modules/weeks/service.ts';
import { propertySearchQuery } from '#src/shared/contracts/properties.ts';
import { weekSearchQuery } from '#src/shared/contracts/weeks.ts';
import { closedLoop, type LoopResult } from './loop';

export interface RecordedQuery {
  text: string;
  params: unknown[];
}
/** Groups run one after the other; the queries of a group run together (a service's Promise.all). */
export type QueryPlan = RecordedQuery[][];

/**
 * Collects the SQL a service sends, grouped: a query started while another is still running was
 * started with it (a Promise.all); one started when none is running starts the next group.
 */
class Recorder {
  plan: QueryPlan = [];
  inFlight = 0;
  record(text: string, params: unknown[]) {
    if (this.inFlight === 0 || this.plan.length === 0) this.plan.push([]);
    this.plan.at(-1)!.push({ text, params });
  }
  take(): QueryPlan {
    const plan = this.plan;
    this.plan = [];
    return plan;
  }
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Records every query the driver is given, whether Drizzle builds it or a service sends its own
 * SQL (lib/prepared.ts): `query(text, params)`, `query({ text, values })` or `query({ text }, params)` for node-postgres,
 * `query(text, params, options)` for PGlite.
 */
function track(client: object, recorder: Recorder): void {
  const c = client as { query: QueryFn };
  const original = c.query.bind(client);
  c.query = (...args) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') recorder.record(first, second ?? []);
    else recorder.record(first.text, first.values ?? second ?? []);
    recorder.inFlight++;
    return original(...args).finally(() => {
      recorder.inFlight--;
    });
  };
}

const unusedStore = async (): Promise<never> => {
  throw new Error('the floor stores no images');
};

/** The services as the app builds them, over a Drizzle instance that records their SQL. */
function buildServices(db: Db) {
  const weeks = weeksService(db);
  const catalog = catalogService(db);
  // The property search reads no images, so the service's image store and image jobs are never used here.
  const properties = propertiesService(
    db,
    { put: unusedStore, remove: unusedStore },
    { run: unusedStore, stats: () => ({ running: 0, waiting: 0 }) },
  );
  return { weeks, catalog, properties };
}
type Services = ReturnType<typeof buildServices>;

/** The service call behind an API path, with its query string parsed by the route's own contract. */
function serviceCall(s: Services, apiPath: string): (() => PromiseLike<unknown>) | undefined {
  const url = new URL(apiPath, 'http://bench');
  const query = Object.fromEntries(url.searchParams);
  switch (url.pathname) {
    case '/api/config':
      return undefined; // answered from configuration, no database work
    case '/api/vidanta/locations':
      return () => s.catalog.listLocations();
    case '/api/vidanta/locations/availability':
      return () => s.weeks.listAvailability();
    case '/api/vidanta/resorts':
      return () => s.catalog.listResorts();
    case '/api/vidanta/unit-types':
      return () => s.catalog.listUnitTypes(query.resortId ? Number(query.resortId) : undefined);
    case '/api/weeks/search':
      return () => s.weeks.search(weekSearchQuery.parse(query));
    case '/api/property-listings/search':
      return () => s.properties.search(propertySearchQuery.parse(query));
    default:
      throw new Error(`The floor does not know the service behind ${apiPath}`);
  }
}

export interface FloorConnection {
  kind: 'pg' | 'pglite';
  /** Safe to call twice. */
  close(): Promise<void>;
  /** Concurrency of the closed loop: the pool size for PostgreSQL, 1 for PGlite. */
  workers: number;
  /** Runs the services once for this path and returns the SQL they sent (undefined: no SQL). */
  record(apiPath: string): Promise<QueryPlan | undefined>;
  exec(sqlText: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Sends a recorded query the fastest way the driver allows. */
  replay(q: RecordedQuery): Promise<unknown>;
}

/** A bare pg.Pool (or the embedded database, in this process) plus a Drizzle view of it that records SQL. */
export async function openFloor(
  target: { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string },
  connections: number,
): Promise<FloorConnection> {
  const recorder = new Recorder();
  if (target.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: target.url, max: connections });
    // Drizzle gets its own pool: the tracking wrapper stays out of the floor's measurements.
    const recordPool = new pg.Pool({ connectionString: target.url, max: 4 });
    track(recordPool, recorder);
    const services = buildServices(drizzlePg(recordPool));
    return {
      kind: 'pg',
      workers: connections,
      record: (apiPath) => recordPlan(services, recorder, apiPath),
      exec: (text, params = []) => pool.query({ text, values: params, rowMode: 'array' }),
      // Array rows, as Drizzle asks node-postgres for; a named statement per text, so that PostgreSQL
      // parses and plans each once per connection: the best a bare client can do.
      replay: (q) =>
        pool.query({ name: statementName(q.text), text: q.text, values: q.params, rowMode: 'array' }),
      close: once(async () => {
        await recordPool.end();
        await pool.end();
      }),
    };
  }
  const client = newPglite(path.join(target.dataDir, 'pgdata'));
  await client.waitReady;
  const exec = client.query.bind(client);
  track(client, recorder);
  const services = buildServices(drizzlePglite(client) as unknown as Db);
  return {
    kind: 'pglite',
    workers: 1,
    record: (apiPath) => recordPlan(services, recorder, apiPath),
    exec: (text, params = []) => exec(text, params, { rowMode: 'array' }),
    replay: (q) => exec(q.text, q.params, { rowMode: 'array' }),
    close: once(async () => {
      // The server opens these files next: leave them checkpointed, as the server does at stop.
      await client.query('CHECKPOINT');
      await client.close();
    }),
  };
}

/** The SQL of a request in steady state: the second of two calls, so that anything a service caches is cached. */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `floor_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

async function recordPlan(
  services: Services,
  recorder: Recorder,
  apiPath: string,
): Promise<QueryPlan | undefined> {
  const call = serviceCall(services, apiPath);
  if (!call) return undefined;
  await call();
  recorder.take();
  await call();
  return recorder.take();
}

/** Sends the plan's SQL in a closed loop: each worker starts the next round when its last one ends. */
export async function runFloor(
  floor: FloorConnection,
  plan: QueryPlan,
  opts: { durationMs: number; warmupMs: number },
): Promise<LoopResult> {
  const once = async () => {
    for (const group of plan) await Promise.all(group.map((q) => floor.replay(q)));
  };
  if (opts.warmupMs > 0) await closedLoop(floor.workers, opts.warmupMs, once);
  return closedLoop(floor.workers, opts.durationMs, once);
}

/** How a plan reads in the report: '1 + 3 parallel' for a pre-query then three together. */
export function describePlan(plan: QueryPlan | undefined): string {
  if (!plan) return 'no SQL';
  if (plan.length === 0) return 'none (cached)';
  if (plan.length === 1 && plan[0].length === 1) return '1 query';
  return plan.map((g) => (g.length === 1 ? '1' : `${g.length} parallel`)).join(' + ');
}
