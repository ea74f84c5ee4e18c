import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { projectRoot } from '../lib/paths';

export type TestBackend = 'pglite' | 'pg';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of the fresh database; undefined for in-memory PGlite. */
  url?: string;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), 'drizzle');

/** The server used for PostgreSQL runs; tests read it directly because they set up, not configure, the app. */
const serverUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * Backends a test file should cover: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * Use with `describe.each(testBackends())` to run the same tests on both.
 */
export function testBackends(): TestBackend[] {
  return serverUrl() ? ['pglite', 'pg'] : ['pglite'];
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (semana_t_<random>) on the TEST_DATABASE_URL server, so files never see
 * each other's rows and can run in parallel. Call drop() in afterAll.
 */
export async function createTestDatabase(opts: { backend?: TestBackend } = {}): Promise<TestDatabase> {
  const backend = opts.backend ?? (serverUrl() ? 'pg' : 'pglite');
  if (backend === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database, migrationsFolder);
    return { database, drop: () => database.close() };
  }

  const server = serverUrl();
  if (!server) throw new Error('TEST_DATABASE_URL is not set: cannot create a PostgreSQL test database');
  const name = `semana_t_${randomBytes(6).toString('hex')}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    await runMigrations(database, migrationsFolder);
  } catch (err) {
    await database?.close();
    await dropDatabase(server, name);
    throw err;
  }
  const opened = database;
  let dropped = false;
  return {
    database: opened,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await opened.close();
      await dropDatabase(server, name);
    },
  };
}

/**
 * pool.end() resolves before the server has seen every connection close; forcing the drop at that
 * moment kills them mid-goodbye and node-postgres reports an unhandled 57P01. So wait (briefly)
 * for them to go, and only then force out whatever a failed test left open (PostgreSQL 13+).
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
