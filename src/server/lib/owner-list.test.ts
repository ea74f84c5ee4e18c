import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { planOf, recordStatements } from '#src/server/test/plans.ts';

/**
 * My Dashboard's lists for an owner with 5,000 weeks: each answers a page, searched and sorted by the
 * database within the owner's rows, with both counts; the old whole-array shape stays for callers
 * that send no page.
 */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
const WEEKS = 5_000;

const get = (who: TestUser | undefined, url: string) =>
  inject(t, { method: 'GET', url, cookie: who?.cookie });
const page = async (who: TestUser, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json(), bytes: res.body.length };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  owner = await createUser(t, { active: true });
  other = await createUser(t, { active: true });
  // Two places of the seeded catalogue: the weeks alternate between them.
  const pairs = sql`(select rl.location_id, ut.id as unit_type_id, row_number() over (order by ut.id) as n
      from unit_types ut join resort_locations rl on rl.resort_id = ut.resort_id order by ut.id limit 2) p`;
  await db.execute(sql`insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
    select ${owner.id}, p.location_id, p.unit_type_id, current_date + g, current_date + g + 6, 500 + (g * 37) % 4000,
           'OWN-' || g, now() - g * interval '1 minute'
      from generate_series(1, ${WEEKS}) g join ${pairs} on p.n = 1 + g % 2`);
  await db.execute(sql`insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code)
    select ${other.id}, p.location_id, p.unit_type_id, current_date + g, current_date + g + 6, 100, 'OTHER-' || g
      from generate_series(1, 3) g join ${pairs} on p.n = 1`);
  await db.execute(sql`insert into contracts (user_id, contract_type_id, contract_number, contract_name, resort, unit_type,
      usage_fee, contractual_weeks, start_date, total_value, created_at)
    select ${owner.id}, (select min(id) from contract_types), 'N-' || g, 'Membresía ' || g, 'Mayan Palace', 'Loft Suite',
           100, 1, date '2020-01-01' + (g * 53) % 900, 1000, now() - g * interval '1 minute'
      from generate_series(1, 30) g`);
  await db.execute(sql`insert into property_listings (user_id, hotel_name, unit_size, location, price, weeks_or_season, description, created_at)
    select ${owner.id}, case when g = 7 then 'Hotel Mazatlán Playa' else 'Casa ' || g end, '2BR', 'Nuevo Vallarta',
           '$' || (g * 1000) || ' USD', 'Week 12', 'A unit', now() - g * interval '1 minute'
      from generate_series(1, 25) g`);
  await db.execute(sql`insert into week_interests (week_id, email, message, created_at)
    select w.id, 'visitor' || w.n || '@example.test', case when w.n = 3 then 'Queremos la semana en Acapulco' else 'Is it free?' end,
           now() - w.n * interval '1 hour'
      from (select id, row_number() over (order by id) as n from weeks where user_id = ${owner.id} limit 15) w`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/weeks/my-weeks, paged', () => {
  it('answers one small page of the owner’s 5,000 weeks with both counts, newest first', async () => {
    const p = await page(owner, '/api/weeks/my-weeks?page=1&pageSize=12');
    expect(p).toMatchObject({ total: WEEKS, unfilteredTotal: WEEKS, page: 1, pageSize: 12 });
    expect(p.items).toHaveLength(12);
    expect(p.items.map((w: { reservationCode: string }) => w.reservationCode).slice(0, 2)).toEqual([
      'OWN-1',
      'OWN-2',
    ]);
    expect(p.items.every((w: { userId: number }) => w.userId === owner.id)).toBe(true);
    expect(p.bytes).toBeLessThan(12_000);
    const second = await page(owner, '/api/weeks/my-weeks?page=2&pageSize=12');
    expect(second.items[0].reservationCode).toBe('OWN-13');
  });

  it('searches reservation codes, resorts and destinations, case and accents ignored', async () => {
    const code = await page(owner, '/api/weeks/my-weeks?page=1&pageSize=12&q=own-4321');
    expect(code).toMatchObject({ total: 1, unfilteredTotal: WEEKS });
    expect(code.items[0].reservationCode).toBe('OWN-4321');
    const first = code.items[0];
    const byResort = await page(
      owner,
      `/api/weeks/my-weeks?page=1&pageSize=12&q=${encodeURIComponent(first.resortName.toUpperCase())}`,
    );
    expect(byResort.total).toBeGreaterThanOrEqual(WEEKS / 2);
    expect(byResort.items.every((w: { resortName: string }) => w.resortName === first.resortName)).toBe(true);
    const none = await page(owner, '/api/weeks/my-weeks?page=1&pageSize=12&q=nowhere-at-all');
    expect(none).toMatchObject({ total: 0, unfilteredTotal: WEEKS, items: [] });
  });

  it('sorts by price and by start date across all the weeks, from the owner’s indexes', async () => {
    const cheap = await page(owner, '/api/weeks/my-weeks?page=1&pageSize=12&sort=price_asc');
    const prices = cheap.items.map((w: { price: number }) => w.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(500);
    const soonest = await page(owner, '/api/weeks/my-weeks?page=1&pageSize=12&sort=start_date');
    expect(soonest.items[0].reservationCode).toBe('OWN-1');

    for (const [sort, index] of [
      ['price_desc', /weeks_user_price_idx/],
      ['start_date', /weeks_user_from_idx/],
    ] as const) {
      const seen = await recordStatements(t.database, () =>
        get(owner, `/api/weeks/my-weeks?page=3&pageSize=12&sort=${sort}`),
      );
      const list = seen.find((s) => s.text.includes('order by') && s.text.includes('w.user_id = $1'));
      expect(list, sort).toBeDefined();
      const plan = await planOf(t.database, list as NonNullable<typeof list>, 'custom');
      expect(plan, sort).toMatch(index);
      // The list's own order (a row's subplans, such as its latest verification, sort on their own).
      const listPlan = plan.split(/\n\s*SubPlan/)[0];
      expect(listPlan, sort).not.toMatch(/Sort Key/);
    }
  });

  it('shows an owner only their own weeks, and keeps the whole array for callers without a page', async () => {
    const mine = await page(other, '/api/weeks/my-weeks?page=1&pageSize=12');
    expect(mine).toMatchObject({ total: 3, unfilteredTotal: 3 });
    const array = await get(other, '/api/weeks/my-weeks');
    expect(array.json()).toHaveLength(3);
    expect(array.json().every((w: { userId: number }) => w.userId === other.id)).toBe(true);
    expect((await get(undefined, '/api/weeks/my-weeks?page=1')).statusCode).toBe(401);
  });

  it('refuses pages too large or too deep, and unknown sorts, with a 400', async () => {
    for (const query of ['pageSize=101', 'page=10000&pageSize=100', 'page=1&sort=cheapest', 'page=0']) {
      const res = await get(owner, `/api/weeks/my-weeks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});

describe('the other lists of My Dashboard', () => {
  it('pages, searches and sorts the owner’s contracts', async () => {
    const p = await page(owner, '/api/contracts/user?page=1&pageSize=10');
    expect(p).toMatchObject({ total: 30, unfilteredTotal: 30, pageSize: 10 });
    expect(p.items[0].contractNumber).toBe('N-1');
    const found = await page(owner, '/api/contracts/user?page=1&pageSize=10&q=MEMBRESIA%2017');
    expect(found.total).toBe(1);
    expect(found.items[0].contractNumber).toBe('N-17');
    const byStart = await page(owner, '/api/contracts/user?page=1&pageSize=10&sort=start_date');
    const starts = byStart.items.map((c: { startDate: string }) => c.startDate);
    expect(starts).toEqual([...starts].sort());
    expect((await get(other, '/api/contracts/user?page=1')).json()).toMatchObject({ total: 0 });
    expect((await get(owner, '/api/contracts/user')).json()).toHaveLength(30);
  });

  it('pages, searches and sorts the owner’s property listings', async () => {
    const p = await page(owner, '/api/property-listings/my-listings?page=1&pageSize=12');
    expect(p).toMatchObject({ total: 25, unfilteredTotal: 25 });
    expect(p.items).toHaveLength(12);
    const found = await page(owner, '/api/property-listings/my-listings?page=1&pageSize=12&q=mazatlan');
    expect(found.items.map((l: { hotelName: string }) => l.hotelName)).toEqual(['Hotel Mazatlán Playa']);
    const dear = await page(owner, '/api/property-listings/my-listings?page=1&pageSize=12&sort=price_desc');
    expect(dear.items[0].hotelName).toBe('Casa 25');
    expect((await get(other, '/api/property-listings/my-listings?page=1')).json()).toMatchObject({
      total: 0,
    });
  });

  it('searches and sorts the interest in the owner’s listings', async () => {
    const p = await page(owner, '/api/my/interests?page=1&pageSize=10');
    expect(p).toMatchObject({ total: 15, unhandled: 15 });
    const found = await page(owner, '/api/my/interests?page=1&pageSize=10&q=ACAPULCO');
    expect(found.total).toBe(1);
    expect(found.items[0].email).toBe('visitor3@example.test');
    const oldest = await page(owner, '/api/my/interests?page=1&pageSize=10&sort=oldest');
    expect(oldest.items[0].email).toBe('visitor15@example.test');
  });
});
