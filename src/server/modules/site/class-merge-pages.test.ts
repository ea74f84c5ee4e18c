import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RenderedSite, renderedSite, rootOf } from '#src/server/test/rendered-site.ts';

/*
 * The public pages are drawn (and so hydrated: the browser draws the same tree from the same data)
 * without ever calling tailwind-merge, whose first call builds its tables: 75–130 ms of one task
 * on a slow phone (docs/performance.md). The app's class joiner (src/client/lib/cn.ts) leaves it
 * only the joins where two classes may set the same property; a component whose own classes do
 * that on a public page fails here. tailwind-merge is wrapped to count its calls, whoever makes
 * them (the renderer runs in this process).
 */

const calls = vi.hoisted(() => ({ merged: [] as string[] }));
vi.mock('tailwind-merge', async (original) => {
  const real = await original<typeof import('tailwind-merge')>();
  return {
    ...real,
    twMerge: (...classes: Parameters<typeof real.twMerge>) => {
      calls.merged.push(classes.join(' '));
      return real.twMerge(...classes);
    },
  };
});

let site: RenderedSite;
beforeAll(async () => {
  site = await renderedSite();
}, 120_000);
afterAll(() => site.t.close());

describe('the public pages draw without tailwind-merge', () => {
  it('in English and in Spanish', async () => {
    const pages = [
      '/',
      '/all-weeks',
      `/destinations/${encodeURIComponent(site.destination)}`,
      '/all-properties',
    ];
    for (const cookie of ['lang=en', 'lang=es'])
      for (const page of pages) {
        const res = await site.get(page, { cookie });
        expect(res.statusCode, page).toBe(200);
        // Drawn on the server, with the cards of its data (the classes of a list are in play).
        expect(rootOf(res.body)?.length ?? 0, page).toBeGreaterThan(2000);
      }
    expect([...new Set(calls.merged)]).toEqual([]);
  });

  it('the count does see a call (it fails when a page merges)', async () => {
    const { twMerge } = await import('tailwind-merge');
    twMerge('p-1 p-2');
    expect(calls.merged).toEqual(['p-1 p-2']);
    calls.merged.length = 0;
  });
});
