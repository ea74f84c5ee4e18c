import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { inject, sessionCookie, type TestApp } from '#src/server/test/app.ts';
import { keysOf, type RenderedSite, renderedSite, rootOf, stateOf } from '#src/server/test/rendered-site.ts';

/**
 * The public pages as a crawler (or a browser before its scripts run) receives them: the app drawn
 * on the server with its first data, and that data handed over in a block the browser reads
 * instead of asking again. Drawn by the real renderer (src/client/entry-server.tsx), from the
 * server's own API, as a visitor: nothing of a signed-in person's is ever in it.
 */
let site: RenderedSite;
let t: TestApp;
let destination: string;
let resortName: string;
let owner: RenderedSite['owner'];

beforeAll(async () => {
  site = await renderedSite();
  ({ t, destination, resortName, owner } = site);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => site.get(url, headers);

describe('public pages arrive drawn, with their data', () => {
  it('the landing page lists the destinations, signed out', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(destination);
    expect(root).toContain('href="/auth"');
    expect(keysOf(res.body)).toEqual(
      expect.arrayContaining(['/api/user', '/api/vidanta/locations/availability']),
    );
    // Nobody is signed in: the browser is told so, and does not ask.
    expect(stateOf(res.body)?.queries.find((q) => q.key[0] === '/api/user')?.data).toBeNull();
  });

  it('a destination page lists its weeks, as the browser would ask for them', async () => {
    const res = await get(`/destinations/${encodeURIComponent(destination)}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(`<h1`);
    expect(root).toContain(resortName);
    expect(root).toMatch(/1,234/);
    const search = stateOf(res.body)?.queries.find((q) => q.key[0] === '/api/weeks/search');
    expect(search, 'the week search is handed over').toBeDefined();
  });

  it('all weeks and all properties list theirs', async () => {
    const weeksPage = await get('/all-weeks');
    expect(rootOf(weeksPage.body)).toContain(resortName);
    expect(keysOf(weeksPage.body)).toContain('/api/weeks/search');
    const properties = await get('/all-properties');
    expect(rootOf(properties.body)).toContain('Casa Rendered Test');
    expect(keysOf(properties.body)).toContain('/api/property-listings/search');
  });

  it('a page drawn again shows a listing written elsewhere as soon as the database announces it', async () => {
    const first = await get('/all-properties');
    expect(rootOf(first.body)).not.toContain('Casa Listed Just Now');
    expect(rootOf((await get('/all-properties')).body)).toBe(rootOf(first.body));
    await t.database.db.insert(propertyListings).values({
      userId: owner.id,
      hotelName: 'Casa Listed Just Now',
      unitSize: '1 bedroom',
      location: 'Cancún',
      price: '$9,000 USD',
      weeksOrSeason: 'Week 3',
      description: 'Listed between two visits.',
    });
    // Written past the app, as another process would: the embedded database announces the write
    // before the insert returns, PostgreSQL a few milliseconds after its commit (db/changes.ts).
    await expect
      .poll(async () => rootOf((await get('/all-properties')).body), { timeout: 2_000, interval: 20 })
      .toContain('Casa Listed Just Now');
  });

  it('the first picture of each page is loaded at once, first; the rest wait to be seen', async () => {
    const landing = await get('/');
    expect(landing.body).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
    await t.database.db.insert(propertyListings).values({
      userId: owner.id,
      hotelName: 'Casa With Pictures',
      unitSize: '3 bedrooms',
      location: 'Los Cabos',
      price: '$30,000 USD',
      weeksOrSeason: 'Week 20',
      description: 'The newest listing, first on the page.',
      imageUrls: ['/uploads/properties/a.webp', '/uploads/properties/b.webp'],
    });
    // Written past the app: shown once the database has announced it (at once on PGlite).
    const drawn = async () => rootOf((await get('/all-properties')).body);
    await expect.poll(drawn, { timeout: 2_000, interval: 20 }).toContain('Casa With Pictures');
    const properties = await drawn();
    expect(properties.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(properties).toContain('loading="eager"');
    expect(properties).toMatch(/<h2[^>]*>[^<]+<\/h2>/);
    // A week card's pictures are asked for when it is seen: the first card's come with the page.
    for (const url of ['/all-weeks', `/destinations/${encodeURIComponent(destination)}`]) {
      const page = await get(url);
      expect(keysOf(page.body), url).toContain('/api/vidanta/unit-type-images/:unitTypeId');
    }
  });

  it('a legal page carries its whole text', async () => {
    const res = await get('/terms-of-service');
    const root = rootOf(res.body);
    expect(root).toContain('Terms of Service');
    expect(root).toContain('What Semana does');
  });

  it('an unknown address is a 404 that shows the not-found page', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(stateOf(res.body)).toBeDefined();
  });

  it('is drawn in the reader’s language, and says which', async () => {
    const res = await get('/all-weeks', { cookie: 'lang=es' });
    expect(stateOf(res.body)?.locale).toBe('es');
    expect(res.body).toContain('<html lang="es-MX"');
    expect(rootOf(res.body)).toContain('Iniciar sesión');
    expect(stateOf((await get('/all-weeks?lang=en', { cookie: 'lang=es' })).body)?.locale).toBe('en');
  });
});

describe('what a rendered page never holds', () => {
  it('nothing of a signed-in person: their account is left for the browser to ask', async () => {
    const session = await sessionCookie(t, owner.id);
    for (const url of ['/', '/all-weeks', `/destinations/${encodeURIComponent(destination)}`]) {
      const res = await get(url, { cookie: `${session}; signed_in=1` });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(owner.username);
      expect(res.body, url).not.toContain(owner.email);
      expect(keysOf(res.body), url).not.toContain('/api/user');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('personal and staff pages are the plain shell, drawn by the browser', async () => {
    for (const url of ['/dashboard', '/dev', '/accounts-management', '/auth']) {
      const res = await get(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(stateOf(res.body), url).toBeUndefined();
    }
  });

  it('no text of the data can end the data block', async () => {
    await t.database.db.insert(propertyListings).values({
      userId: owner.id,
      hotelName: '</script><script>alert(1)</script>',
      unitSize: '1',
      location: 'x',
      price: '1',
      weeksOrSeason: '1',
      description: '<!-- x',
    });
    const res = await get('/all-properties');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(stateOf(res.body)?.queries.length).toBeGreaterThan(0);
  });
});

describe('compressed as the browser accepts', () => {
  it('brotli when accepted, the same page', async () => {
    const plain = await get('/all-weeks');
    const res = await inject(t, {
      method: 'GET',
      url: '/all-weeks',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(rootOf(html)).toContain(resortName);
    expect(html.length).toBeGreaterThan(plain.body.length / 2);
  });

  it("follows the browser's q-values: gzip when it rates brotli lower, none when it refuses both", async () => {
    const encodingFor = async (accept: string) =>
      (await inject(t, { method: 'GET', url: '/all-weeks', headers: { 'accept-encoding': accept } })).headers[
        'content-encoding'
      ];
    expect(await encodingFor('br;q=0.1, gzip')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeUndefined();
  });
});

describe('many visitors at once', () => {
  const drawnPage = (html: string) => stateOf(html) !== undefined;

  it('one page asked for 200 times at once is drawn for each of them', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => get('/all-weeks')));
    expect(answers.every((res) => res.statusCode === 200 && drawnPage(res.body))).toBe(true);
    expect(new Set(answers.map((res) => rootOf(res.body))).size).toBe(1);
  });

  it('200 different pages at once: a bounded number is drawn, the rest get the shell at once', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(`/all-weeks?visit=${i}`)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const drawn = answers.filter((res) => drawnPage(res.body)).length;
    const shells = answers.filter((res) => res.body.includes('<div id="root"></div>')).length;
    expect(drawn + shells).toBe(200);
    expect(drawn).toBeGreaterThan(0);
    expect(shells).toBeGreaterThan(0);
    // The shell still names the page for a robot.
    const shell = answers.find((res) => !drawnPage(res.body));
    expect(shell?.body).toMatch(/<title>[^<]+<\/title>/);
    // Once the crowd is gone, pages are drawn again.
    expect(drawnPage((await get('/all-weeks?visit=again')).body)).toBe(true);
  });
});

describe('when the database fails during a drawing', () => {
  it('the page still arrives (200, drawn, its list loading) and the failed answer is not handed over', async () => {
    const db = t.database.db;
    // Every week search fails from here on, as if the database had dropped the query.
    await db.execute(sql`alter table weeks rename to weeks_away`);
    try {
      const res = await get('/all-weeks?failing=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const state = stateOf(res.body);
      expect(state, 'the page is still drawn on the server').toBeDefined();
      expect(keysOf(res.body)).not.toContain('/api/weeks/search');
      // The heading is there; the list is left for the browser to ask again.
      expect(rootOf(res.body)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(rootOf(res.body)).not.toContain(resortName);
    } finally {
      await db.execute(sql`alter table weeks_away rename to weeks`);
    }
    // And once the database answers again, so does the page.
    expect(rootOf((await get('/all-weeks?failing=2')).body)).toContain(resortName);
  });
});
