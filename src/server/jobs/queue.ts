import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { JOB_SCHEMA } from './install';

/**
 * The durable job queue: pg-boss on the project's own database (decision 019). It talks to the
 * database through the pool (PostgreSQL) or the embedded engine (PGlite) the app already holds, so
 * jobs live in the same database as the rows that cause them and can be written in their
 * transaction. pg-boss hands each job to one worker across every process (SKIP LOCKED), retries
 * failures with backoff, and keeps what it could not do.
 */

/** What pg-boss needs of a database: run SQL, with or without parameters. */
interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite: several statements in one call (pg-boss runs its maintenance that way). */
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
  /** A node-postgres pool: a script with its own BEGIN gets a connection of its own. */
  connect?: () => Promise<Queryable & { release(): void }>;
}

function executorOf(client: Queryable): SqlExecutor {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && client.exec) {
        try {
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        } catch (err) {
          // A script that failed inside its BEGIN would leave the one embedded connection aborted.
          if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => {});
          throw err;
        }
      }
      if ((!values || values.length === 0) && client.connect && /\bBEGIN\b/i.test(text)) {
        // Never hand a connection back to the pool inside a failed transaction.
        const connection = await client.connect();
        try {
          return await connection.query(text);
        } catch (err) {
          await connection.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          connection.release();
        }
      }
      return client.query(text, values);
    },
  };
}

/** The driver client under a Drizzle database or transaction (node-postgres pool/client, PGlite). */
function clientOf(db: Db): Queryable {
  const inner = db as unknown as { $client?: Queryable; session?: { client?: Queryable } };
  const client = inner.session?.client ?? inner.$client;
  if (!client) throw new Error('No database client to run jobs on');
  return client;
}

export interface SendOptions {
  /** Write the job in this transaction: it exists only if the change that causes it commits. */
  tx?: Db;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with backoff. */
  retryDelay?: number;
  /** A job with the same key already queued is not queued again. */
  singletonKey?: string;
  /** Not before this many seconds from now (a digest, a batch). */
  startAfterSeconds?: number;
}

export interface JobQueue {
  start(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export function openJobQueue(
  database: Database,
  log: { error(obj: object, msg: string): void },
  options: { pollingIntervalSeconds?: number } = {},
): JobQueue {
  const boss = new PgBoss({
    db: executorOf(clientOf(database.db)),
    schema: JOB_SCHEMA,
    // Its schema is created with the migrations, under a lock (jobs/install.ts).
    migrate: false,
    schedule: false,
    // Embedded database: one process owns it, so one supervisor; PostgreSQL: each process
    // supervises, and pg-boss elects one to run maintenance.
    supervise: true,
  });
  // A failing job is retried; pg-boss reports its own trouble (lost database) here, never with bodies.
  boss.on('error', (err: Error) => log.error({ err: { message: err.message } }, 'job queue error'));
  const queues = new Set<string>();
  // The app's queues are created with the migrations (jobs/install.ts); this only guards a name
  // that was not, and creating it is then rare enough not to race.
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    queues.add(name);
  };
  let started = false;

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async send(name, data, opts = {}) {
      // No queue lookup here: inside a transaction on the embedded engine a second statement outside
      // it would wait for that transaction forever. The queues exist from the migrations on.
      return boss.send(name, data, {
        retryLimit: opts.retryLimit ?? 12,
        retryDelay: opts.retryDelay ?? 15,
        retryBackoff: true,
        singletonKey: opts.singletonKey,
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
        ...(opts.tx ? { db: executorOf(clientOf(opts.tx)) } : {}),
      });
    },
    async work(name, handler) {
      await ensureQueue(name);
      // One job per fetch (a failure retries only its own job); after a job the worker fetches
      // again at once, so a burst drains without waiting a polling interval per message.
      let workerId: string | undefined;
      workerId = await boss.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          try {
            await handler(job.data as never, job.id);
          } finally {
            if (workerId && started) boss.notifyWorker(workerId);
          }
        },
      );
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
