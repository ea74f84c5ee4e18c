import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { Admission, type AdmissionLimits, DEFAULT_ADMISSION, type WorkClass } from './admission';
import { type ChangeFeed, pgliteFeed, postgresFeed } from './changes';
import { lockDataDir } from './lock';
import { newPglite } from './pglite';

/** Both drivers speak the same Drizzle dialect; the node-postgres type stands for both. */
export type Db = NodePgDatabase;
/** A transaction or the database: a write that runs inside the caller's transaction when it has one. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Writes to cached tables, announced by the database to every process (db/changes.ts). */
  changes: ChangeFeed;
  /** Turns at the connections for public and staff reads (decision 037). */
  admission: Admission;
  /** What /api/health asks: a connection of its own (PostgreSQL), so a busy pool cannot hide a live database. */
  health: DatabaseHealth;
  /** Flushes to disk (PGlite) so that a stop leaves a database that opens again. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseHealth {
  /** One `select 1` outside the admission control (PostgreSQL: on a connection kept for it alone). */
  probe(): Promise<void>;
  /** True while requests wait for a connection: the database answers, the pool is saturated. */
  busy(): boolean;
}

/** Where lost connections are reported; pino's (Fastify's) logger fits. */
export interface DbLogger {
  warn(obj: object, msg: string): void;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database (tests). */
  dataDir?: string;
  /** An in-memory PGlite's starting data: a data directory dumped by PGlite (tests' migrated template). */
  loadDataDir?: Blob;
  purpose?: string;
  poolSize?: number;
  /** How long a request waits for a new PostgreSQL connection before it fails (503). */
  connectTimeoutMs?: number;
  /** Shares of the pool for public and staff reads, their wait, statement timeouts (decision 037). */
  admission?: Partial<AdmissionLimits>;
  logger?: DbLogger;
}

const consoleLogger: DbLogger = {
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};

/** The code and message of a driver error, with any `user:password@` that a message might quote removed. */
function safeError(err: unknown): { code?: string; message: string } {
  const e = err as { code?: unknown; message?: unknown };
  const message = String(e?.message ?? err).replace(/\/\/[^/@\s]*@/g, '//');
  return { ...(typeof e?.code === 'string' ? { code: e.code } : {}), message };
}

/** The statement_timeout a pooled connection was last given (unset: the server's default). */
const TIMEOUT_SET = Symbol('statementTimeout');
type TimedClient = pg.PoolClient & { [TIMEOUT_SET]?: number };

/**
 * A pool whose connections are handed out through the admission control (db/admission.ts): a
 * public or staff read first takes a turn of its share, held until the connection is released, and
 * each connection carries the statement_timeout of the work it is lent to.
 */
class AdmittedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly admission: Admission,
  ) {
    super(config);
  }

  // pg-pool's own `query` borrows through `connect(callback)`, so Drizzle's queries pass here too.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    const lent = this.#lend();
    if (!callback) return lent;
    lent.then(
      (client) => callback(undefined, client, (err) => client.release(err as Error | undefined)),
      (err: Error) => callback(err, undefined, () => {}),
    );
    return undefined;
  }

  async #lend(): Promise<pg.PoolClient> {
    const admitted = await this.admission.enter();
    let client: TimedClient;
    try {
      client = await super.connect();
    } catch (err) {
      admitted.done();
      throw err;
    }
    const release = client.release;
    client.release = (err?: Error | boolean) => {
      admitted.done();
      return release(err);
    };
    try {
      await this.#timeFor(client, admitted.cls);
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    return client;
  }

  /** Gives the connection its class's statement_timeout, only when it differs from the one it has. */
  async #timeFor(client: TimedClient, cls: WorkClass | undefined): Promise<void> {
    const want = this.admission.statementTimeoutMs(cls);
    if ((client[TIMEOUT_SET] ?? 0) === want) return;
    // Work outside requests (jobs, migrations) goes back to the server's own setting.
    await client.query(want ? `set statement_timeout = ${Math.floor(want)}` : 'reset statement_timeout');
    client[TIMEOUT_SET] = want;
  }
}

/**
 * A pg pool that survives the server dropping its connections (restart, failover, idle timeout):
 * without listeners, node-postgres re-throws a lost connection's error and the process dies.
 * The pool discards a broken client and opens a new one on the next request.
 */
