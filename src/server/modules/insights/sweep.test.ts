import { describe, expect, it } from 'vitest';
import { currentWorkClass, runAs, type WorkClass } from '#src/server/db/admission.ts';
import { startGuidanceRefresh } from './sweep';

describe('the refresh of price guidance kept ahead', () => {
  it('runs as work outside any request, even when a request asked for it: no request statement timeout', async () => {
    // Real timers: the fake ones do not carry a request's context into their callbacks as Node's do.
    const classes: (WorkClass | undefined)[] = [];
    let asked = () => {};
    const stop = startGuidanceRefresh(
      {
        refreshGuidance: async () => {
          classes.push(currentWorkClass());
          return 0;
        },
        onStaleAsked: (listener) => {
          asked = listener;
        },
      },
      { error: () => {} },
      60_000,
    );
    await expect.poll(() => classes.length).toBe(1);
    // A signed-in owner's request found a unit type's kept days not current.
    runAs('request', () => asked());
    runAs('publicRead', () => asked());
    await expect.poll(() => classes.length, { timeout: 5_000 }).toBe(2);
    stop();
    expect(classes).toEqual([undefined, undefined]);
  });
});
