import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  dayFromToday,
  insertPaidBooking,
  isGuidanceStale,
  keptGuidance as keptFor,
  plusDays,
  refreshAllGuidance,
  unitTypeSuite,
} from '#src/server/test/insights.ts';
import { priceGuidance } from './guidance';
import { refreshGuidanceDays } from './guidance-days';

let t: TestApp;
let owner: TestUser;
let suite: Awaited<ReturnType<typeof unitTypeSuite>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  suite = await unitTypeSuite(t.database.db, owner, 'Kept guidance');
});
afterAll(() => t.close());

const db = () => t.database.db;
const newUnitType = () => suite.newUnitType();
const week = (unitTypeId: number, fromDate: string, price: number) => suite.week(unitTypeId, fromDate, price);
const isStale = (unitTypeId: number) => isGuidanceStale(db(), unitTypeId);
const keptGuidance = (_db: unknown, q: { unitTypeId: number; fromDate: string }) => keptFor(db(), q);
/** Every mark taken, as of now: each case then starts with nothing stale. */
const refresh = (now = new Date()) => refreshAllGuidance(db(), now);

describe('the marks of stale guidance (triggers on weeks and bookings)', () => {
  it('marks a unit type when a write changes what its guidance counts, and only then', async () => {
    const unit = await newUnitType();
    await refresh();
    expect(await isStale(unit)).toBe(false);

    const id = await week(unit, dayFromToday(30), 500);
    expect(await isStale(unit)).toBe(true);
    await refresh();
    expect(await isStale(unit)).toBe(false);

    // A column guidance does not read: no mark.
    await db().execute(sql`update weeks set reservation_code = 'RES-2' where id = ${id}`);
    expect(await isStale(unit)).toBe(false);

    for (const change of [
      sql`update weeks set price = 650 where id = ${id}`,
      sql`update weeks set hidden_at = now() where id = ${id}`,
      sql`update weeks set hidden_at = null where id = ${id}`,
      sql`update weeks set from_date = from_date + 7, to_date = to_date + 7 where id = ${id}`,
    ]) {
      await db().execute(change);
      expect(await isStale(unit)).toBe(true);
      await refresh();
    }

    // A week moved to another unit type marks both.
    const other = await newUnitType();
    await refresh();
    await db().execute(sql`update weeks set unit_type_id = ${other} where id = ${id}`);
    expect(await isStale(unit)).toBe(true);
    expect(await isStale(other)).toBe(true);
    await refresh();

    await insertPaidBooking(db(), { weekId: id, ownerId: owner.id, totalCents: 70_000 });
    expect(await isStale(other)).toBe(true);
    await refresh();
    await db().execute(sql`update bookings set status = 'cancelled', cancel_reason = 'guest_cancelled',
      cancelled_at = now() where week_id = ${id}`);
    expect(await isStale(other)).toBe(true);
    await refresh();

    await db().execute(sql`delete from bookings where week_id = ${id}`);
    await db().execute(sql`delete from weeks where id = ${id}`);
    expect(await isStale(other)).toBe(true);
  });
});

