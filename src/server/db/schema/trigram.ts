import { is, SQL, sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * A trigram GIN index (pg_trgm, migration 0016, decision 025): it finds the rows of a
 * `like '%text%'` on folded text (lib/sql.ts) without reading the whole table, for texts of three
 * characters or more. Each entry is a column that holds folded text, or the exact folding
 * expression a query writes (`foldAccents(column)`): the planner matches an expression index only
 * when the query's expression is the same.
 *
 * `fastupdate` is off, so a new row goes straight into the index's main tree instead of a pending
 * list. A search never has to read that list, and the planner's estimate never depends on a vacuum
 * having emptied it: PGlite has no autovacuum. Inserts cost a little more; the indexed tables are
 * written at the pace of people filling in forms.
 */
export function trigramIndex(
  name: string,
  ...on: [Partial<ExtraConfigColumn> | SQL, ...(Partial<ExtraConfigColumn> | SQL)[]]
) {
  const [first, ...rest] = on.map((c) =>
    is(c, SQL) ? sql`${c} gin_trgm_ops` : (c as ExtraConfigColumn).op('gin_trgm_ops'),
  );
  return index(name)
    .using('gin', first, ...rest)
    .with({ fastupdate: false });
}
