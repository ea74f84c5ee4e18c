import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChangeFeed, pgliteFeed, postgresFeed } from './changes';
import { lockDataDir } from './lock';
import { newPglite } from './pglite';

/** Both drivers speak the same Drizzle dialect; the node-postgres type stands for both. */
export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Writes to cached tables, announced by the database to every process (db/changes.ts). */
  changes: ChangeFeed;
  /** Flushes to disk (PGlite) so that a stop leaves a database that opens again. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

/** Where lost connections are reported; pino's (Fastify's) logger fits. */
export interface DbLogger {
  warn(obj: object, msg: string): void;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database (tests). */
  dataDir?: string;
  purpose?: string;
  poolSize?: number;
  /** How long a request waits for a new PostgreSQL connection before it fails (503). */
  connectTimeoutMs?: number;
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

/**
 * A pg pool that survives the server dropping its connections (restart, failover, idle timeout):
 * without listeners, node-postgres re-throws a lost connection's error and the process dies.
 * The pool discards a broken client and opens a new one on the next request.
 */
function resilientPool(url: string, opts: OpenOptions): pg.Pool {
  const log = opts.logger ?? consoleLogger;
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    // Notices a server that vanished without closing the socket (a failover, a dead host).
    keepAlive: true,
  });
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

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = resilientPool(opts.databaseUrl, opts);
    try {
      // Fail at start, not on the first request, when the server is unreachable.
      const probe = await pool.connect();
      probe.release();
    } catch (err) {
      await pool.end();
      throw err;
    }
    const changes = postgresFeed(opts.databaseUrl, opts.logger ?? consoleLogger);
    return {
      db: drizzlePg(pool),
      kind: 'pg',
      changes,
      checkpoint: async () => {},
      close: async () => {
        await changes.close();
        // A pooled connection the server dropped without a goodbye can keep pool.end() waiting forever.
        await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, POOL_END_MS).unref())]);
      },
    };
  }
  const inMemory = !opts.dataDir || opts.dataDir === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir!, opts.purpose ?? 'server');
  try {
    const client = newPglite(inMemory ? undefined : path.join(opts.dataDir!, 'pgdata'));
    await client.waitReady;
    let closed = false;
    const changes = pgliteFeed(client);
    return {
      db: drizzlePglite(client) as unknown as Db,
      kind: 'pglite',
      changes,
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
