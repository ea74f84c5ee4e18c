import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { dayFromToday, insertPaidBooking, plusDays, unitTypeSuite } from '#src/server/test/insights.ts';
import { seasonDay, seasonRanges } from './guidance';

let t: TestApp;
let owner: TestUser;
let suite: Awaited<ReturnType<typeof unitTypeSuite>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  suite = await unitTypeSuite(t.database.db, owner, 'Guidance suite');
});
afterAll(() => t.close());

/** A unit type of its own, so each case reads only the weeks it writes. */
const newUnitType = () => suite.newUnitType();
const week = (unitTypeId: number, fromDate: string, price: number) => suite.week(unitTypeId, fromDate, price);

const guidance = async (query: string, cookie = owner.cookie) => {
  const res = await inject(t, { method: 'GET', url: `/api/weeks/price-guidance?${query}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('season days', () => {
  it('counts a 365-day year, 29 February as 1 March', () => {
    expect(seasonDay('2027-01-01')).toBe(1);
    expect(seasonDay('2027-12-31')).toBe(365);
    expect(seasonDay('2028-02-29')).toBe(60);
    expect(seasonDay('2028-03-01')).toBe(60);
    expect(seasonDay('2028-12-31')).toBe(365);
  });

  it('wraps the three weeks either side around new year', () => {
    expect(seasonRanges('2027-07-01')).toEqual([
      [161, 203],
      [1, 0],
    ]);
    expect(seasonRanges('2027-01-05')).toEqual([
      [1, 26],
      [349, 365],
    ]);
    expect(seasonRanges('2027-12-25')).toEqual([
      [338, 365],
      [1, 15],
    ]);
  });

  it('stores the same season day in the database as the server computes', async () => {
    const unit = await newUnitType();
    for (const day of ['2028-02-29', '2028-03-01', '2027-12-31', '2028-12-31', '2027-01-01']) {
      const id = await week(unit, day, 100);
      const [row] = await t.database.db
        .select({ seasonDay: weeks.seasonDay })
        .from(weeks)
        .where(eq(weeks.id, id));
      expect(row.seasonDay, day).toBe(seasonDay(day));
    }
  });
});

describe('GET /api/weeks/price-guidance', () => {
  it('gives the quartiles of the asked prices as percentile_cont computes them by hand', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(60);
    // Six prices: p25 at position 1.25 (200 + 0.25 × 100), the median at 2.5, p75 at 3.75.
    for (const [offset, price] of [
      [0, 300],
      [-7, 100],
      [14, 600],
      [-365, 200],
      [365 + 7, 500],
      [-14, 400],
    ] as const)
      await week(unit, plusDays(target, offset), price);
    const body = await guidance(`unitTypeId=${unit}&fromDate=${target}`);
    expect(body.asked).toEqual({
      count: 6,
      figures: { low: 100, p25: 225, median: 350, p75: 475, high: 600 },
    });
    expect(body.booked).toEqual({ count: 0, figures: null });
    expect(body.minimum).toBe(5);
    expect(body.seasonDays).toBe(21);
    expect(body.since).toBe(
      new Date(new Date().setUTCMonth(new Date().getUTCMonth() - 24)).toISOString().slice(0, 10),
    );
  });

  it('takes the season across new year and leaves out other seasons and other unit types', async () => {
    const unit = await newUnitType();
    const other = await newUnitType();
    const year = Number(dayFromToday(0).slice(0, 4)) + 1;
    // Around 2 January: 20 December and 20 January are in, 5 December and 30 January are not.
    for (const day of [
      `${year}-12-20`,
      `${year}-12-27`,
      `${year + 1}-01-20`,
      `${year}-01-10`,
      `${year}-01-02`,
    ])
      await week(unit, day, 1000);
    await week(unit, `${year}-12-05`, 9000);
    await week(unit, `${year}-01-30`, 9000);
    await week(other, `${year}-01-02`, 9000);
    const body = await guidance(`unitTypeId=${unit}&fromDate=${year + 1}-01-02`);
    expect(body.asked.count).toBe(5);
    expect(body.asked.figures.high).toBe(1000);
  });

  it('takes weeks starting within the last 24 months, not before', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(0);
    await week(unit, plusDays(dayFromToday(-730), -12), 9000); // 24 months and 12 days ago
    await week(unit, plusDays(dayFromToday(-730), 12), 700);
    await week(unit, dayFromToday(-365), 700);
    await week(unit, dayFromToday(-10), 700);
    await week(unit, dayFromToday(10), 700);
    const body = await guidance(`unitTypeId=${unit}&fromDate=${target}`);
    expect(body.asked.count).toBe(4);
    expect(body.asked.figures).toBeNull();
    await week(unit, dayFromToday(5), 700);
    // A day later: another season day, so not the answer kept for the first (service.ts keeps a minute).
    const more = await guidance(`unitTypeId=${unit}&fromDate=${plusDays(target, 1)}`);
    expect(more.asked).toEqual({
      count: 5,
      figures: { low: 700, p25: 700, median: 700, p75: 700, high: 700 },
    });
  });

  it('gives booked prices apart from the asked ones, from paid bookings only', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(30);
    const booked = [1100, 1200, 1300, 1400, 1500];
    for (const [i, cents] of booked.entries()) {
      const id = await week(unit, plusDays(target, i - 2), 2000);
      await insertPaidBooking(t.database.db, { weekId: id, ownerId: owner.id, totalCents: cents * 100 });
    }
    const cancelled = await week(unit, plusDays(target, 3), 2000);
    await insertPaidBooking(t.database.db, {
      weekId: cancelled,
      ownerId: owner.id,
      totalCents: 9_000_00,
      status: 'cancelled',
    });
    const body = await guidance(`unitTypeId=${unit}&fromDate=${target}`);
    expect(body.asked).toEqual({
      count: 6,
      figures: { low: 2000, p25: 2000, median: 2000, p75: 2000, high: 2000 },
    });
    expect(body.booked).toEqual({
      count: 5,
      figures: { low: 1100, p25: 1200, median: 1300, p75: 1400, high: 1500 },
    });
    // The week being edited is not its own comparable.
    const editing = await guidance(`unitTypeId=${unit}&fromDate=${target}&weekId=${cancelled}`);
    expect(editing.asked.count).toBe(5);
  });

  it("refuses to leave out a week that is not the caller's: its renter's price would show by difference", async () => {
    const unit = await newUnitType();
    const target = dayFromToday(30);
    const ids: number[] = [];
    for (const [i, dollars] of [1000, 1100, 1200, 1300, 1400, 4321].entries()) {
      ids.push(await week(unit, plusDays(target, i - 2), 2000));
      await insertPaidBooking(t.database.db, {
        weekId: ids[i],
        ownerId: owner.id,
        totalCents: dollars * 100,
      });
    }
    const other = await createUser(t, { active: true });
    for (const weekId of [ids[5], 2147483647]) {
      const res = await inject(t, {
        method: 'GET',
        url: `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${target}&weekId=${weekId}`,
        cookie: other.cookie,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('1400');
    }
    // Its owner may.
    expect(
      (await guidance(`unitTypeId=${unit}&fromDate=${target}&weekId=${ids[5]}`)).booked.figures.high,
    ).toBe(1400);
  });

  it('says there are too few, with the count, under five comparables', async () => {
    const unit = await newUnitType();
    const body = await guidance(`unitTypeId=${unit}&fromDate=${dayFromToday(20)}`);
    expect(body.asked).toEqual({ count: 0, figures: null });
    expect(body.booked).toEqual({ count: 0, figures: null });
  });

  it('drops a kept answer when a week is listed (the change feed), so the new week counts', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(50);
    for (let i = 0; i < 5; i++) await week(unit, plusDays(target, i), 900);
    expect((await guidance(`unitTypeId=${unit}&fromDate=${target}`)).asked.count).toBe(5);
    const listed = await inject(t, {
      method: 'POST',
      url: '/api/weeks',
      cookie: owner.cookie,
      payload: {
        resortId: suite.resort.id,
        locationId: suite.resort.locationId,
        unitTypeId: unit,
        fromDate: plusDays(target, 2),
        toDate: plusDays(target, 8),
        price: 1900,
        reservationCode: 'RES-NEW',
      },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    await expect
      .poll(async () => (await guidance(`unitTypeId=${unit}&fromDate=${target}`)).asked.count, {
        timeout: 5_000,
      })
      .toBe(6);
  });

  it('leaves hidden weeks out', async () => {
    const unit = await newUnitType();
    const target = dayFromToday(40);
    for (let i = 0; i < 5; i++) await week(unit, plusDays(target, i), 800);
    const hidden = await week(unit, target, 5000);
    await t.database.db
      .update(weeks)
      .set({ hiddenAt: new Date(), onOffer: false })
      .where(eq(weeks.id, hidden));
    const body = await guidance(`unitTypeId=${unit}&fromDate=${target}`);
    expect(body.asked.count).toBe(5);
    expect(body.asked.figures.high).toBe(800);
  });

  it('answers active owners only: 401 to a visitor, 403 to an inactive account', async () => {
    const unit = await newUnitType();
    const url = `/api/weeks/price-guidance?unitTypeId=${unit}&fromDate=${dayFromToday(20)}`;
    expect((await inject(t, { method: 'GET', url })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    expect((await inject(t, { method: 'GET', url, cookie: inactive.cookie })).statusCode).toBe(403);
  });

  it('refuses bad input with a 4xx and a message', async () => {
    for (const [query, status] of [
      ['unitTypeId=2147483648&fromDate=2027-01-01', 400],
      ['unitTypeId=1&fromDate=2027-02-30', 400],
      ['unitTypeId=1&fromDate=2027-01-01%00', 400],
      ['unitTypeId=abc&fromDate=2027-01-01', 400],
      ['fromDate=2027-01-01', 400],
      ['unitTypeId=1&fromDate=2027-01-01&weekId=99999999999', 400],
      ['unitTypeId=2147483647&fromDate=2027-01-01', 404],
    ] as const) {
      const res = await inject(t, {
        method: 'GET',
        url: `/api/weeks/price-guidance?${query}`,
        cookie: owner.cookie,
      });
      expect(res.statusCode, query).toBe(status);
      expect(res.json().message, query).toBeTruthy();
    }
  });
});
