/** PostgreSQL SQLSTATE codes, the same from node-postgres and PGlite (Drizzle may wrap them in `cause`). */
function sqlState(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => ['23503', '23001'].includes(sqlState(err) ?? '');
export const isCheckViolation = (err: unknown) => sqlState(err) === '23514';
