import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { projectRoot } from '../lib/paths';

/**
 * Migrated templates the test databases are cloned from (decision 049): the migrations run once per
 * run, not once per test file. Each template is named after a hash of what makes the schema, so a
 * changed migration builds a new one; other templates unused for an hour are removed.
 */

export const migrationsFolder = path.join(projectRoot(), 'drizzle');
/** The environment variables through which the run's global setup hands its templates to the test files. */
export const PGLITE_TEMPLATE_ENV = 'SEMANA_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'SEMANA_TEST_PG_TEMPLATE';

const TEMPLATE_PREFIX = 'semana_tpl_';
const LEFTOVER_AFTER_MS = 60 * 60 * 1000;
// Another constant than the migrations' and the job queue's locks (db/migrate.ts, jobs/install.ts).
const TEMPLATE_LOCK_KEY = 424_242_003;

/** A hash of the migrations, the job queue's installer and the engines' versions: what the template holds. */
export function schemaHash(): string {
  const root = projectRoot();
  const hash = createHash('sha256');
  const add = (file: string) => hash.update(file).update(readFileSync(path.join(root, file)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else add(rel);
    }
  };
  walk('drizzle');
  add('src/server/db/migrate.ts');
  add('src/server/jobs/install.ts');
  for (const pkg of ['@electric-sql/pglite', 'pg-boss'])
    hash.update(
      JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version,
    );
  return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a migrated PGlite data directory dump (a tar file) in node_modules/.cache, built when
 * missing. Written under a temporary name and renamed, so a run beside this one never reads half a file.
 */
export async function pgliteTemplate(hash = schemaHash()): Promise<string> {
  const dir = path.join(projectRoot(), 'node_modules', '.cache', 'semana-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${hash}.tar`);
  for (const name of readdirSync(dir)) {
    const other = path.join(dir, name);
    if (other !== file && Date.now() - statSync(other).mtimeMs > LEFTOVER_AFTER_MS)
      rmSync(other, { force: true });
  }
  try {
    const now = new Date();
    utimesSync(file, now, now);
    return file;
  } catch {
    // not built yet
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database, migrationsFolder);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * The name of a migrated template database on the PostgreSQL server of `serverUrl`, built when
 * missing (under a lock, so two runs build it once). It is built under another name and renamed
 * when complete, and nothing stays connected to it: PostgreSQL clones only a template no one uses.
 */
export async function postgresTemplate(serverUrl: string, hash = schemaHash()): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await buildPostgresTemplate(admin, serverUrl, name);
    // The comment holds when the template was last used: what tells a leftover.
    await admin.query(`comment on database ${name} is '${Date.now()}'`);
    await dropLeftovers(admin, name);
  } finally {
    await admin.end();
  }
  return name;
}

async function buildPostgresTemplate(admin: pg.Client, serverUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await runMigrations(database, migrationsFolder);
  } finally {
    await database.close();
  }
  await waitUntilUnused(admin, building);
  await admin.query(`alter database ${building} rename to ${name}`);
}

/** Waits (briefly) until no connection to `name` is left: a closed pool's goodbyes arrive a moment later. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Drops the other templates no run has used for an hour; one a run still clones from stays (the drop fails). */
async function dropLeftovers(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select d.datname, shobj_description(d.oid, 'pg_database') as used
       from pg_database d where d.datname like $1 and d.datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  );
  for (const row of rows) {
    if (Date.now() - Number(row.used ?? 0) < LEFTOVER_AFTER_MS) continue;
    await admin.query(`drop database if exists ${row.datname}`).catch(() => {});
  }
}
