import { describe, expect, it } from 'vitest';
import { startBookingClock } from '#src/server/modules/bookings/jobs.ts';
import { startPaymentsClock } from '#src/server/modules/payments/expiry.ts';
import { startReviewsClock } from '#src/server/modules/reviews/jobs.ts';
import { startClock } from './clock';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a clock's sweep", () => {
  it('runs the clock on its own every interval, never two runs at once, and stops when told', async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    const queued: string[] = [];
    const stop = await startClock(
      { work: async (name) => void queued.push(name) },
      'review-due',
      async () => {
        inFlight++;
        if (inFlight > 1) overlapped = true;
        runs++;
        await pause(45);
        inFlight--;
      },
      { error: () => {} },
      'test',
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
    const stop = await startClock(
      { work: async () => {} },
      'review-due',
      async () => {
        runs++;
        throw new Error('database away');
      },
      { error: (obj) => void logged.push(obj) },
      'test',
      10,
    );
    await pause(80);
    stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toEqual({ err: { message: 'database away' } });
  });
});

describe('the bookings and reviews clocks', () => {
  it('each works its own queue and runs its own service’s clock', async () => {
    for (const [start, queue] of [
      [startBookingClock, 'booking-due'],
      [startReviewsClock, 'review-due'],
      [startPaymentsClock, 'payment-due'],
    ] as const) {
      const queued: string[] = [];
      let ran = 0;
      const stop = await start(
        { work: async (name) => void queued.push(name) },
        {
          tick: async () => {
            ran++;
            return {} as never;
          },
        },
        { error: () => {} },
        10,
      );
      await pause(40);
      stop();
      expect(queued).toEqual([queue]);
      expect(ran).toBeGreaterThanOrEqual(1);
    }
  });
});
