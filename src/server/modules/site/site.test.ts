import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import {
  clientBuild,
  createTestApp,
  createUser,
  inject,
  sourceShell,
  type TestApp,
} from '#src/server/test/app.ts';
import { type AnyPage, matchPage, PAGE_ROUTES } from '#src/shared/pages/table.ts';

const pages = PAGE_ROUTES as readonly AnyPage[];

/**
 * The site as a crawler meets it: every page of the app answers 200, an address no page has and a
 * destination that does not exist answer 404 (with the app, which shows its not-found page), other
 * spellings of a destination are redirected to its address, and robots.txt and the sitemap are real.
 */
let t: TestApp;
let names: string[];

let ownerId: number;

beforeAll(async () => {
  const clientDir = clientBuild({
    'index.html': sourceShell(),
    // An older build's robots.txt must not shadow the written one.
    'robots.txt': 'User-agent: *\nDisallow: /\n',
  });
  t = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL: 'https://semana.example' });
  await seedReferenceData(t.database.db);
  const places = await t.database.db.select({ id: locations.id, name: locations.name }).from(locations);
  names = places.map((l) => l.name);
  // Two future weeks at the first destination, and a past one its page does not offer.
  const owner = await createUser(t, { active: true });
  ownerId = owner.id;
  const [unit] = await t.database.db.select({ id: unitTypes.id }).from(unitTypes).limit(1);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await t.database.db.insert(weeks).values(
    [
      [30, 1000],
      [60, 2500],
      [-30, 99],
    ].map(([offset, price]) => ({
      userId: owner.id,
      locationId: places[0].id,
      unitTypeId: unit.id,
      fromDate: day(offset),
      toDate: day(offset + 6),
      price,
      reservationCode: `SITE-${offset}`,
    })),
  );
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => inject(t, { method: 'GET', url });

