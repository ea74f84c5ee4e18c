import { describe, expect, it } from 'vitest';
import { startReviewsClock } from './jobs';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the reviews' sweep", () => {
  it('works the review-due queue, runs the clock every interval, never two runs at once, and stops when told', async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    const queued: string[] = [];
    const stop = await startReviewsClock(
      { work: async (name) => void queued.push(name) },
      {
        tick: async () => {
          inFlight++;
          if (inFlight > 1) overlapped = true;
          runs++;
          await pause(45);
          inFlight--;
          return { opened: 0, reminded: 0, closed: 0, published: 0 };
        },
      },
      { error: () => {} },
      10,
    );
    expect(queued).toEqual(['review-due']);
    await pause(200);
    stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    await pause(100);
    expect(runs).toBe(seen);
  });

  it('logs a failed run (its message only) and keeps sweeping', async () => {
    const logged: unknown[] = [];
    let runs = 0;
    const stop = await startReviewsClock(
      { work: async () => {} },
      {
        tick: async () => {
          runs++;
          throw new Error('database away');
        },
      },
      { error: (obj) => void logged.push(obj) },
      10,
    );
    await pause(80);
    stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toEqual({ err: { message: 'database away' } });
  });
});
