import { describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import { AppError } from '../lib/errors';
import { BUSY_MESSAGE, imageJobQueue } from './image-jobs';

/** A job that runs until `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, job: () => done };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('imageJobQueue', () => {
  it('runs up to the limit, queues the next in order, and refuses beyond the queue with a 503 and Retry-After', async () => {
    const jobs = imageJobQueue({ concurrency: 2, queue: 1, waitMs: 5_000 });
    const a = gate();
    const b = gate();
    const order: string[] = [];
    const runA = jobs.run(a.job).then(() => order.push('a'));
    const runB = jobs.run(b.job).then(() => order.push('b'));
    const runC = jobs.run(async () => {
      order.push('c started');
    });
    expect(jobs.stats()).toEqual({ running: 2, waiting: 1 });

    const err = await refusal(jobs.run(async () => 'never'));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe(englishText(BUSY_MESSAGE));
    expect((err as AppError).extra.retryAfterSeconds).toBe(5);

    // The queued job starts only when a running one ends.
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    b.finish();
    await Promise.all([runB, runC]);
    expect(order.sort()).toEqual(['b', 'c started']);
    a.finish();
    await runA;
    expect(jobs.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job that waited longer than the bound, and a failing job frees its slot', async () => {
    const jobs = imageJobQueue({ concurrency: 1, queue: 5, waitMs: 50 });
    const a = gate();
    const runA = jobs.run(a.job);
    const err = await refusal(jobs.run(async () => 'late'));
    expect((err as AppError).status).toBe(503);
    expect(jobs.stats()).toEqual({ running: 1, waiting: 0 });
    a.finish();
    await runA;

    await expect(jobs.run(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(jobs.run(async () => 'next')).resolves.toBe('next');
    expect(jobs.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
