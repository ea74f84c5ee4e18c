import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';

let t: TestApp;
let nv: { locationId: number; units: { id: number; name: string; resortId: number; resortName: string }[] };
let cabosId: number;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [loc] = await db.select().from(locations).where(eq(locations.name, 'Nuevo Vallarta'));
  const [cabos] = await db.select().from(locations).where(eq(locations.name, 'Los Cabos'));
  cabosId = cabos.id;
  const units = await db
    .select({ id: unitTypes.id, name: unitTypes.name, resortId: resorts.id, resortName: resorts.name })
    .from(unitTypes)
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .where(eq(resorts.locationId, loc.id));
  nv = { locationId: loc.id, units };
  const owner = await createUser(t, { active: true });
  const rows = [
    { offset: -10, price: 999, unit: 0 }, // already started: hidden
    { offset: 5, price: 1200, unit: 0 },
    { offset: 40, price: 3400, unit: 1 },
    { offset: 20, price: 800, unit: 2 },
    { offset: 60, price: 5000, unit: units.length - 1 },
  ];
  for (const [i, r] of rows.entries()) {
    await db.insert(weeks).values({
      userId: owner.id,
      locationId: loc.id,
      unitTypeId: units[r.unit].id,
      fromDate: day(r.offset),
      toDate: day(r.offset + 6),
      price: r.price,
      reservationCode: `SECRET-${i}`,
      createdAt: sql`now() - ${`${10 - i} minutes`}::interval`,
    });
  }
});
afterAll(() => t.close());

