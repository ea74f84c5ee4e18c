import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  getOk,
  inject,
  type TestApp,
  type TestUser,
} from '#src/server/test/app.ts';
import {
  expectIndexRead,
  loadWithoutIndexes,
  planOf,
  recordStatements,
  type Statement,
} from '#src/server/test/plans.ts';
import { expectPageOf, sqlPick } from '#src/server/test/searches.ts';
import { fold } from '#src/shared/text.ts';

/**
 * The hotel-name search (public and staff) and the staff's location search match `like '%text%'`
 * on the columns folded on write, through their trigram indexes (decision 025). Checked here: the
 * answers equal a filter over every listing in JavaScript, for texts of any length and for the
 * LIKE wildcards typed literally; and with 20,000 listings the statements the server sends are
 * planned for their text and read the listings through those indexes, never a scan of the table.
 */
let t: TestApp;
/** node-postgres sends a statement under its name; PGlite runs every statement unnamed. */
const NAMED = Boolean(process.env.TEST_DATABASE_URL);
let dev: TestUser;
let owner: TestUser;

interface Row {
  id: number;
  price: number;
  hotelName: string;
  location: string;
  status: string;
  createdAt: string;
}
let every: Row[] = [];

const FIRST = ['Costa', 'Playa', 'Villa', 'Casa', 'Hacienda', 'Grand', 'Royal', 'Palm', 'Ocean', 'Bahía'];
const SECOND = ['Resort', 'Suites', 'Club', 'Residences', 'Tower', 'Lodge', 'Inn', 'Retreat', 'Gardens'];
const PLACES = ['Los Cabos', 'Nuevo Vallarta', 'Puerto Peñasco', 'Mazatlan', 'Cancún', 'Acapulco'];
/** A few listings each, among the 20,000: what a selective search finds. */
const RARE = [
  { hotel: 'Médano Sands Residence Club', location: 'Isla Mujeres' },
  { hotel: 'Casa Ñandú', location: 'Tepoztlán' },
  { hotel: 'øresund Loft 日本', location: 'Ålesund' },
  { hotel: '100% Beach_Front', location: 'Zihuatanejo' },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await createUser(t, { active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  // Every tenth listing sold and the next withdrawn: the public search shows active ones only.
  await loadWithoutIndexes(t.database, 'property_listings', () =>
    db.execute(
      sql.raw(`
    insert into property_listings (user_id, hotel_name, unit_size, location, price, price_value,
      weeks_or_season, description, status, created_at)
    select ${owner.id},
      ${sqlPick(FIRST, 'g')} || ' ' || ${sqlPick(SECOND, 'g / 7')},
      'Studio', ${sqlPick(PLACES, 'g / 3')}, '$' || (1000 + g % 900),
      1000 + g % 900, 'Week 12', 'A listing', (array['active', 'sold', 'withdrawn'])[1 + greatest(0, g % 10 - 7)],
      now() - g * interval '1 minute'
    from generate_series(1, 20000) g`),
    ),
  );
  const rare = RARE.flatMap((r, i) =>
    Array.from(
      { length: 6 },
      (_, k) =>
        `(${owner.id}, '${r.hotel}', 'Studio', '${r.location}', '$1', 1, 'Week 1', 'Rare', '${k === 5 ? 'sold' : 'active'}', now() - interval '${i * 6 + k} hours')`,
    ),
  );
  await db.execute(
    sql.raw(`insert into property_listings (user_id, hotel_name, unit_size, location, price, price_value,
      weeks_or_season, description, status, created_at) values ${rare.join(', ')}`),
  );
  // As autovacuum leaves a table that has settled: the pages' indexes can be read alone.
  await db.execute(sql`vacuum analyze property_listings`);
  const { rows } = await db.execute(
    sql`select id, hotel_name, location, status, created_at, price_value from property_listings order by created_at desc, id desc`,
  );
  every = (rows as Record<string, unknown>[]).map((r) => ({
    id: r.id as number,
    price: r.price_value as number,
    hotelName: r.hotel_name as string,
    location: r.location as string,
    status: r.status as string,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}, 180_000);
afterAll(() => t.close());

const get = async (url: string, cookie?: string) =>
  (await getOk(t, url, cookie)) as { items: { id: number }[]; total: number };

const contains = (value: string, text: string) => fold(value).includes(fold(text.trim()));

/** Texts of one, two and more characters, accented or not, wildcards, non-Latin letters, none found. */
const TEXTS = [
  ['médano', 'MEDANO sands', 'nandu', 'ÑANDÚ'], // accented or not, in any case
  ['100%', 'beach_front', '_', '%'], // LIKE's wildcards, typed literally
  ['øresund', '日本', 'bahia re'], // non-Latin letters, two words
  ['sa', 'a', 'zzzz'], // one and two characters, and none found
].flat();

describe('the hotel-name search', () => {
  it('answers what filtering every active listing answers, for any text', async () => {
    for (const text of TEXTS) {
      const expected = every.filter((r) => r.status === 'active' && contains(r.hotelName, text));
      const p = await get(`/api/property-listings/search?q=${encodeURIComponent(text)}&pageSize=24`);
      expectPageOf(p, expected, 24, text);
    }
  }, 120_000);

  it('in the staff list, by name and by location, answers what filtering every listing answers', async () => {
    const searches: { name?: string; location?: string }[] = [
      ...TEXTS.map((name) => ({ name })),
      { location: 'isla MUJERES' },
      { location: 'tepoztlan' },
      { location: 'alesund' },
      { location: 'peñasco' },
      { location: 'ca' },
      { name: 'médano', location: 'isla' },
      { name: 'casa', location: 'cancun' },
    ];
    for (const s of searches) {
      const expected = every.filter(
        (r) =>
          (!s.name || contains(r.hotelName, s.name)) && (!s.location || contains(r.location, s.location)),
      );
      const qs = new URLSearchParams({ ...s, pageSize: '20' }).toString();
      expectPageOf(await get(`/api/dev/property-listings?${qs}`, dev.cookie), expected, 20, qs);
    }
  }, 120_000);
});

describe('the plan of a text search over listings', () => {
  /** The statements of one request that filter listings by text. */
  const searchStatements = async (url: string, cookie?: string) => {
    const sent = await recordStatements(t.database, () => get(url, cookie));
    const found = sent.filter((s) => /property_listings/.test(s.text) && /_folded like/.test(s.text));
    expect(found.length, url).toBeGreaterThan(0);
    return found;
  };

  it("counts a text planned for that text, and finds a rare name's page through the trigram index", async () => {
    // Texts this file has not searched for yet, so that the public search's total is counted too.
    const requests: [string, RegExp, string?][] = [
      ['/api/property-listings/search?q=medano&pageSize=24', /property_listings_hotel_trgm_idx/],
      ['/api/property-listings/search?q=%C3%B1and%C3%BA&sort=price_asc&pageSize=12', /hotel_trgm/],
      ['/api/property-listings/search?q=qwxz', /property_listings_hotel_trgm_idx/],
      ['/api/dev/property-listings?name=beach_front', /property_listings_hotel_trgm_idx/, dev.cookie],
      ['/api/dev/property-listings?location=isla%20muj', /property_listings_location_trgm_idx/, dev.cookie],
      [
        '/api/dev/property-listings?name=casa&location=tepoz',
        /property_listings_location_trgm_idx/,
        dev.cookie,
      ],
    ];
    for (const [url, index, cookie] of requests) {
      const statements = await searchStatements(url, cookie);
      // The public search: the count, then (unless nothing matches) the page.
      if (!cookie) expect(statements.length, url).toBe(url.includes('qwxz') ? 1 : 2);
      for (const s of statements) {
        const counts = /count\(\*\)/.test(s.text);
        // A count (or a staff list) is planned for its text; a public page keeps one plan per shape.
        const kept = !counts && !cookie;
        if (NAMED) expect(s.name !== undefined, url).toBe(kept);
        else expect(s.name, url).toBeUndefined();
        const plan = await planOf(t.database, s, kept ? 'generic' : 'custom');
        expectIndexRead(plan, `${url}\n${plan}`, /Seq Scan on property_listings/, index);
      }
    }
  }, 60_000);

  it("reads a page without a name, or with a common one, from its order's index alone, in every order", async () => {
    // 'casa' is in one listing of ten: read along the order until the page is full, from the index.
    const order = {
      newest: (a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      oldest: (a: Row, b: Row) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
      price_asc: (a: Row, b: Row) => a.price - b.price || a.id - b.id,
      price_desc: (a: Row, b: Row) => b.price - a.price || b.id - a.id,
    };
    for (const sort of Object.keys(order) as (keyof typeof order)[]) {
      for (const q of ['', 'casa']) {
        const url = `/api/property-listings/search?sort=${sort}&page=3&pageSize=12${q ? `&q=${q}` : ''}`;
        const sent = await recordStatements(t.database, () => get(url));
        const page = sent.find((s) => /from \(select p\.id/.test(s.text));
        expect(page, url).toBeDefined();
        if (NAMED) expect(page?.name, url).toBeDefined();
        const plan = await planOf(t.database, page as Statement, 'generic');
        const index = sort.startsWith('price') ? sort : 'newest';
        expect(plan, `${url}\n${plan}`).toMatch(
          new RegExp(`Index Only Scan.*property_listings_active_${index}_idx`),
        );
        expect(plan, `${url}\n${plan}`).not.toMatch(/Seq Scan on property_listings|Sort Key: p\.|trgm/);
        // The same page as filtering and ordering every listing gives.
        const expected = every
          .filter((r) => r.status === 'active' && contains(r.hotelName, q))
          .sort(order[sort])
          .slice(24, 36);
        expect(
          (await get(url)).items.map((i) => i.id),
          url,
        ).toEqual(expected.map((r) => r.id));
      }
    }
  }, 60_000);

  it('counts a searched total once per text, and again at once after a listing changes', async () => {
    const url = '/api/property-listings/search?q=casa%20%C3%B1and%C3%BA';
    const counts = async () =>
      (await recordStatements(t.database, () => get(url))).filter((s) => /count\(\*\)/.test(s.text)).length;
    const before = await get(url);
    expect(await counts()).toBe(0);
    const [gone] = before.items;
    const res = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${gone.id}`,
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(url);
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((i) => i.id)).not.toContain(gone.id);
  }, 60_000);
});
