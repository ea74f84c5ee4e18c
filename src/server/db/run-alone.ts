import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import type { Database } from './client';

/** Advisory-lock keys of work that must run in one process at a time (migrations and the job install have theirs). */
export const RUN_ALONE_KEYS = { exchangeRateFeed: 424_242_003 } as const;

/** Runs `work` unless another process runs it now; answers whether it ran. */
export type RunAlone = (work: () => Promise<void>) => Promise<boolean>;

/** For one process (tests, the embedded database): the work simply runs. */
export const runHere: RunAlone = async (work) => {
  await work();
  return true;
};

/**
 * On PostgreSQL: a transaction-scoped advisory lock, tried (never waited for) on one pool connection
 * and held while `work` runs. A second process finds it taken and skips the work, and the database
 * lets it go if the holder dies. `work` writes through the app's own connections, so what it commits
 * is visible before the lock is let go: the next holder sees it. The embedded database belongs to one
 * process, whose job workers take one job at a time, so there the work simply runs.
 */
export function runAlone(database: Pick<Database, 'db' | 'kind'>, key: number): RunAlone {
  if (database.kind !== 'pg') return runHere;
  return (work) =>
    database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ got: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as got`),
      );
      if (!row?.got) return false;
      await work();
      return true;
    });
}