const search = async (qs: string) => {
  const res = await inject(t, { method: 'GET', url: `/api/weeks/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/weeks/search', () => {
  it('hides weeks that have started and never shows a reservation code or owner contact', async () => {
    const page = await search(`locationId=${nv.locationId}`);
    expect(page.total).toBe(4);
    expect(page.unfilteredTotal).toBe(4);
    expect(JSON.stringify(page)).not.toMatch(/SECRET|reservation|email|userId|username/);
    expect(page.items[0].user).toEqual({ firstName: 'Test', lastName: 'User' });
    expect(page.items[0]).toMatchObject({ locationName: 'Nuevo Vallarta' });
  });

  it('sorts newest, oldest, by price both ways and by start date', async () => {
    const prices = async (sort: string) =>
      (await search(`locationId=${nv.locationId}&sort=${sort}`)).items.map((w: { price: number }) => w.price);
    expect(await prices('newest')).toEqual([5000, 800, 3400, 1200]);
    expect(await prices('oldest')).toEqual([1200, 3400, 800, 5000]);
    expect(await prices('price_desc')).toEqual([5000, 3400, 1200, 800]);
    expect(await prices('price_asc')).toEqual([800, 1200, 3400, 5000]);
    expect(await prices('start_date')).toEqual([1200, 800, 3400, 5000]);
  });

  it('filters by resort text and unit-type text, case-insensitively, keeping the unfiltered count', async () => {
    const unit = nv.units[1];
    const byUnit = await search(
      `locationId=${nv.locationId}&unitType=${encodeURIComponent(unit.name.toUpperCase())}`,
    );
    expect(byUnit.items.every((w: { unitTypeName: string }) => w.unitTypeName === unit.name)).toBe(true);
    expect(byUnit.total).toBeGreaterThanOrEqual(1);
    expect(byUnit.unfilteredTotal).toBe(4);

    const byResort = await search(
      `locationId=${nv.locationId}&resort=${encodeURIComponent(nv.units[0].resortName.slice(0, 6).toLowerCase())}`,
    );
    expect(byResort.items.length).toBeGreaterThan(0);
    const none = await search(`locationId=${nv.locationId}&resort=zzz-no-such-resort`);
    expect(none).toMatchObject({ total: 0, items: [] });
    const exact = await search(`unitTypeName=${encodeURIComponent(unit.name.toLowerCase())}`);
    expect(exact.items.every((w: { unitTypeName: string }) => w.unitTypeName === unit.name)).toBe(true);
    const partial = await search(`unitTypeName=${encodeURIComponent(unit.name.slice(0, 3))}`);
    expect(partial.total).toBe(0);
    const wildcard = await search(`locationId=${nv.locationId}&resort=${encodeURIComponent('%')}`);
    expect(wildcard.total).toBe(0);
  });

  it('filters by start-from date, resort id and unit type id, and pages', async () => {
    expect((await search(`locationId=${nv.locationId}&from=${day(30)}`)).total).toBe(2);
    // A date in the past is the same as today.
    expect((await search(`locationId=${nv.locationId}&from=${day(-30)}`)).total).toBe(4);
    expect((await search(`unitTypeId=${nv.units[0].id}`)).total).toBe(1);
    expect((await search(`locationId=${cabosId}`)).total).toBe(0);
    const p1 = await search(`locationId=${nv.locationId}&pageSize=3&page=1&sort=price_asc`);
    const p2 = await search(`locationId=${nv.locationId}&pageSize=3&page=2&sort=price_asc`);
    expect(p1.items).toHaveLength(3);
    expect(p2.items.map((w: { price: number }) => w.price)).toEqual([5000]);
  });

  it('answers with the same weeks, field for field, as the full-array read', async () => {
    // The search is hand-written SQL (decision 011); the full-array read goes through Drizzle.
    const page = await search(`locationId=${nv.locationId}&sort=newest`);
    const res = await inject(t, { method: 'GET', url: `/api/weeks/location/${nv.locationId}` });
    expect(page.items).toEqual(res.json());
    expect(page.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(page.items[0].fromDate).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('pages with the page sizes the screens use as well as any other', async () => {
    const all = (await search(`locationId=${nv.locationId}&sort=price_asc`)).items;
    for (const pageSize of [1, 2, 12]) {
      const seen = [];
      for (let page = 1; page <= Math.ceil(all.length / pageSize); page++) {
        const p = await search(
          `locationId=${nv.locationId}&sort=price_asc&pageSize=${pageSize}&page=${page}`,
        );
        expect(p).toMatchObject({ page, pageSize, total: all.length });
        seen.push(...p.items);
      }
      expect(seen).toEqual(all);
    }
    expect((await search(`locationId=${nv.locationId}&pageSize=12&page=2`)).items).toEqual([]);
  });

  it('refuses pages past the first 10,000 results with a message on the page field', async () => {
    for (const qs of ['page=101&pageSize=100', 'page=417&pageSize=24', 'page=100000&pageSize=100']) {
      const res = await inject(t, { method: 'GET', url: `/api/weeks/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'page: Only the first 10,000 results can be browsed; narrow the search with filters',
        issues: [{ path: 'page' }],
      });
    }
    for (const qs of ['page=100&pageSize=100', 'page=416&pageSize=24']) {
      expect((await inject(t, { method: 'GET', url: `/api/weeks/search?${qs}` })).statusCode, qs).toBe(200);
    }
  });

  it('refuses malformed parameters with 400', async () => {
    for (const qs of ['sort=cheapest', 'pageSize=1000', 'from=tomorrow', 'locationId=-1']) {
      const res = await inject(t, { method: 'GET', url: `/api/weeks/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
  });
});

describe('the full-array reads', () => {
  it('GET /api/weeks/location/{id} returns that location’s future weeks', async () => {
    const res = await inject(t, { method: 'GET', url: `/api/weeks/location/${nv.locationId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(4);
    expect(res.body).not.toContain('SECRET');
  });

  it('GET /api/weeks/location returns every future week', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/weeks/location' });
    expect(res.json()).toHaveLength(4);
  });

  it('counts availability per destination from the same rule', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/vidanta/locations/availability' });
    const byName = Object.fromEntries(
      res.json().map((l: { name: string; availableWeeks: number }) => [l.name, l.availableWeeks]),
    );
    expect(byName['Nuevo Vallarta']).toBe(4);
    expect(byName['Los Cabos']).toBe(0);
  });
});
