import os from 'node:os';
import sharp from 'sharp';
import { AppError } from '../lib/errors';

export interface ImageJobLimits {
  /** Jobs running at once in this process. */
  concurrency: number;
  /** Jobs that may wait for a turn; one more is refused at once. */
  queue: number;
  /** How long a job may wait for a turn before it is refused. */
  waitMs: number;
}

export const BUSY_MESSAGE = 'properties.serverBusyProcessingOtherPhotos';

/**
 * Decoding photos is the one thing a few requests can make expensive: each 12-megapixel photo takes
 * tens of MiB inside libvips. Jobs (one upload's photos each) run at most `concurrency` at a time,
 * first come first served; beyond the queue, or after waiting too long, a job is refused with a 503
 * and a Retry-After, before anything is stored (decision 015).
 */
export function imageJobQueue(limits: ImageJobLimits) {
  // libvips' own threads per image and its operation cache: every upload is a new file, so the cache
  // only holds memory; the threads are shared out so that the jobs together use the machine's cores.
  sharp.cache(false);
  sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / limits.concurrency)));

  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.waitMs / 1000));
  const busy = () => new AppError('UNAVAILABLE', BUSY_MESSAGE, { retryAfterSeconds });

  const turn = (): Promise<void> => {
    if (running < limits.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= limits.queue) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        // The slot of the job that finished passes straight to this one.
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, limits.waitMs),
      };
      waiting.push(entry);
    });
  };

  const done = () => {
    const next = waiting.shift();
    if (next) next.start();
    else running--;
  };

  return {
    /** Runs `job` when a slot is free; throws a 503 AppError when the queue is full or the wait too long. */
    async run<T>(job: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await job();
      } finally {
        done();
      }
    },
    /** For the logs and the tests: jobs running and waiting now. */
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type ImageJobQueue = ReturnType<typeof imageJobQueue>;
