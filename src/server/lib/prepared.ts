import type { Db } from '../db/client';

/**
 * Hand-written SQL for the hottest public reads (decision 011). Each statement has a fixed name, so
 * PostgreSQL parses and plans it once per connection; rows come back as arrays, in select order.
 * Both drivers behind Drizzle answer `query`; PGlite has no named statements and ignores the name.
 */
export interface RawQuery {
  /** Only for statements whose number of distinct texts is bounded (a shape per filter set). */
  name?: string;
  text: string;
  values: unknown[];
}

interface PgLike {
  query(config: { name?: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{
    rows: unknown[][];
  }>;
}
interface PgliteLike {
  waitReady: Promise<void>;
  query(text: string, values: unknown[], opts: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

export function rawRows(db: Db, q: RawQuery): Promise<unknown[][]> {
  const client = (db as unknown as { $client: PgLike | PgliteLike }).$client;
  if ('waitReady' in client) {
    return client.query(q.text, q.values, { rowMode: 'array' }).then((r) => r.rows);
  }
  return client.query({ name: q.name, text: q.text, values: q.values, rowMode: 'array' }).then((r) => r.rows);
}

/**
 * Statement names for SQL texts built from a small set of shapes: the same text always gets the same
 * name, and a text never seen before gets a new one.
 */
export function statementNames(prefix: string) {
  const names = new Map<string, string>();
  return (text: string): string => {
    let name = names.get(text);
    if (!name) {
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/** The ISO 8601 text of a timestamptz column, as `Date.prototype.toISOString` writes it. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
