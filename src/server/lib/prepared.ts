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

/**
 * Page sizes written into the SQL as literals. With `limit $n` PostgreSQL re-plans a prepared
 * statement on every run (a generic plan for an unknown limit looks costlier); with a literal it
 * keeps one generic plan. Other sizes go as a parameter, in an unnamed statement, so a client
 * cannot make a connection hold a statement per page size.
 */
const LITERAL_PAGE_SIZES = new Set([10, 12, 20, 24, 48]);

/**
 * `select … where … order by …` plus its page: the limit (a literal for the screens' page sizes),
 * the offset as a parameter after the first page, and a statement name when the text is one of a
 * bounded set of shapes.
 */
export function pagedQuery(
  select: string,
  page: { page: number; pageSize: number },
  values: unknown[],
  nameOf: (text: string) => string,
): RawQuery {
  const literal = LITERAL_PAGE_SIZES.has(page.pageSize);
  let text = `${select} limit ${literal ? page.pageSize : `$${values.push(page.pageSize)}`}`;
  if (page.page > 1) text += ` offset $${values.push((page.page - 1) * page.pageSize)}`;
  return { name: literal ? nameOf(text) : undefined, text, values };
}

/**
 * Reads a raw row by position: `rowReader<T>(['id', 'name'])` turns `[7, 'Ana', …]` into
 * `{ id: 7, name: 'Ana' }`, starting at column `from`. The names follow the select's columns in
 * order; the values are taken as the select's casts make them (`::int`, `::float8`, `to_char`),
 * unchecked, as a `r[i] as T` would. The hottest rows (the public searches, the whole catalogue)
 * are written out field by field instead.
 */
export function rowReader<T>(names: readonly (keyof T & string)[], from = 0): (r: unknown[]) => T {
  return (r) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]] = r[from + i];
    return row as T;
  };
}

/** The first and last name at columns `at` and `at + 1`; null where a left join found no user. */
export const personAt = (r: unknown[], at: number) =>
  r[at] === null ? null : { firstName: r[at] as string, lastName: r[at + 1] as string };
