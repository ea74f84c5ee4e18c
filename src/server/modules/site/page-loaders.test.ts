import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#src/server/lib/paths.ts';
import { type RenderedSite, renderedSite, rootOf, stateOf } from '#src/server/test/rendered-site.ts';
import { PAGE_ROUTES } from '#src/shared/pages/table.ts';

/**
 * A page's first data as the server reads it: asked for by the page's loaders (its module's
 * `prefetch`), read in-process through the routes' own functions, then the page drawn once.
 */
let site: RenderedSite;
let destination: string;
let resortName: string;

beforeAll(async () => {
  site = await renderedSite();
  ({ destination, resortName } = site);
}, 120_000);
afterAll(() => site.t.close());

const get = (url: string) => site.get(url);

describe("a page's data, read by its loaders before one drawing (decision 055)", () => {
  /** The four public pages at addresses with and without filters, sorts and pages. */
  const addresses = () => [
    '/',
    `/destinations/${encodeURIComponent(destination)}`,
    `/destinations/${encodeURIComponent(destination)}?sort=price_asc&resort=${encodeURIComponent(resortName.slice(0, 4))}`,
    '/all-weeks',
    '/all-weeks?resortId=999999&roomType=Nowhere&page=2&from=2020-01-01',
    '/all-weeks?sort=oldest&locationId=1',
    '/all-properties',
    '/all-properties?q=casa&sort=price_desc&page=1',
    // A destination that does not exist, and an address no page has: 404s that say so.
    '/destinations/Nowhere-At-All',
    '/no-such-page',
    // Every other page the server draws (the legal documents).
    ...PAGE_ROUTES.filter((page) => page.rendered && !page.path.includes(':')).map((page) => page.path),
  ];

  it('reads them in-process, through the services, never through a request to its own API', async () => {
    const read = site.t.app.pageReads.read;
    const names: string[] = [];
    site.t.app.pageReads.read = (name, input) => {
      names.push(name);
      return read(name, input);
    };
    try {
      const res = await get('/all-weeks?in-process=1');
      expect(rootOf(res.body)).toContain(resortName);
    } finally {
      site.t.app.pageReads.read = read;
    }
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/weeks/offered', 'GET /api/weeks/search', 'GET /api/config']),
    );
  });

  it('every answer a public page draws with is asked for by its loaders, in both languages', async () => {
    const { render } = (await import(path.join(projectRoot(), 'src/client/entry-server.tsx'))) as {
      render: (request: object) => Promise<{ unanswered: string[]; state: string }>;
    };
    const answer = await site.t.app.pageReads.read('GET /api/vidanta/locations');
    const place = (answer as { id: number; name: string }[]).find((l) => l.name === destination);
    for (const locale of ['en', 'es'] as const) {
      for (const url of addresses()) {
        const found = url.startsWith('/destinations/') && !url.includes('Nowhere');
        const loaded = found ? { status: 200, location: place } : undefined;
        const result = await render({
          url,
          locale,
          signedIn: false,
          read: site.t.app.pageReads.read,
          loaded,
        });
        expect(result.unanswered, `${locale} ${url}`).toEqual([]);
        expect(result.state, `${locale} ${url}`).toContain('/api/config');
      }
    }
  });

  it('asks for what the address keeps after reconciling its filters, never for a stale choice', async () => {
    const res = await get('/all-weeks?resortId=999999&page=1');
    const searches = stateOf(res.body)?.queries.filter((q) => q.key[0] === '/api/weeks/search') ?? [];
    expect(searches.map((q) => q.key[1])).toEqual([{ query: { sort: 'newest', page: 1, pageSize: 24 } }]);
  });

  it('an address whose query the API refuses is drawn with its list loading, and is not reported as unasked', async () => {
    const { render } = (await import(path.join(projectRoot(), 'src/client/entry-server.tsx'))) as {
      render: (request: object) => Promise<{ unanswered: string[]; state: string; html: string }>;
    };
    // Longer than the search accepts: the loader asks, the read is refused (a 400 from the API).
    const url = `/all-properties?q=${'a'.repeat(5000)}`;
    const result = await render({ url, locale: 'en', signedIn: false, read: site.t.app.pageReads.read });
    expect(result.unanswered).toEqual([]);
    expect(result.state).not.toContain('/api/property-listings/search');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });

  it('a read the page does not have is refused, as is one its schemas refuse', async () => {
    await expect(site.t.app.pageReads.read('GET /api/user')).rejects.toThrow(/No page read/);
    await expect(
      site.t.app.pageReads.read('GET /api/weeks/search', { query: { pageSize: 'many' } }),
    ).rejects.toThrow();
  });
});
