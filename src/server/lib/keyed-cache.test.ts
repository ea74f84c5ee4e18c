import { describe, expect, it } from 'vitest';
import { keyedCache } from './keyed-cache';

describe('keyedCache', () => {
  it('computes a key once for concurrent callers and keeps it for its lifetime', async () => {
    const cache = keyedCache<number>({ ttlMs: 60_000, max: 10 });
    let runs = 0;
    const load = async () => ++runs;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('a', load)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(await cache.get('a', load)).toBe(1);
    expect(runs).toBe(1);
  });

  it('never holds more than its maximum, dropping the oldest key first', async () => {
    const cache = keyedCache<string>({ ttlMs: 60_000, max: 3 });
    for (let i = 0; i < 1_000; i++) await cache.get(`k${i}`, async () => `v${i}`);
    expect(cache.size).toBe(3);
    let runs = 0;
    expect(await cache.get('k999', async () => `again${++runs}`)).toBe('v999');
    expect(await cache.get('k0', async () => `again${++runs}`)).toBe('again1');
  });

  it('keeps nothing with a maximum of 0', async () => {
    const cache = keyedCache<number>({ ttlMs: 60_000, max: 0 });
    let runs = 0;
    await cache.get('a', async () => ++runs);
    expect(await cache.get('a', async () => ++runs)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keeps no failure, and computes again after invalidate or past its lifetime', async () => {
    const cache = keyedCache<number>({ ttlMs: 0, max: 10 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    const fresh = keyedCache<number>({ ttlMs: 60_000, max: 10 });
    expect(await fresh.get('x', async () => 1)).toBe(1);
    fresh.invalidate();
    expect(await fresh.get('x', async () => 2)).toBe(2);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('y', async () => 3)).toBe(3);
    await new Promise((r) => setTimeout(r, 5));
    expect(await cache.get('y', async () => 4)).toBe(4);
  });
});
