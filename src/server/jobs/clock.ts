import type { JobQueueName } from './install';
import type { JobQueue } from './queue';

/**
 * Starts one of the site's clocks in this process: a worker on its queue (a job is a nudge to run
 * the clock now) and a sweep every `sweepMs` for what no job was queued for. The clock's table is the
 * truth and every step is claimed in the database, so several processes at once are safe; a run is
 * never started while the last is still going. A failed run is logged (its message only) and the
 * sweep goes on (CODE_STYLE.md, 19). Answers the function that stops the sweep.
 */
export async function startClock(
  jobs: Pick<JobQueue, 'work'>,
  queue: JobQueueName,
  tick: (now: Date) => Promise<unknown>,
  log: { error(obj: unknown, msg: string): void },
  name: string,
  sweepMs: number,
): Promise<() => void> {
  await jobs.work(queue, async () => {
    await tick(new Date());
  });
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick(new Date())
      .catch((err: unknown) =>
        log.error({ err: { message: (err as Error)?.message } }, `${name} sweep failed`),
      )
      .finally(() => {
        running = false;
      });
  }, sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
