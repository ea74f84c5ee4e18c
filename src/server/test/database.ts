import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { migrationsFolder, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, waitUntilUnused } from './templates';

export { migrationsFolder };

export type TestBackend = 'pglite' | 'pg';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of the fresh database; undefined for in-memory PGlite. */
  url?: string;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** The server used for PostgreSQL runs; tests read it directly because they set up, not configure, the app. */
const serverUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * Backends a test file should cover: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set;
 * TEST_BACKENDS=pg leaves PGlite out, for a run after one that covered it (.ci/run, decision 049).
 * Use with `describe.each(testBackends())` to run the same tests on both.
 */
export function testBackends(): TestBackend[] {
  if (!serverUrl()) return ['pglite'];
  return process.env.TEST_BACKENDS === 'pg' ? ['pg'] : ['pglite', 'pg'];
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * PostgreSQL database (semana_t_<random>) on the TEST_DATABASE_URL server, so files never see
 * each other's rows and can run in parallel. Call drop() in afterAll. Under vitest it is a copy
 * of the run's migrated template (src/server/test/templates.ts); elsewhere it is migrated here.
 */
export async function createTestDatabase(opts: { backend?: TestBackend } = {}): Promise<TestDatabase> {
  const backend = opts.backend ?? (serverUrl() ? 'pg' : 'pglite');
  if (backend === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    if (!template) await runMigrations(database, migrationsFolder);
    return { database, drop: () => database.close() };
  }

  const server = serverUrl();
  if (!server) throw new Error('TEST_DATABASE_URL is not set: cannot create a PostgreSQL test database');
  const name = `semana_t_${randomBytes(6).toString('hex')}`;
  const template = process.env[PG_TEMPLATE_ENV];
  await onServer(server, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    if (!template) await runMigrations(database, migrationsFolder);
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
    await waitUntilUnused(client, name);
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
