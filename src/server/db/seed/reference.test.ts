import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testBackends } from '#src/server/test/database.ts';
import { LOCATIONS } from '#src/shared/constants.ts';
import { brands } from '../schema/catalog';
import { seedReferenceData } from './reference';
import { LOCATION_TIME_ZONES, RESORTS } from './reference-data';
import { UNIT_TYPE_OCCUPANCY } from './reference-descriptions';

const TABLES = [
  'brands',
  'locations',
  'resorts',
  'resort_locations',
  'unit_types',
  'contract_types',
] as const;

describe.each(testBackends())('seedReferenceData on %s', (backend) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase({ backend });
  }, 60_000);
  afterAll(() => t?.drop());

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      result[table] = rows[0].n;
    }
    return result;
  }

  it('is idempotent: a second run changes no row count', async () => {
    await seedReferenceData(t.database.db);
    const first = await counts();
    await seedReferenceData(t.database.db);
    expect(await counts()).toEqual(first);
    expect(first.resorts).toBe(RESORTS.length);
    expect(first.contract_types).toBeGreaterThanOrEqual(5);
  });

  it('creates exactly the eight locations of LOCATIONS, in order', async () => {
    const { rows } = await t.database.db.execute<{ name: string }>(
      sql`select name from locations order by id`,
    );
    expect(rows.map((r) => r.name)).toEqual([...LOCATIONS]);
  });

  it('gives every destination a time zone Node knows, and every unit type the guests its description says it sleeps', async () => {
    const { rows: places } = await t.database.db.execute<{ name: string; time_zone: string }>(
      sql`select name, time_zone from locations`,
    );
    for (const place of places) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: place.time_zone })).not.toThrow();
      expect(place.time_zone).toBe(LOCATION_TIME_ZONES[place.name as keyof typeof LOCATION_TIME_ZONES]);
    }
    expect(places.find((p) => p.name === 'Los Cabos')?.time_zone).toBe('America/Mazatlan');
    const { rows: units } = await t.database.db.execute<{ description: string; max_occupancy: number }>(
      sql`select description, max_occupancy from unit_types`,
    );
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units)
      expect(`Sleeps ${unit.max_occupancy}`).toBe(unit.description.match(/^Sleeps \d+/)?.[0]);
  });

  it('brings rows seeded before the migration to the same zones and occupancies the seed writes', () => {
    const migration = readFileSync(
      new URL('../../../../drizzle/0022_booking-reference-columns.sql', import.meta.url),
      'utf8',
    );
    for (const [name, zone] of Object.entries(LOCATION_TIME_ZONES))
      expect(migration).toContain(`('${name.toLowerCase()}', '${zone}')`);
    for (const [name, guests] of Object.entries(UNIT_TYPE_OCCUPANCY))
      expect(migration).toContain(`('${name.toLowerCase()}', ${guests})`);
  });

  it('creates brand 1 and leaves the brand sequence past it', async () => {
    const { rows } = await t.database.db.execute<{ id: number }>(sql`select id from brands where id = 1`);
    expect(rows).toHaveLength(1);
    // A brand added later (database management) must not collide with the explicit id 1.
    const [added] = await t.database.db.insert(brands).values({ name: 'Test Brand Added Later' }).returning();
    expect(added.id).toBeGreaterThan(1);
  });

  it('gives every resort unit types and a resort-location link to its home destination', async () => {
    const { rows } = await t.database.db.execute<{ name: string; unit_types: number; home_link: number }>(sql`
      select r.name,
        (select count(*)::int from unit_types u where u.resort_id = r.id) as unit_types,
        (select count(*)::int from resort_locations rl
           where rl.resort_id = r.id and rl.location_id = r.location_id) as home_link
      from resorts r`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.unit_types, row.name).toBeGreaterThanOrEqual(1);
      expect(row.home_link, row.name).toBe(1);
    }
  });

  it('covers every destination with at least two resorts', async () => {
    const { rows } = await t.database.db.execute<{ name: string; n: number }>(sql`
      select l.name, count(rl.resort_id)::int as n
      from locations l left join resort_locations rl on rl.location_id = l.id
      group by l.name`);
    for (const row of rows) expect(row.n, row.name).toBeGreaterThanOrEqual(2);
  });
});
