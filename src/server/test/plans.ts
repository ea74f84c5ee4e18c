import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';

/** A statement as the app sent it to the driver. */
export interface Statement {
  text: string;
  values: unknown[];
  /** Its prepared statement's name (node-postgres); absent for an unnamed one, and always on PGlite. */
  name?: string;
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * Every statement the app sends while `fn` runs, Drizzle-built or hand-written (lib/prepared.ts):
 * both drivers are called through `query` (node-postgres: `query({ text, values })` or
 * `query(text, values)`; PGlite: `query(text, values, options)`).
 */
export async function recordStatements(database: Database, fn: () => Promise<unknown>): Promise<Statement[]> {
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [
      string | { text: string; values?: unknown[]; name?: string },
      unknown[] | undefined,
    ];
    if (typeof first === 'string') seen.push({ text: first, values: second ?? [] });
    else seen.push({ text: first.text, values: first.values ?? second ?? [], name: first.name });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const text = v instanceof Date ? v.toISOString() : String(v);
  return `'${text.replace(/'/g, "''")}'`;
};

/**
 * The plan of a statement with its values: `custom`, planned for those values (what an unnamed
 * statement, PGlite's only kind, always gets), or `generic`, the plan PostgreSQL may keep for a
 * named prepared statement whatever its values (decision 011).
 */
export async function planOf(
  database: Database,
  s: Statement,
  mode: 'custom' | 'generic',
  /** Planner settings for this plan only (`enable_seqscan: 'off'`: whether an index can serve it at all, on a small table). */
  settings: Record<string, string> = {},
): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = force_${mode}_plan`));
    for (const [name, value] of Object.entries(settings))
      await tx.execute(sql.raw(`set local ${name} = ${value}`));
    await tx.execute(sql.raw(`prepare plan_probe as ${s.text}`));
    const args = s.values.length ? `(${s.values.map(literal).join(', ')})` : '';
    const { rows } = await tx.execute(sql.raw(`explain execute plan_probe${args}`));
    await tx.execute(sql.raw('deallocate plan_probe'));
    return rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
  });
}

/**
 * Runs a bulk insert into `table` with its secondary indexes dropped, then builds them again from
 * their own definitions: one pass each instead of maintaining them row by row, which the trigram
 * indexes make slow on PGlite (no pending list, decision 025). The bench loads its catalogues so.
 */
export async function loadWithoutIndexes(database: Database, table: string, load: () => Promise<unknown>) {
  const db = database.db;
  const { rows } = await db.execute(
    sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}
          and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  const indexes = rows as { indexname: string; indexdef: string }[];
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.indexname}"`));
  try {
    await load();
  } finally {
    for (const i of indexes) await db.execute(sql.raw(i.indexdef));
  }
}

/** A plan reads its table through `index`, never by a scan that `scan` matches. */
export function expectIndexRead(plan: string, label: string, scan: RegExp, index: RegExp) {
  expect(plan, label).not.toMatch(scan);
  expect(plan, label).toMatch(index);
}
