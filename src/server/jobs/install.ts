import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** pg-boss's tables live in their own schema of the project's database. */
export const JOB_SCHEMA = 'pgboss';
/** Every queue the app uses, created here once (two processes creating one at once deadlock). */
const JOB_QUEUES = [
  'mail-send',
  'week-alerts',
  'alert-digest',
  'saved-search-digest',
  'owner-lead-batch',
  'exchange-rate',
  'password-reset',
  'booking-due',
  'review-due',
  'conversation-mail',
  'payment-due',
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];
/**
 * 'short': at most one job per key waiting, so a day's digest or an hour's batch is queued once
 * however many matches or leads arrive meanwhile; the others take every job.
 */
const QUEUE_POLICY: Record<JobQueueName, 'standard' | 'short'> = {
  'mail-send': 'standard',
  'week-alerts': 'standard',
  'alert-digest': 'short',
  'saved-search-digest': 'short',
  'owner-lead-batch': 'short',
  'exchange-rate': 'short',
  'password-reset': 'standard',
  'booking-due': 'standard',
  'review-due': 'standard',
  'conversation-mail': 'short',
  'payment-due': 'standard',
};
// Shared by every process of this app; another than the migrations' own lock.
const INSTALL_LOCK_KEY = 424_242_002;

interface PgPoolLike {
  connect(): Promise<{
    query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    release(): void;
  }>;
}
interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  exec(text: string): Promise<unknown>;
}

type Run = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Creates the queues that are missing (the caller holds the install lock). */
async function createQueues(run: Run) {
  for (const name of JOB_QUEUES) {
    const { rows } = await run(`select 1 from ${JOB_SCHEMA}.queue where name = $1`, [name]);
    if (rows.length === 0)
      await run(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [name, { policy: QUEUE_POLICY[name] }]);
  }
}

/**
 * Creates the job queue's schema once, with the migrations at start, under a lock: processes
 * starting together take turns and the second finds it there (pg-boss, left to itself, checks and
 * creates without a lock, and two fresh processes would both try). A failed script is rolled back
 * so the connection goes back to the pool clean.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const script = PgBoss.getConstructionPlans(JOB_SCHEMA);
  const exists = `select to_regclass('${JOB_SCHEMA}.version') is not null as present`;
  const client = (database.db as unknown as { $client: PgPoolLike | PgliteLike }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PgliteLike;
    if (!(await pglite.query(exists)).rows[0].present) {
      try {
        await pglite.exec(script);
      } catch (err) {
        await pglite.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    }
    await createQueues((text, values) => pglite.query(text, values));
    return;
  }
  const connection = await (client as PgPoolLike).connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [INSTALL_LOCK_KEY]);
    if (!(await connection.query(exists)).rows[0].present) {
      try {
        await connection.query(script);
      } catch (err) {
        await connection.query('ROLLBACK').catch(() => {});
        throw err;
      }
    }
    await createQueues((text, values) => connection.query(text, values));
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [INSTALL_LOCK_KEY]).catch(() => {});
    connection.release();
  }
}