describe('guidance kept ahead', () => {
  // First of these: no request has asked the server's own refresh to run (it would compute the
  // figures again as of today while the case looks at those of a later day).
  it('follows the date: figures of another day are computed again, as of the moment asked', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(200);
    for (const offset of [-7, 0, 7, 14, -14]) await week(unit, plusDays(target, offset), 600);
    await refresh();
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await refreshGuidanceDays(db(), later, { budgetMs: Number.POSITIVE_INFINITY })).toBeGreaterThan(0);
    const [row] = rowsOf<{ since: string }>(
      await db().execute(sql`select to_char(since, 'YYYY-MM-DD') as since from price_guidance_days
        where unit_type_id = ${unit} and season_day = 1`),
    );
    const expected = new Date(later);
    expected.setUTCMonth(expected.getUTCMonth() - 24);
    expect(row.since).toBe(expected.toISOString().slice(0, 10));
    // Kept for a later day than today's: not current, so computed when asked.
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toBeUndefined();
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toMatchObject({
      asked: { count: 5 },
    });
  });

  it('is what the statement asked live answers, on every kind of day, asked and booked', async () => {
    const unit = await newUnitType();
    // Weeks over the last 26 months and the next 12 (some hidden, some too old), a third booked.
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 160; i++) {
      const day = dayFromToday(Math.floor(random() * 1140) - 790);
      const id = await week(unit, day, 300 + Math.floor(random() * 2000) + (i % 4) * 0.25);
      if (i % 3 === 0)
        await insertPaidBooking(db(), {
          weekId: id,
          ownerId: owner.id,
          totalCents: 40_000 + Math.floor(random() * 300_000),
          status: i % 9 === 0 ? 'cancelled' : 'completed',
        });
      if (i % 11 === 0) await db().execute(sql`update weeks set hidden_at = now() where id = ${id}`);
    }
    await refresh();
    const year = Number(dayFromToday(0).slice(0, 4));
    const days = [
      `${year}-01-01`,
      `${year}-01-05`,
      `${year + 1}-02-28`,
      `${year}-12-25`,
      `${year}-12-31`,
      `${year}-07-01`,
      `${year}-03-01`,
      ...Array.from({ length: 12 }, (_, i) => plusDays(`${year}-01-01`, 14 + i * 29)),
    ];
    if (new Date(Date.UTC(year + 4 - (year % 4), 1, 29)).getUTCDate() === 29)
      days.push(`${year + 4 - (year % 4)}-02-29`);
    let withFigures = 0;
    for (const fromDate of days) {
      const kept = await keptGuidance(db(), { unitTypeId: unit, fromDate });
      expect(kept, fromDate).toBeDefined();
      expect(kept, fromDate).toEqual(await priceGuidance(db(), { unitTypeId: unit, fromDate }));
      if (kept?.asked.figures && kept.booked.figures) withFigures += 1;
    }
    // The comparison covered real figures, not only "too few".
    expect(withFigures).toBeGreaterThan(5);
  });

  it('is not used once a write marks it stale, until the refresh: an answer is never stale', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(90);
    for (const offset of [-7, 0, 7, 14, -14]) await week(unit, plusDays(target, offset), 1000);
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toMatchObject({
      asked: { count: 5 },
    });
    await week(unit, plusDays(target, 3), 2000);
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toBeUndefined();
    const res = await inject(t, {
      method: 'GET',
      url: `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${target}`,
      cookie: owner.cookie,
    });
    expect(res.json().asked).toMatchObject({ count: 6, figures: { high: 2000 } });
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toMatchObject({
      asked: { count: 6, figures: { high: 2000 } },
    });
  });

  it('answers GET /api/weeks/price-guidance from the kept row when it is current', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(120);
    for (const offset of [-7, 0, 7, 14, -14]) await week(unit, plusDays(target, offset), 800);
    await refresh();
    // A figure only the kept row has: the answer must come from it.
    await db().execute(sql`update price_guidance_days set asked_median = 4321 where unit_type_id = ${unit}`);
    const res = await inject(t, {
      method: 'GET',
      url: `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${target}`,
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().asked.figures.median).toBe(4321);
    // With a week left out (the owner's own), it is always computed.
    const own = await week(unit, plusDays(target, 1), 900);
    await refresh();
    await db().execute(sql`update price_guidance_days set asked_median = 4321 where unit_type_id = ${unit}`);
    const leftOut = await inject(t, {
      method: 'GET',
      url: `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${target}&weekId=${own}`,
      cookie: owner.cookie,
    });
    expect(leftOut.json().asked.figures.median).toBe(800);
  });

  it('is computed again a moment after guidance is asked about a stale unit type, not a minute later', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(100);
    for (const offset of [-7, 0, 7, 14, -14]) await week(unit, plusDays(target, offset), 700);
    expect(await isStale(unit)).toBe(true);
    const res = await inject(t, {
      method: 'GET',
      url: `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${target}`,
      cookie: owner.cookie,
    });
    expect(res.json().asked.count).toBe(5);
    // The server's own refresh (started with the app), nudged by that request: well within the minute.
    await expect.poll(() => isStale(unit), { timeout: 10_000, interval: 250 }).toBe(false);
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toMatchObject({
      asked: { count: 5 },
    });
  });

  it('answers 404 for a unit type that does not exist, kept or not', async () => {
    await expect(
      keptGuidance(db(), { unitTypeId: 2_000_000_000, fromDate: dayFromToday(10) }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('shares the refresh between callers at once, and writes during it are not lost', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(150);
    for (let i = 0; i < 20; i++) await week(unit, plusDays(target, (i % 5) - 2), 500 + i);
    const writes = Array.from({ length: 20 }, (_, i) => week(unit, plusDays(target, (i % 7) - 3), 900 + i));
    // Each refresh takes the mark or leaves it to a later one (a writer still holds it): either way
    // nothing kept is current without the writes.
    await Promise.all([refresh(), refresh(), ...writes]);
    const live = await priceGuidance(db(), { unitTypeId: unit, fromDate: target });
    expect(live.asked.count).toBe(40);
    const meanwhile = await keptGuidance(db(), { unitTypeId: unit, fromDate: target });
    if (meanwhile !== undefined) expect(meanwhile).toEqual(live);
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toEqual(live);
  });
});

// Last: it empties the bookings of every case before it.
describe('guidance kept ahead after a table is emptied', () => {
  it('is not used once bookings are truncated (a statement no row trigger sees)', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(60);
    for (const offset of [-7, 0, 7, 14, -14]) {
      const id = await week(unit, plusDays(target, offset), 900);
      await insertPaidBooking(db(), { weekId: id, ownerId: owner.id, totalCents: 95_000 });
    }
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toMatchObject({
      booked: { count: 5 },
    });
    await db().execute(sql`truncate bookings cascade`);
    const live = await priceGuidance(db(), { unitTypeId: unit, fromDate: target });
    expect(live.booked.count).toBe(0);
    const kept = await keptGuidance(db(), { unitTypeId: unit, fromDate: target });
    if (kept !== undefined) expect(kept).toEqual(live);
    await refresh();
    expect(await keptGuidance(db(), { unitTypeId: unit, fromDate: target })).toEqual(live);
  });
});
