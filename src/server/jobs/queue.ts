import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { JOB_SCHEMA, type JobQueueName } from './install';

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
  send(name: JobQueueName, data: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(
    name: JobQueueName,
    handler: (data: T, jobId: string) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

/** What the queue reports: its own trouble (a lost database), never job data. */
export interface QueueLog {
  error(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  /** How long a finished job's result is retried while the database is away (then its claim expires). */
  settleForMs?: number;
}

/** The longest a job's handler may run before the queue stops waiting for it (pg-boss's own default expiry). */
const HANDLER_LIMIT_MS = 15 * 60 * 1000;
const SETTLE_PAUSE_MIN_MS = 250;
const SETTLE_PAUSE_MAX_MS = 5000;

/** A pause that ends early when `wake` settles; it never keeps a stopping process alive. */
const sleep = (ms: number, wake?: Promise<void>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void wake?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A promise and its resolve (Promise.withResolvers needs Node 22). */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The message (and SQLSTATE) of an error: a job's data and addresses never reach the log. */
function briefly(err: unknown): { code?: string; message: string } {
  const e = err as { code?: unknown; message?: unknown };
  const message = String(e?.message ?? err).replace(/\/\/[^/@\s]*@/g, '//');
  return { ...(typeof e?.code === 'string' ? { code: e.code } : {}), message };
}

export function openJobQueue(database: Database, log: QueueLog, options: QueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: executorOf(clientOf(database.db)),
    schema: JOB_SCHEMA,
    // Its schema is created with the migrations, under a lock (jobs/install.ts).
    migrate: false,
    schedule: false,
    // Embedded database: one process owns it, so one supervisor; PostgreSQL: each process
    // supervises, and pg-boss elects one to run maintenance (which also expires stale claims).
    supervise: true,
  });
  // pg-boss reports its own trouble (a lost database during maintenance) here, never with bodies.
  boss.on('error', (err: Error) => log.error({ err: briefly(err) }, 'job queue error'));
  const queues = new Set<string>();
  // The app's queues are created with the migrations (jobs/install.ts); this only guards a name
  // that was not, and creating it is then rare enough not to race.
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    if (!(await boss.getQueue(name))) await boss.createQueue(name);
    queues.add(name);
  };
  let started = false;
  let stopping = false;
  // Resolved when the queue stops, so that sleeping loops wake up at once.
  let wake = signal();
  const loops: Promise<void>[] = [];
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  const settleForMs = options.settleForMs ?? 5 * 60 * 1000;

  /**
   * Records a job's outcome. The handler has run, so the outcome must not be lost with a connection:
   * it is tried again with a growing pause while the database is away (pg-boss's own workers leave
   * this promise to nobody, and a dropped connection then ended the process). Only if the database
   * stays away longer than `settleForMs` does the job's claim expire and the job run again.
   */
  const settle = async (what: 'complete' | 'fail', name: string, id: string, output?: object) => {
    let pause = SETTLE_PAUSE_MIN_MS;
    const until = Date.now() + settleForMs;
    for (;;) {
      try {
        if (what === 'complete') await boss.complete(name, id);
        else await boss.fail(name, id, output);
        return;
      } catch (err) {
        // At a stop the database is closing: the claim expires and the job runs again later.
        if (stopping || Date.now() + pause > until) {
          log.error(
            { jobId: id, queue: name, err: briefly(err) },
            'job outcome not recorded; its claim will expire',
          );
          return;
        }
        log.warn?.(
          { jobId: id, queue: name, err: briefly(err) },
          'job outcome not recorded yet; trying again',
        );
        await sleep(pause, wake.promise);
        pause = Math.min(pause * 2, SETTLE_PAUSE_MAX_MS);
      }
    }
  };

  /** Runs a handler with pg-boss's time limit for a job (an expired claim is given to another worker). */
  const runHandler = async (handler: () => Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('job took longer than its time limit')), HANDLER_LIMIT_MS);
      timer.unref();
    });
    try {
      await Promise.race([handler(), limit]);
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * One worker per queue and process, one job at a time (a failure retries only its own job); after a
   * job it fetches again at once, so a burst drains without waiting a polling interval per message.
   * Every promise here is awaited inside a try: a lost connection is a pause, never a crash.
   */
  const workLoop = async <T extends object>(
    name: string,
    handler: (data: T, jobId: string) => Promise<void>,
  ) => {
    while (!stopping) {
      let job: { id: string; data: unknown } | undefined;
      try {
        // pg-boss's fetch answers [] when the database is away; the claim is one UPDATE … RETURNING.
        [job] = await boss.fetch<object>(name, { batchSize: 1 });
      } catch (err) {
        log.warn?.({ queue: name, err: briefly(err) }, 'job queue could not fetch; trying again');
      }
      if (!job) {
        await sleep(pollMs, wake.promise);
        continue;
      }
      try {
        await runHandler(() => handler(job.data as T, job.id));
      } catch (err) {
        // pg-boss keeps the failure as the job's output: the message, never the data.
        await settle('fail', name, job.id, { message: briefly(err).message });
        continue;
      }
      await settle('complete', name, job.id);
    }
  };

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      stopping = false;
      wake = signal();
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
      // Owned here: the loop catches everything it awaits, and stop() waits for it.
      loops.push(workLoop(name, handler));
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      wake.resolve();
      // A job under way finishes (and its outcome is recorded) before the database closes, for at most 10 s.
      const drained = Promise.all(loops.splice(0));
      await Promise.race([drained, sleep(10_000)]);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
