import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { alertAddresses, weekInterests } from '#src/server/db/schema/leads.ts';
import { savedSearches } from '#src/server/db/schema/saved-searches.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  dayFromToday,
  insertPaidBooking,
  insertRequest,
  insertWeek,
  plusDays,
} from '#src/server/test/insights.ts';

let t: TestApp;
let owner: TestUser;
let place: {
  resortId: number;
  otherResortId: number;
  locationId: number;
  name: string;
  unitTypeId: number;
  otherLocationId: number;
  otherName: string;
};
let emails = 0;
/** An address no other case uses. */
const email = () => `looking${++emails}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const all = await db.select().from(locations);
  const here = all.find((l) => l.id === resort.locationId);
  const other = all.find((l) => l.id !== resort.locationId);
  if (!here || !other) throw new Error('the reference data has two destinations');
  const otherResort = (await db.select().from(resorts)).find((r) => r.id !== resort.id);
  if (!otherResort) throw new Error('the reference data has two resorts');
  place = {
    resortId: resort.id,
    otherResortId: otherResort.id,
    locationId: here.id,
    name: here.name,
    unitTypeId: unit.id,
    otherLocationId: other.id,
    otherName: other.name,
  };
  owner = await createUser(t, { active: true });
});
afterAll(() => t.close());

const demandAt = async (fromDate: string, locationId = place.locationId, cookie = owner.cookie) => {
  const res = await inject(t, {
    method: 'GET',
    url: `/api/weeks/demand?locationId=${locationId}&fromDate=${fromDate}`,
    cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/weeks/demand', () => {
  it('counts people, not requests, for the destination around the dates; closed requests not at all', async () => {
    const from = dayFromToday(200);
    const before = (await demandAt(from)).people;
    const ana = email();
    const around = { startDate: plusDays(from, -3), endDate: plusDays(from, 10) };
    await insertRequest(t.database.db, { email: ana, location: place.name, ...around });
    // The same person again, with other spelling of the address and the destination.
    await insertRequest(t.database.db, {
      email: ` ${ana.toUpperCase()} `,
      location: place.name.toUpperCase(),
      startDate: plusDays(from, 5),
      endDate: plusDays(from, 8),
    });
    // Another person whose dates end a few days before: around the week.
    await insertRequest(t.database.db, {
      email: email(),
      location: place.name,
      startDate: plusDays(from, -12),
      endDate: plusDays(from, -4),
    });
    // Not counted: another destination, dates a month away, stopped, closed by staff.
    await insertRequest(t.database.db, { email: email(), location: place.otherName, ...around });
    await insertRequest(t.database.db, {
      email: email(),
      location: place.name,
      startDate: plusDays(from, 40),
      endDate: plusDays(from, 47),
    });
    await insertRequest(t.database.db, {
      email: email(),
      location: place.name,
      ...around,
      unsubscribed: true,
    });
    await insertRequest(t.database.db, { email: email(), location: place.name, ...around, status: 'closed' });

    const body = await demandAt(from);
    expect(body).toEqual({
      people: before + 2,
      locationId: place.locationId,
      fromDate: from,
      toDate: plusDays(from, 6),
    });
    expect((await demandAt(from, place.otherLocationId)).people).toBe(1);
  });

  it('counts the confirmed, live saved searches naming the destination or the resort, a person once', async () => {
    const from = dayFromToday(230);
    const demandWithResort = async () => {
      const res = await inject(t, {
        method: 'GET',
        url: `/api/weeks/demand?locationId=${place.locationId}&resortId=${place.resortId}&fromDate=${from}`,
        cookie: owner.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().people as number;
    };
    const before = await demandWithResort();
    const db = t.database.db;
    const search = (address: string, fields: Partial<typeof savedSearches.$inferInsert> = {}) =>
      db.insert(savedSearches).values({ email: address, frequency: 'instant', ...fields });
    const confirmed = async () => {
      const address = email();
      await db.insert(alertAddresses).values({ email: address, confirmedAt: new Date() });
      return address;
    };
    // Counted: the destination with no dates; the resort alone; a start date before the stay.
    const both = await confirmed();
    await search(both, { locationId: place.locationId });
    // The same person also sent a week request: still one person.
    await insertRequest(db, {
      email: both,
      location: place.name,
      startDate: from,
      endDate: plusDays(from, 6),
    });
    await search(await confirmed(), { resortId: place.resortId });
    await search(await confirmed(), { locationId: place.locationId, fromDate: plusDays(from, -30) });
    // Not counted: paused, an address never confirmed, anywhere, another resort at the destination,
    // a start date well after the stay, another destination.
    await search(await confirmed(), { locationId: place.locationId, pausedAt: new Date() });
    await search(email(), { locationId: place.locationId });
    await search(await confirmed());
    await search(await confirmed(), { locationId: place.locationId, resortId: place.otherResortId });
    await search(await confirmed(), { locationId: place.locationId, fromDate: plusDays(from, 30) });
    await search(await confirmed(), { locationId: place.otherLocationId });

    expect(await demandWithResort()).toBe(before + 3);
    // Without a resort chosen yet, a search naming only a resort says nothing of the destination's
    // other resorts, while one naming the destination and any of its resorts looks here.
    expect((await demandAt(from)).people).toBe(before + 3);
    // The other cases count week requests alone.
    await db.delete(savedSearches);
  });

  it('does not count requests whose dates have passed', async () => {
    const from = dayFromToday(1);
    const before = (await demandAt(from)).people;
    await insertRequest(t.database.db, {
      email: email(),
      location: place.name,
      startDate: dayFromToday(-9),
      endDate: dayFromToday(-2),
    });
    expect((await demandAt(from)).people).toBe(before);
  });

  it('answers active owners only, and refuses bad input', async () => {
    const url = `/api/weeks/demand?locationId=${place.locationId}&fromDate=${dayFromToday(10)}`;
    expect((await inject(t, { method: 'GET', url })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    expect((await inject(t, { method: 'GET', url, cookie: inactive.cookie })).statusCode).toBe(403);
    for (const [query, status] of [
      ['locationId=2147483648&fromDate=2027-01-01', 400],
      ['locationId=1&fromDate=2027-13-01', 400],
      ['locationId=1&fromDate=%00', 400],
      ['locationId=2147483647&fromDate=2027-01-01', 404],
    ] as const) {
      const res = await inject(t, { method: 'GET', url: `/api/weeks/demand?${query}`, cookie: owner.cookie });
      expect(res.statusCode, query).toBe(status);
    }
  });
});

describe("the owner's weeks: GET /api/weeks/insights and /api/weeks/insights/summary", () => {
  it('gives each own week its views, interests, paid bookings and demand, and leaves out others’ weeks', async () => {
    const me = await createUser(t, { active: true });
    const stranger = await createUser(t, { active: true });
    const from = dayFromToday(300);
    const week = { locationId: place.locationId, unitTypeId: place.unitTypeId, fromDate: from, price: 1500 };
    const mine = await insertWeek(t.database.db, { ...week, userId: me.id });
    const booked = await insertWeek(t.database.db, { ...week, fromDate: plusDays(from, 7), userId: me.id });
    const theirs = await insertWeek(t.database.db, { ...week, userId: stranger.id });
    await insertPaidBooking(t.database.db, { weekId: booked, ownerId: me.id, totalCents: 150_000 });
    // Paid, then cancelled: not a booking of the week.
    await insertPaidBooking(t.database.db, {
      weekId: mine,
      ownerId: me.id,
      totalCents: 150_000,
      status: 'cancelled',
    });
    for (const message of ['Is it free?', 'Still free?'])
      await t.database.db.insert(weekInterests).values({ weekId: mine, email: email(), message });
    const looker = email();
    await insertRequest(t.database.db, {
      email: looker,
      location: place.name,
      startDate: from,
      endDate: plusDays(from, 6),
    });
    await insertRequest(t.database.db, {
      email: email(),
      location: place.name,
      startDate: plusDays(from, 14),
      endDate: plusDays(from, 20),
    });
    // Someone with a saved search for the destination is looking at both weeks.
    const searcher = email();
    await t.database.db.insert(alertAddresses).values({ email: searcher, confirmedAt: new Date() });
    await t.database.db
      .insert(savedSearches)
      .values({ email: searcher, frequency: 'daily', locationId: place.locationId });
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      await inject(t, {
        method: 'POST',
        url: '/api/weeks/views',
        payload: { weekIds: [mine, theirs] },
        remoteAddress: address,
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' },
      });

    const res = await inject(t, {
      method: 'GET',
      url: `/api/weeks/insights?ids=${mine},${booked},${theirs}`,
      cookie: me.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { weekId: mine, views: 3, interests: 2, bookings: 0, demand: 2 },
      { weekId: booked, views: 0, interests: 0, bookings: 1, demand: 3 },
    ]);

    const summary = await inject(t, { method: 'GET', url: '/api/weeks/insights/summary', cookie: me.cookie });
    expect(summary.statusCode, summary.body).toBe(200);
    // The booked week is not on offer: its lookers count only through the week still offered.
    expect(summary.json()).toEqual({ views: 3, interests: 2, bookings: 1, demand: 2, weeksOnOffer: 1 });
    // Views older than 30 days are not added.
    await t.database.db.execute(
      sql`insert into week_view_days (week_id, day, views) values (${mine}, current_date - 31, 40)`,
    );
    const later = await inject(t, { method: 'GET', url: '/api/weeks/insights/summary', cookie: me.cookie });
    expect(later.json().views).toBe(3);
  });

  it('refuses visitors and bad id lists', async () => {
    expect((await inject(t, { method: 'GET', url: '/api/weeks/insights?ids=1' })).statusCode).toBe(401);
    expect((await inject(t, { method: 'GET', url: '/api/weeks/insights/summary' })).statusCode).toBe(401);
    const many = Array.from({ length: 49 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '2147483648', many, '1%002']) {
      const res = await inject(t, {
        method: 'GET',
        url: `/api/weeks/insights?ids=${ids}`,
        cookie: owner.cookie,
      });
      expect(res.statusCode, ids).toBe(400);
    }
  });
});
