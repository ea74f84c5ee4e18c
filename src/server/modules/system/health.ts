import type { Database } from '#src/server/db/client.ts';
import { isConnectionError } from '#src/server/lib/pg-errors.ts';
import type { DatabaseState } from '#src/shared/contracts/system.ts';

/** Health must answer quickly during an outage, well before a load balancer gives up on it. */
const HEALTH_PROBE_TIMEOUT_MS = 2000;

/**
 * One `select 1` on the health check's own connection, given at most `timeoutMs`: what a load
 * balancer or an operator needs to know. A database that answers while requests wait for the pool
 * is `busy`, not down (decision 037).
 */
export async function probeDatabase(
  database: Database,
  timeoutMs = HEALTH_PROBE_TIMEOUT_MS,
): Promise<{ state: DatabaseState; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = database.health.probe().then(
    () => ({ state: database.health.busy() ? ('busy' as const) : ('up' as const) }),
    (error: unknown) => ({
      state: isConnectionError(error) ? ('unreachable' as const) : ('error' as const),
      error,
    }),
  );
  try {
    const outcome = await Promise.race([query, timedOut]);
    return outcome === 'timeout' ? { state: 'timeout' } : outcome;
  } finally {
    clearTimeout(timer);
  }
}