describe('pages and not-found', () => {
  it('answers 200 with the app for every page of the table', async () => {
    for (const { name, path: pattern } of pages) {
      const url =
        name === 'destination'
          ? `/destinations/${encodeURIComponent(names[0])}`
          : name === 'ownerProfile'
            ? `/owners/${ownerId}`
            : pattern;
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers 404 with the app for an address no page has, and for a destination that does not exist', async () => {
    for (const url of [
      '/no-such-page',
      '/all-weeks/extra',
      '/destinations',
      '/destinations/Atlantis',
      '/dev/secret',
      '/.env',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('redirects other spellings of a destination to its address, keeping the query', async () => {
    const name = names.find((n) => n.includes(' ')) ?? names[0];
    const canonical = `/destinations/${encodeURIComponent(name)}`;
    const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const spelling of [
      name.replaceAll(' ', '+'),
      folded.replaceAll(' ', '-'),
      `${encodeURIComponent(name)}/`,
    ]) {
      const res = await get(`/destinations/${spelling}?resort=x`);
      expect(res.statusCode, spelling).toBe(301);
      expect(res.headers.location).toBe(`${canonical}?resort=x`);
    }
    expect((await get(canonical)).statusCode).toBe(200);
  });

  it('matches an address to its page as the browser’s router does', () => {
    expect(matchPage('/ALL-WEEKS')?.page.name).toBe('allWeeks');
    expect(matchPage('/all-weeks/')?.page.name).toBe('allWeeks');
    expect(matchPage('/destinations/Los%20Cabos')?.params).toEqual({ name: 'Los Cabos' });
    expect(matchPage('/destinations/')).toBeUndefined();
    expect(matchPage('/destinations/%E0%A4%A')).toBeUndefined();
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the API and every private page, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    for (const page of ['/dashboard', '/dev', '/manager', '/auth', '/checkout', '/account']) {
      expect(res.body).toMatch(new RegExp(`^Disallow: ${page}$`, 'm'));
    }
    expect(res.body).not.toMatch(/^Disallow: \/$/m);
    expect(res.body).not.toMatch(/^Disallow: \/all-weeks$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/semana\.example\/sitemap\.xml$/m);
  });

  it('the sitemap lists the public pages and every destination, with absolute addresses', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // A page of one thing each (a destination, an owner) is listed by its things, or not at all.
    const listed = pages.filter((page) => page.indexable && !page.path.includes(':'));
    expect(listed.map((page) => page.name).sort()).toEqual(
      [
        'allProperties',
        'allWeeks',
        'guestAgreement',
        'home',
        'membership',
        'privacyPolicy',
        'termsOfService',
      ].sort(),
    );
    for (const page of listed) expect(locs).toContain(`https://semana.example${page.path}`);
    // Exactly those and the destinations.
    expect(locs).toHaveLength(listed.length + names.length);
    for (const name of names)
      expect(locs).toContain(`https://semana.example/destinations/${encodeURIComponent(name)}`);
    expect(locs.some((l) => l.includes('/dashboard') || l.includes('/api/'))).toBe(false);
  });
});

describe('each page’s head, before any script runs', () => {
  const headOf = (html: string) => {
    const meta = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: meta('description'),
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      ogTitle: meta('og:title'),
      ogImage: meta('og:image'),
      twitterCard: meta('twitter:card'),
      robots: meta('robots'),
      alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    };
  };

  it('gives the public pages their own title, description, canonical address, cards and language alternates', async () => {
    const name = names[0];
    const path = `/destinations/${encodeURIComponent(name)}`;
    const pages: [string, RegExp][] = [
      ['/', /Semana/],
      ['/all-weeks', /^All Available Weeks · Semana$/],
      ['/all-properties', /^Properties For Sale · Semana$/],
      ['/membership', /^Membership · Semana$/],
      ['/terms-of-service', /^Terms of Service · Semana$/],
      ['/privacy-policy', /^Privacy Policy · Semana$/],
      ['/guest-agreement', /^Guest Agreement · Semana$/],
      [path, new RegExp(`^${name} · Semana$`)],
    ];
    const descriptions = new Set<string>();
    for (const [url, title] of pages) {
      const head = headOf((await get(url)).body);
      expect(head.title, url).toMatch(title);
      expect(head.ogTitle, url).toBe(head.title);
      expect(head.description, url).toBeTruthy();
      expect(head.description, url).not.toMatch(/[{}]/);
      descriptions.add(head.description as string);
      expect(head.canonical, url).toBe(`https://semana.example${url}`);
      expect(head.ogImage, url).toMatch(/^https:\/\/semana\.example\/media\/.+\.webp$/);
      expect(head.twitterCard, url).toBe('summary_large_image');
      expect(head.robots, url).toBeUndefined();
      expect(head.alternates, url).toEqual([
        `en-US https://semana.example${url}?lang=en`,
        `es-MX https://semana.example${url}?lang=es`,
        `x-default https://semana.example${url}`,
      ]);
    }
    expect(descriptions.size).toBe(pages.length);
    const destination = headOf((await get(path)).body);
    expect(destination.description).toContain(name);
    expect(destination.ogImage).toMatch(/\/media\/destinations\//);
  });

  it('writes the head in Spanish for a Spanish reader or address', async () => {
    const res = await get('/all-weeks?lang=es');
    expect(res.body).toContain('<html lang="es-MX"');
    const head = headOf(res.body);
    expect(head.title).toBe('Todas las semanas disponibles · Semana');
    expect(head.description).toMatch(/semanas/i);
    const terms = headOf(
      (await inject(t, { method: 'GET', url: '/terms-of-service', headers: { cookie: 'lang=es' } })).body,
    );
    expect(terms.title).toBe('Términos de servicio · Semana');
  });

  it('writes an address with replacement patterns in it as text ($&, $`)', async () => {
    const res = await get('/x$&y$`z');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).canonical).toMatch(/\/x\$&amp;y\$(`|%60)z$/);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps personal, staff and missing pages out of search engines', async () => {
    for (const url of ['/dashboard', '/dev', '/auth', '/checkout', '/no-such-page']) {
      const head = headOf((await get(url)).body);
      expect(head.robots, url).toBe('noindex');
      expect(head.alternates, url).toEqual([]);
    }
  });

  it('describes a destination’s weeks on offer as structured data', async () => {
    const html = (await get(`/destinations/${encodeURIComponent(names[0])}`)).body;
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(block).toBeTruthy();
    const data = JSON.parse(block as string);
    expect(data['@context']).toBe('https://schema.org');
    expect(data.name).toBe(names[0]);
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: 1000,
      highPrice: 2500,
      offerCount: 2,
    });
    // Other pages carry none.
    expect((await get('/all-weeks')).body).not.toContain('application/ld+json');
  });
});
