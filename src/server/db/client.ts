import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';

/** Both drivers speak the same Drizzle dialect; the node-postgres type stands for both. */
export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Flushes to disk (PGlite) so that a stop leaves a database that opens again. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway in-memory database (tests). */
  dataDir?: string;
  purpose?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // Fail at start, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzlePg(pool),
      kind: 'pg',
      checkpoint: async () => {},
      close: () => pool.end(),
    };
  }
  const inMemory = !opts.dataDir || opts.dataDir === 'memory://';
  const release = inMemory ? () => {} : lockDataDir(opts.dataDir!, opts.purpose ?? 'server');
  try {
    const client = new PGlite(inMemory ? undefined : path.join(opts.dataDir!, 'pgdata'));
    await client.waitReady;
    let closed = false;
    return {
      db: drizzlePglite(client) as unknown as Db,
      kind: 'pglite',
      checkpoint: async () => {
        if (!closed) await client.query('CHECKPOINT');
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
