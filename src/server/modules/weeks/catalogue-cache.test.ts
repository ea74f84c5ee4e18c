import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#src/server/db/client.ts';
import type { CatalogueKey, Representation } from './catalogue-build';
import { wholeCatalogue } from './catalogue-cache';

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A build that the test finishes by hand, recording how many run at once. */
function manualBuilds() {
  const started: { key: CatalogueKey; finish: (weeks: number) => void; fail: (err: Error) => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const build = (_db: Db, key: CatalogueKey) =>
    new Promise<Representation>((resolve, reject) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      const done = () => {
        running--;
      };
      started.push({
        key,
        finish: (weeks) => {
          done();
          resolve({
            gzip: Buffer.from(`${String(key)}:${weeks}`),
            identityBytes: 2,
            tag: `t${weeks}`,
            weeks,
          });
        },
        fail: (err) => {
          done();
          reject(err);
        },
      });
    });
  return { build, started, maxRunning: () => maxRunning };
}

const known = async (id: number) => id < 100;

/** The logger's lines (each test reads only its own). */
let logged: { obj: object; msg: string }[] = [];
const log = { error: (obj: object, msg: string) => logged.push({ obj, msg }) };
beforeEach(() => {
  logged = [];
});

describe('wholeCatalogue', () => {
  it('builds once for any number of concurrent readers and hands them the same Buffer', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, log });
    const readers = Array.from({ length: 50 }, () => cat.get('all'));
    await tick();
    expect(b.started).toHaveLength(1);
    b.started[0].finish(7);
    const reps = await Promise.all(readers);
    expect(new Set(reps.map((r) => r?.gzip)).size).toBe(1);
    expect(await cat.get('all')).toBe(reps[0]);
    expect(b.started).toHaveLength(1);
  });

  it('runs one build at a time, whatever the number of keys asked for', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, log });
    const reads = [cat.get('all'), cat.get(1), cat.get(2), cat.get(1)];
    for (let i = 0; i < 3; i++) {
      await tick();
      expect(b.started).toHaveLength(i + 1);
      b.started[i].finish(i);
    }
    await Promise.all(reads);
    expect(b.started.map((s) => s.key)).toEqual(['all', 1, 2]);
    expect(b.maxRunning()).toBe(1);
    expect(cat.cachedKeys().sort()).toEqual([1, 2, 'all'].sort());
  });

  it('never builds or keeps an unknown location', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, log });
    for (let id = 100; id < 200; id++) expect(await cat.get(id)).toBeUndefined();
    expect(b.started).toHaveLength(0);
    expect(cat.cachedKeys()).toEqual([]);
  });

  it('after an invalidation, readers wait for a build that started after it', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, log });
    const early = cat.get('all');
    await tick();
    cat.invalidate(); // a week written while the first build reads
    const late = cat.get('all');
    b.started[0].finish(1);
    expect((await early)?.weeks).toBe(1);
    await tick();
    expect(b.started).toHaveLength(2);
    b.started[1].finish(2);
    expect((await late)?.weeks).toBe(2);
    expect((await cat.get('all'))?.weeks).toBe(2);
  });

  it('past its lifetime, answers from the old build while one rebuild runs', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, ttlMs: 1, log });
    const first = cat.get('all');
    await tick();
    b.started[0].finish(1);
    await first;
    await tick();
    expect((await cat.get('all'))?.weeks).toBe(1);
    expect((await cat.get('all'))?.weeks).toBe(1);
    await tick();
    expect(b.started).toHaveLength(2);
    b.started[1].fail(new Error('database went away'));
    await tick();
    expect(logged).toEqual([
      { obj: { err: new Error('database went away'), cache: 'whole catalogue' }, msg: expect.any(String) },
    ]);
    expect((await cat.get('all'))?.weeks).toBe(1);
    await tick();
    b.started[2].finish(3);
    await tick();
    expect((await cat.get('all'))?.weeks).toBe(3);
  });

  it('passes a failed first build to its readers and tries again on the next read', async () => {
    const b = manualBuilds();
    const cat = wholeCatalogue({} as Db, { isKnownLocation: known, build: b.build, log });
    const read = cat.get(3);
    await tick();
    b.started[0].fail(new Error('boom'));
    await expect(read).rejects.toThrow('boom');
    expect(logged).toEqual([]);
    const again = cat.get(3);
    await tick();
    b.started[1].finish(4);
    expect((await again)?.weeks).toBe(4);
  });
});
