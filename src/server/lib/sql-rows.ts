/**
 * The rows of `db.execute(...)`: node-postgres and PGlite both answer an object with `rows`; the
 * type Drizzle gives differs per driver, so hand-written statements read their rows through this.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
