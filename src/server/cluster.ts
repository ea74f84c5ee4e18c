import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start counts as failing to start. */
const QUICK_EXIT_MS = 10_000;
/** How long the primary waits for its workers to drain on SIGTERM before it stops them hard. */
const DRAIN_MS = 20_000;

/**
 * The primary of `WEB_CONCURRENCY` app processes (node's cluster module): it forks the workers,
 * which share the port (connections are handed out in turn), replaces one that dies, and on
 * SIGTERM or SIGINT passes the signal on and waits for every worker to drain its requests. The
 * database was migrated once before; everything shared (sessions, rate limits, jobs, cache
 * invalidation) lives in PostgreSQL, so any worker can answer any request (decision 036).
 */
export function runPrimary(count: number, log: { info(msg: string): void; error(msg: string): void }) {
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('every app process stopped');
        process.exit(0);
      }
      return;
    }
    log.error(`app process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= count * 3) {
      log.error('app processes keep failing right after they start; stopping (see their errors above)');
      process.exit(1);
    }
    setTimeout(fork, Math.min(200 * 2 ** quickExits, 5_000)).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: each app process drains its requests, then stops`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      log.error(`app processes still running after ${DRAIN_MS / 1000} s; stopping them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
  log.info(`started ${count} app processes`);
}
