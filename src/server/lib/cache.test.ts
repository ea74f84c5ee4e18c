import { describe, expect, it } from 'vitest';
import { cache, cachedValue } from './cache';

const tick = () => new Promise((r) => setTimeout(r, 5));

function logged() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  return {
    lines,
    error: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
  };
}

describe('cache', () => {
  it('loads a key once for concurrent readers and keeps it for its lifetime', async () => {
    let runs = 0;
    const c = cache<string, number>({ name: 't', ttlMs: 60_000, max: 10, load: async () => ++runs });
    const answers = await Promise.all(Array.from({ length: 50 }, () => c.get('a')));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await c.get('a')).toBe(1);
    expect(runs).toBe(1);
  });

  it('never holds more than its maximum, dropping the least recently used key first', async () => {
    let runs = 0;
    const c = cache<string, string>({
      name: 't',
      ttlMs: 60_000,
      max: 3,
      load: async (k) => `${k}:${++runs}`,
    });
    for (let i = 0; i < 1_000; i++) await c.get(`k${i}`);
    expect(c.size).toBe(3);
    expect(await c.get('k999')).toBe('k999:1000');
    expect(await c.get('k0')).toBe('k0:1001');
    expect(c.keys().sort()).toEqual(['k0', 'k998', 'k999']);
  });

  it('keeps nothing with a maximum of 0', async () => {
    let runs = 0;
    const c = cache<string, number>({ name: 't', ttlMs: 60_000, max: 0, load: async () => ++runs });
    await c.get('a');
    expect(await c.get('a')).toBe(2);
    expect(c.size).toBe(0);
  });

  it('keeps no failure, and loads again after invalidate or past its lifetime', async () => {
    let fail = true;
    let runs = 0;
    const c = cache<string, number>({
      name: 't',
      ttlMs: 1,
      max: 10,
      load: async () => {
        if (fail) throw new Error('down');
        return ++runs;
      },
    });
    await expect(c.get('x')).rejects.toThrow('down');
    expect(c.size).toBe(0);
    fail = false;
    expect(await c.get('x')).toBe(1);
    await tick();
    expect(await c.get('x')).toBe(2);
    const kept = cachedValue('v', async () => ++runs, 60_000);
    expect(await kept.get()).toBe(3);
    expect(await kept.get()).toBe(3);
    kept.invalidate();
    expect(await kept.get()).toBe(4);
  });

  it('keeps null as a value', async () => {
    let runs = 0;
    const kept = cachedValue('v', async () => (++runs > 0 ? null : 1), 60_000);
    expect(await kept.get()).toBeNull();
    expect(await kept.get()).toBeNull();
    expect(runs).toBe(1);
  });

  it('hands a load that an invalidation overtook to its waiting readers only', async () => {
    let release: (v: number) => void = () => {};
    let runs = 0;
    const c = cache<string, number>({
      name: 't',
      ttlMs: 60_000,
      max: 10,
      load: () => (++runs === 1 ? new Promise<number>((r) => (release = r)) : Promise.resolve(runs)),
    });
    const early = c.get('a');
    c.invalidate();
    const late = c.get('a');
    release(1);
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(await c.get('a')).toBe(2);
  });

  it('past its lifetime answers the old value while rebuilding, and logs a failed rebuild without the key', async () => {
    const log = logged();
    let fail = false;
    let runs = 0;
    const c = cache<string, number>({
      name: 'answers',
      ttlMs: 1,
      max: 10,
      staleWhileRebuilding: log,
      load: async () => {
        runs++;
        if (fail) throw new Error('database went away');
        return runs;
      },
    });
    expect(await c.get('secret search')).toBe(1);
    await tick();
    fail = true;
    expect(await c.get('secret search')).toBe(1);
    await tick();
    expect(runs).toBe(2);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].obj.cache).toBe('answers');
    expect((log.lines[0].obj.err as Error).message).toBe('database went away');
    expect(JSON.stringify(log.lines)).not.toContain('secret');
    fail = false;
    expect(await c.get('secret search')).toBe(1);
    await tick();
    expect(await c.get('secret search')).toBe(3);
  });

  it('passes a failed first load to its readers without logging it as a rebuild', async () => {
    const log = logged();
    const c = cache<string, number>({
      name: 't',
      ttlMs: 60_000,
      max: 10,
      staleWhileRebuilding: log,
      load: () => Promise.reject(new Error('boom')),
    });
    await expect(c.get('a')).rejects.toThrow('boom');
    expect(log.lines).toHaveLength(0);
    expect(c.size).toBe(0);
  });
});
