import { describe, expect, it } from 'vitest';
import { WorkGate } from './work-gate';

/** A piece of work that finishes when the test says so. */
function pending<T>() {
  let finish!: (value: T) => void;
  let fail!: (err: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('does the work once for 200 callers of the same key, and again once it is done', async () => {
    const gate = new WorkGate<string>({ active: 2, waiting: 4, maxWaitMs: 1000 });
    let calls = 0;
    const work = pending<string>();
    const answers = Array.from({ length: 200 }, () =>
      gate.run('page', () => {
        calls++;
        return work.promise;
      }),
    );
    await tick();
    expect(gate.load).toEqual({ running: 1, waiting: 0, keys: 1 });
    work.finish('drawn');
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['drawn']));
    expect(calls).toBe(1);
    expect(gate.load).toEqual({ running: 0, waiting: 0, keys: 0 });
    expect(await gate.run('page', async () => `again ${++calls}`)).toBe('again 2');
  });

  it('runs at most `active` at once, queues at most `waiting`, and turns the rest away at once', async () => {
    const gate = new WorkGate<number>({ active: 2, waiting: 3, maxWaitMs: 10_000 });
    const works = Array.from({ length: 200 }, () => pending<number>());
    let running = 0;
    let most = 0;
    const answers = works.map((w, i) =>
      gate.run(`page ${i}`, async () => {
        most = Math.max(most, ++running);
        try {
          return await w.promise;
        } finally {
          running--;
        }
      }),
    );
    await tick();
    expect(gate.load).toEqual({ running: 2, waiting: 3, keys: 5 });
    // The 195 beyond the queue already have their answer: nothing.
    const turnedAway = await Promise.all(answers.slice(5));
    expect(turnedAway.every((a) => a === undefined)).toBe(true);
    for (const [i, w] of works.slice(0, 5).entries()) {
      w.finish(i);
      await tick();
    }
    expect(await Promise.all(answers.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0, keys: 0 });
  });

  it('gives up on a turn that does not come within maxWaitMs, and keeps its count right', async () => {
    const gate = new WorkGate<string>({ active: 1, waiting: 5, maxWaitMs: 30 });
    const slow = pending<string>();
    const first = gate.run('a', () => slow.promise);
    const second = gate.run('b', async () => 'b');
    expect(await second).toBeUndefined();
    expect(gate.load.waiting).toBe(0);
    slow.finish('a');
    expect(await first).toBe('a');
    expect(await gate.run('c', async () => 'c')).toBe('c');
    expect(gate.load).toEqual({ running: 0, waiting: 0, keys: 0 });
  });

  it('passes a failure to every caller that joined, and frees the turn', async () => {
    const gate = new WorkGate<string>({ active: 1, waiting: 1, maxWaitMs: 1000 });
    const work = pending<string>();
    const answers = [gate.run('x', () => work.promise), gate.run('x', () => work.promise)];
    work.fail(new Error('database gone'));
    for (const answer of answers) await expect(answer).rejects.toThrow('database gone');
    expect(await gate.run('x', async () => 'back')).toBe('back');
    expect(gate.load).toEqual({ running: 0, waiting: 0, keys: 0 });
  });
});
