import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app.ts';
import { loadConfig } from '#src/server/config.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, type TestApp, uniqueName } from '#src/server/test/app.ts';
import { createTestDatabase, type TestDatabase } from '#src/server/test/database.ts';

/**
 * Two app instances on one database stand for two processes: each keeps its own caches, which only
 * the database's announcements (db/changes.ts) can drop. What staff add through one must show in
 * the other's dropdown lists, and a listing in the other's search, at once.
 */
describe('reference data added through one app process', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  async function appOn(db: TestDatabase): Promise<TestApp> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-test-')),
    });
    const app = await buildApp({
      config,
      database: db.database,
      sessionSecret: 'test-secret-'.padEnd(48, 'x'),
      logger: false,
    });
    await app.ready();
    return { app, database: db.database, config, close: () => app.close() };
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    await seedReferenceData(shared.database.db);
    first = await appOn(shared);
    second = await appOn(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.drop();
  });

  /** Polls `read` on the second app until `seen` holds; returns how long it took. */
  async function timeUntil(read: () => Promise<unknown[]>, seen: (rows: unknown[]) => boolean) {
    const started = Date.now();
    while (Date.now() - started < 10_000) {
      if (seen(await read())) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    return Number.POSITIVE_INFINITY;
  }

  it('shows a new resort and unit type, and an edited one, in the other process within a second (the change feed)', async () => {
    const staff = await createUser(first, { role: 'manager', active: true });
    const get = async (url: string) => (await second.app.inject({ method: 'GET', url })).json() as unknown[];
    const named = (name: string) => (rows: unknown[]) =>
      rows.some((r) => (r as { name: string }).name === name);

    // The second process has the lists cached before the change.
    const [location] = (await get('/api/vidanta/locations')) as { id: number }[];
    await get('/api/vidanta/resorts');
    await get('/api/vidanta/unit-types');

    const resortName = uniqueName('Resort ');
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/vidanta/resorts',
      headers: { cookie: staff.cookie },
      payload: { name: resortName, locationId: String(location.id) },
    });
    expect(created.statusCode).toBe(201);
    expect(await timeUntil(() => get('/api/vidanta/resorts'), named(resortName))).toBeLessThanOrEqual(1_000);

    const unitName = uniqueName('Suite ');
    const unit = await first.app.inject({
      method: 'POST',
      url: '/api/vidanta/unit-types',
      headers: { cookie: staff.cookie },
      payload: { name: unitName, resortId: String(created.json().id) },
    });
    expect(unit.statusCode).toBe(201);
    expect(await timeUntil(() => get('/api/vidanta/unit-types'), named(unitName))).toBeLessThanOrEqual(1_000);

    // An edit too: the guests it sleeps, in the list the second process has cached.
    const edited = await first.app.inject({
      method: 'PATCH',
      url: `/api/vidanta/unit-types/${unit.json().id}`,
      headers: { cookie: staff.cookie },
      payload: { name: unitName, maxOccupancy: 7 },
    });
    expect(edited.statusCode).toBe(200);
    const sleepsSeven = (rows: unknown[]) =>
      (rows as { name: string; maxOccupancy: number }[]).some(
        (r) => r.name === unitName && r.maxOccupancy === 7,
      );
    expect(await timeUntil(() => get('/api/vidanta/unit-types'), sleepsSeven)).toBeLessThanOrEqual(1_000);
  });

  it('shows a listing written past the second process in its cached search pages within two seconds', async () => {
    const owner = await createUser(first, { active: true });
    const names = async () =>
      (
        await second.app.inject({
          method: 'GET',
          url: '/api/property-listings/search?sort=newest&pageSize=60',
        })
      )
        .json()
        .items.map((l: { hotelName: string }) => l.hotelName) as string[];
    // Kept by the second process for ten seconds unless the database announces a write.
    expect(await names()).not.toContain('Casa From The Other Process');
    await shared.database.db.insert(propertyListings).values({
      userId: owner.id,
      hotelName: 'Casa From The Other Process',
      unitSize: 'Studio',
      location: 'Los Cabos',
      price: '$5,000 USD',
      weeksOrSeason: 'Week 8',
      description: 'Listed through the first process.',
    });
    const took = await timeUntil(
      async () => names(),
      (rows) => rows.includes('Casa From The Other Process'),
    );
    expect(took).toBeLessThanOrEqual(2_000);
  });
});