function resilientPool(url: string, opts: OpenOptions, admission?: Admission): pg.Pool {
  const log = opts.logger ?? consoleLogger;
  const config: pg.PoolConfig = {
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    // Notices a server that vanished without closing the socket (a failover, a dead host).
    keepAlive: true,
  };
  // The health check's pool keeps its one connection open, so a server at max_connections still answers it.
  const pool = admission
    ? new AdmittedPool(config, admission)
    : new pg.Pool({ ...config, idleTimeoutMillis: 0 });
  pool.on('connect', (client) => {
    let reported = false;
    // A checked-out client has no pool listener; the query it was running already failed with this error.
    client.on('error', (err) => {
      if (reported) return;
      reported = true;
      log.warn({ err: safeError(err) }, 'database connection lost; the pool will open a new one');
    });
  });
  // An idle client's error reaches the pool too; the client listener above has already logged it.
  pool.on('error', () => {});
  return pool;
}

/** How long closing waits for the pool's connections to end. */
const POOL_END_MS = 3000;

/**
 * The embedded engine has one connection and runs one statement at a time: its `query`, `exec` and
 * `transaction` take a turn of the admission control first, so that public reads never fill its
 * line. (It has no statement_timeout to set: PGlite runs in this thread and has no timer signal.)
 * A view, not a change of the engine: the engine may itself be a view that reopens it after a
 * PANIC (db/pglite.ts), and the health probe calls the engine directly, without a turn.
 */
function admitPglite(client: PGlite, admission: Admission): PGlite {
  const admitted = new Set(['query', 'exec', 'transaction']);
  // What is assigned to the view stays on the view (a test records the statements it sends so).
  const assigned = new Map<string | symbol, unknown>();
  return new Proxy(client, {
    set(_target, prop, value) {
      assigned.set(prop, value);
      return true;
    },
    get(target, prop) {
      if (assigned.has(prop)) return assigned.get(prop);
      const value = Reflect.get(target, prop) as unknown;
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (typeof prop === 'string' && admitted.has(prop)) {
        return async (...args: unknown[]) => {
          const turn = await admission.enter();
          try {
            return await fn.apply(target, args);
          } finally {
            turn.done();
          }
        };
      }
      return fn.bind(target);
    },
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const limits = { ...DEFAULT_ADMISSION, ...opts.admission };
  if (opts.databaseUrl) {
    const url = opts.databaseUrl;
    const admission = new Admission(opts.poolSize ?? 10, limits);
    const pool = resilientPool(url, opts, admission);
    try {
      // Fail at start, not on the first request, when the server is unreachable.
      const probe = await pool.connect();
      probe.release();
    } catch (err) {
      await pool.end();
      throw err;
    }
    const changes = postgresFeed(url, opts.logger ?? consoleLogger);
    // Opened at the first probe: the CLI and the seeder never need it.
    let probePool: pg.Pool | undefined;
    return {
      db: drizzlePg(pool),
      kind: 'pg',
      changes,
      admission,
      health: {
        probe: async () => {
          probePool ??= resilientPool(url, { ...opts, poolSize: 1 });
          await probePool.query('select 1');
        },
        busy: () => admission.saturated || pool.waitingCount > 0,
      },
      checkpoint: async () => {},
      close: async () => {
        await changes.close();
        // A pooled connection the server dropped without a goodbye can keep pool.end() waiting forever.
        await Promise.race([
          Promise.all([pool.end(), probePool?.end()]),
          new Promise((resolve) => setTimeout(resolve, POOL_END_MS).unref()),
        ]);
      },
    };
  }
  const inMemory = !opts.dataDir || opts.dataDir === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir!, opts.purpose ?? 'server');
  try {
    const client = inMemory
      ? newPglite(undefined, opts.loadDataDir)
      : newPglite(path.join(opts.dataDir!, 'pgdata'));
    await client.waitReady;
    let closed = false;
    const changes = pgliteFeed(client);
    const admission = new Admission(1, limits);
    const admitted = admitPglite(client, admission);
    return {
      db: drizzlePglite(admitted) as unknown as Db,
      kind: 'pglite',
      changes,
      admission,
      health: {
        probe: async () => {
          await client.query('select 1');
        },
        busy: () => admission.saturated,
      },
      checkpoint: async () => {
        if (!closed) await client.query('CHECKPOINT');
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await changes.close();
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
