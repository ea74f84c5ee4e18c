import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, getOk, inject, type TestApp } from '#src/server/test/app.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { weekSearchQuery } from '#src/shared/contracts/weeks.ts';
import { fold } from '#src/shared/text.ts';
import { weekCountQuery, weekPageQuery } from './search-sql';

/**
 * A search narrowed by resort or unit type reads a page from each (destination, unit type) pair and
 * merges them (search-sql.ts). It must answer exactly what filtering and sorting every future week
 * would: checked here against the Drizzle-built full-array read, every sort, several page sizes.
 */
let t: TestApp;
let cabosId: number;
let medano: { id: number; unitTypeName: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const owner = await createUser(t, { active: true });
  const [cabos] = await db.select().from(locations).where(eq(locations.name, 'Los Cabos'));
  const [nv] = await db.select().from(locations).where(eq(locations.name, 'Nuevo Vallarta'));
  cabosId = cabos.id;
  const units = await db
    .select({ id: unitTypes.id, name: unitTypes.name, resortId: resorts.id, locationId: resorts.locationId })
    .from(unitTypes)
    .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
    .where(sql`${resorts.locationId} in (${cabos.id}, ${nv.id})`)
    .orderBy(unitTypes.id);
  const [m] = await db.select().from(resorts).where(eq(resorts.name, 'Médano Sands Residence Club'));
  medano = { id: m.id, unitTypeName: units.find((u) => u.resortId === m.id)!.name };
  // Prices and creation times repeat, so the id decides ties; some weeks have started (hidden).
  const rows = Array.from({ length: 160 }, (_, i) => {
    const u = units[(i * 7) % units.length];
    const offset = (i % 9) * 11 - 15;
    return {
      userId: owner.id,
      locationId: u.locationId,
      unitTypeId: u.id,
      fromDate: day(offset),
      toDate: day(offset + 6),
      price: 500 + (i % 13) * 100,
      reservationCode: `N-${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 40)),
    };
  });
  await db.insert(weeks).values(rows);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => getOk(t, url);

type Sort = 'newest' | 'oldest' | 'price_desc' | 'price_asc' | 'start_date';
const ORDER: Record<Sort, (a: PublicWeek, b: PublicWeek) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  start_date: (a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id,
};

interface Filters {
  locationId?: number;
  resort?: string;
  unitType?: string;
  unitTypeName?: string;
  resortId?: number;
  unitTypeId?: number;
  from?: string;
}

const matches = (w: PublicWeek, f: Filters) =>
  (!f.locationId || w.locationId === f.locationId) &&
  (!f.resort || fold(w.resortName).includes(fold(f.resort))) &&
  (!f.unitType || fold(w.unitTypeName).includes(fold(f.unitType))) &&
  (!f.unitTypeName || fold(w.unitTypeName) === fold(f.unitTypeName)) &&
  (!f.resortId || w.resortId === f.resortId) &&
  (!f.unitTypeId || w.unitTypeId === f.unitTypeId) &&
  (!f.from || w.fromDate >= f.from);

describe('a search narrowed by resort or unit type', () => {
  it('answers what filtering and sorting every future week answers, page by page', async () => {
    const every = (await get('/api/weeks/location')) as PublicWeek[];
    const filterSets: Filters[] = [
      { locationId: cabosId, resort: 'dorado' },
      { locationId: cabosId, resort: 'MEDANO' },
      { locationId: cabosId, unitType: 'suite' },
      { locationId: cabosId, unitType: 'suite', resort: 'arco' },
      { unitType: 'bedroom' },
      { unitTypeName: medano.unitTypeName.toUpperCase() },
      { resortId: medano.id },
      { unitTypeId: every[0].unitTypeId },
      { locationId: cabosId, resort: 'mazatlan' },
      { resort: 'dorado', from: day(30) },
      { locationId: cabosId, unitType: 'suite', from: day(40) },
    ];
    let checked = 0;
    for (const f of filterSets) {
      const qs = Object.entries(f)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .join('&');
      for (const sort of Object.keys(ORDER) as Sort[]) {
        const expected = every.filter((w) => matches(w, f)).sort(ORDER[sort]);
        for (const pageSize of [24, 7]) {
          const pages = Math.max(1, Math.ceil(expected.length / pageSize)) + 1;
          for (let page = 1; page <= pages; page++) {
            const p = await get(`/api/weeks/search?${qs}&sort=${sort}&pageSize=${pageSize}&page=${page}`);
            const label = `${qs} ${sort} ${pageSize} #${page}`;
            expect(p.items, label).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
            expect(p.total, label).toBe(expected.length);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  }, 120_000);

  it('shows a listed week in the total of a narrowed search at once', async () => {
    const before = await get(`/api/weeks/search?locationId=${cabosId}&resort=dorado`);
    const owner = await createUser(t, { active: true });
    const [arco] = await t.database.db
      .select()
      .from(resorts)
      .where(eq(resorts.name, 'Arco Dorado Grand Suites'));
    const [unit] = await t.database.db
      .select()
      .from(unitTypes)
      .where(eq(unitTypes.resortId, arco.id))
      .limit(1);
    const { cookie } = owner;
    const res = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie,
      payload: {
        resortId: arco.id,
        locationId: cabosId,
        unitTypeId: unit.id,
        fromDate: day(100),
        toDate: day(106),
        price: 999,
        reservationCode: 'N-NEW',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await get(`/api/weeks/search?locationId=${cabosId}&resort=dorado`);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0].id).toBe(res.json().id);
  });
});

/** The statement as the server sends it, prepared and explained with PostgreSQL's generic plan. */
async function genericPlan(text: string, values: unknown[]): Promise<string> {
  const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare narrowed_plan as ${text}`));
    const { rows } = await tx.execute(
      sql.raw(`explain execute narrowed_plan${values.length ? `(${values.map(literal).join(', ')})` : ''}`),
    );
    await tx.execute(sql.raw('deallocate narrowed_plan'));
    return rows.map((r) => Object.values(r as Record<string, string>)[0]).join('\n');
  });
}

describe('the plan of a narrowed search', () => {
  it('reads weeks through the pair indexes, never a scan of the table', async () => {
    // Enough weeks that a sequential scan would be the planner's choice if the SQL allowed one.
    await t.database.db.execute(sql`
      insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
      select w.user_id, w.location_id, w.unit_type_id, current_date + (g % 300), current_date + (g % 300) + 6,
             500 + g % 3000, 'PLAN-' || g, now() - g * interval '1 minute'
      from generate_series(1, 30000) g
      cross join lateral (select * from weeks order by id offset (g % 100) limit 1) w`);
    await t.database.db.execute(sql`analyze weeks`);
    const searches = [
      { locationId: cabosId, resort: 'dorado', sort: 'newest' },
      { locationId: cabosId, unitType: 'suite', sort: 'price_asc' },
      { unitTypeName: 'Studio', sort: 'start_date' },
      { locationId: cabosId, resort: 'dorado', sort: 'newest', page: 3 },
    ];
    for (const s of searches) {
      const q = weekSearchQuery.parse(s);
      const page = weekPageQuery(q);
      const plan = await genericPlan(page.text, page.values);
      expect(plan, JSON.stringify(s)).not.toMatch(/Seq Scan on weeks/);
      expect(plan, JSON.stringify(s)).toMatch(/weeks_location_unit_\w+_idx/);
    }
    const count = weekCountQuery(
      weekSearchQuery.parse({ locationId: cabosId, resort: 'dorado', from: day(30) }),
    );
    expect(await genericPlan(count.text, count.values)).not.toMatch(/Seq Scan on weeks/);
  }, 60_000);
});
