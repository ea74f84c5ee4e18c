import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsService } from '#src/server/modules/accounts/service.ts';
import { createTestDatabase, type TestDatabase, testBackends } from '#src/server/test/database.ts';
import { DEMO_PASSWORD, type DemoResult, seedDemo } from './demo';
import { type CatalogUnit, makeWeekRow, todayIso } from './demo-factories';
import { createRandom } from './demo-random';
import { seedReferenceData } from './reference';

describe.each(testBackends())('seedDemo on %s', (backend) => {
  let t: TestDatabase;
  let uploadsDir: string;
  let result: DemoResult;

  beforeAll(async () => {
    t = await createTestDatabase({ backend });
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'semana-demo-'));
    await seedReferenceData(t.database.db);
    result = await seedDemo(t.database.db, { weeks: 2000, properties: 5, seed: 42, uploadsDir });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const count = async (table: string) => {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return rows[0].n;
  };

  it('inserts what it reports', async () => {
    expect(result.weeks).toBe(2000);
    expect(result.listings).toBe(5);
    expect(result.owners).toBe(20);
    expect(await count('weeks')).toBe(2000);
    expect(await count('property_listings')).toBe(5);
    expect(await count('users')).toBe(20);
    expect(await count('contracts')).toBe(result.contracts);
    expect(await count('week_requests')).toBe(result.weekRequests);
    expect(await count('week_interests')).toBe(result.weekInterests);
    expect(await count('property_listing_interests')).toBe(result.propertyInterests);
    expect(await count('unit_type_images')).toBe(result.unitTypeImages);
    expect(result.contracts).toBeGreaterThan(0);
    expect(result.weekInterests).toBeGreaterThan(0);
  });

  it('gives every unit type at least one picture, so no week card is without one', async () => {
    const { rows } = await t.database.db.execute<{ bare: number }>(sql`
      select count(*)::int as bare from unit_types u
      where not exists (select 1 from unit_type_images i where i.unit_type_id = u.id)`);
    expect(rows[0].bare).toBe(0);
  });

  it('makes every week start in the future and last seven days', async () => {
    const { rows } = await t.database.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad from weeks
      where from_date <= ${todayIso()}::date or to_date <> from_date + 6
        or from_date > ${todayIso()}::date + 560 or price < 300 or price > 6000`);
    expect(rows[0].bad).toBe(0);
  });

  it("takes each week's unit type from a resort sold at the week's location", async () => {
    const { rows } = await t.database.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad from weeks w
      join unit_types u on u.id = w.unit_type_id
      where not exists (
        select 1 from resort_locations rl where rl.resort_id = u.resort_id and rl.location_id = w.location_id)`);
    expect(rows[0].bad).toBe(0);
  });

  it('gives listings two to four pictures that exist on disk', async () => {
    const { rows } = await t.database.db.execute<{
      image_urls: string[];
      price: string;
      price_value: number;
    }>(sql`select image_urls, price, price_value from property_listings`);
    for (const row of rows) {
      expect(row.image_urls.length).toBeGreaterThanOrEqual(2);
      expect(row.image_urls.length).toBeLessThanOrEqual(4);
      expect(row.price).toContain(Number(row.price_value).toLocaleString('en-US'));
      for (const url of row.image_urls) {
        expect(url).toMatch(/^\/uploads\/demo\/[a-z-]+\.webp$/);
        expect(existsSync(path.join(uploadsDir, url.replace('/uploads/', '')))).toBe(true);
      }
    }
  });

  it('creates active owners who sign in with the demo password', async () => {
    const { rows } = await t.database.db.execute<{ username: string; active: boolean; role: string }>(
      sql`select username, active, role from users order by id limit 1`,
    );
    expect(rows[0]).toMatchObject({ active: true, role: 'user' });
    const user = await accountsService(t.database.db).authenticate({
      username: rows[0].username,
      password: DEMO_PASSWORD,
    });
    expect(user.username).toBe(rows[0].username);
  });
});

describe('demo factories', () => {
  const unit: CatalogUnit = {
    locationId: 1,
    locationName: 'Nuevo Vallarta',
    resortId: 1,
    resortName: 'Casa Marina Grand Resort',
    unitTypeId: 1,
    unitTypeName: 'Two-Bedroom Suite',
  };
  const ctx = {
    pickUnit: () => unit,
    pickOwner: () => 7,
    today: '2030-01-10',
    now: new Date('2030-01-10T12:00:00Z'),
  };

  it('builds the same weeks from the same seed', () => {
    const build = () => {
      const random = createRandom(99);
      return Array.from({ length: 50 }, () => makeWeekRow(random, ctx));
    };
    expect(build()).toEqual(build());
  });

  it('builds realistic weeks: codes, dates and prices', () => {
    const random = createRandom(1);
    for (let i = 0; i < 500; i++) {
      const week = makeWeekRow(random, ctx);
      expect(week.reservationCode).toMatch(/^NV-[A-Z2-9]{6}$/);
      expect(week.fromDate > ctx.today).toBe(true);
      expect(Date.parse(week.toDate) - Date.parse(week.fromDate)).toBe(6 * 86_400_000);
      expect(week.price).toBeGreaterThanOrEqual(300);
      expect(week.price).toBeLessThanOrEqual(6000);
    }
  });
});
