import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListingInterests, weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { makeWeekRow, todayIso } from '#src/server/db/seed/demo-factories.ts';
import { createRandom } from '#src/server/db/seed/demo-random.ts';
import {
  makeListing,
  makePropertyInterest,
  makeWeekInterest,
  makeWeekRequest,
} from '#src/server/db/seed/demo-records.ts';
import { loadCatalogUnits } from '#src/server/db/seed/demo-weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';

let t: TestApp;
let owner: TestUser;
let manager: TestUser;
let dev: TestUser;
const random = createRandom(7);
const now = new Date();
const ids = { requests: [] as number[], weekInterests: [] as number[], propertyInterests: [] as number[] };
let weekId: number;
let listingId: number;

const get = (who: TestUser | undefined, url: string) =>
  inject(t, { method: 'GET', url, cookie: who?.cookie });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  owner = await createUser(t, { active: true });
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
  const units = await db.transaction((tx) => loadCatalogUnits(tx));
  const unit = units[0];
  const ctx = { pickUnit: () => unit, pickOwner: () => owner.id, today: todayIso(now), now };
  const [week] = await db.insert(weeks).values(makeWeekRow(random, ctx)).returning({ id: weeks.id });
  weekId = week.id;
  const [listing] = await db
    .insert(propertyListings)
    .values(makeListing(random, unit, owner.id, [], now))
    .returning({ id: propertyListings.id });
  listingId = listing.id;
  // 25 of each, created a minute apart, all unread: the order and the pages are known.
  for (let i = 0; i < 25; i++) {
    const at = new Date(now.getTime() - (100 - i) * 60_000);
    const [r] = await db
      .insert(weekRequests)
      .values({
        ...makeWeekRequest(random, unit.locationName, todayIso(now), now),
        isRead: false,
        createdAt: at,
      })
      .returning({ id: weekRequests.id });
    ids.requests.push(r.id);
    const [wi] = await db
      .insert(weekInterests)
      .values({ ...makeWeekInterest(random, weekId, now), isRead: false, createdAt: at })
      .returning({ id: weekInterests.id });
    ids.weekInterests.push(wi.id);
    const [pi] = await db
      .insert(propertyListingInterests)
      .values({
        ...makePropertyInterest(random, listingId, now),
        isRead: false,
        createdAt: new Date(at.getTime() + 30_000),
      })
      .returning({ id: propertyListingInterests.id });
    ids.propertyInterests.push(pi.id);
  }
});
afterAll(() => t.close());

describe('the leads inbox', () => {
  it('answers a whole array without paging, newest first, each with what it is about', async () => {
    const res = await get(manager, '/api/week-interests');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(25);
    expect(list[0].id).toBe(ids.weekInterests.at(-1));
    expect(list[0].week).toMatchObject({
      fromDate: expect.any(String),
      toDate: expect.any(String),
      resortName: expect.any(String),
      locationName: expect.any(String),
    });
    const props = (await get(manager, '/api/property-listing-interests')).json();
    expect(props[0].propertyListing).toMatchObject({
      hotelName: expect.any(String),
      unitSize: expect.any(String),
    });
  });

  it('pages and counts week requests on the server, and filters the unread ones', async () => {
    const page = (await get(dev, '/api/week-requests?page=2&pageSize=10')).json();
    expect(page).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual(ids.requests.slice(5, 15).reverse());
    expect((await get(dev, '/api/week-requests?page=1&pageSize=5&unread=true')).json().total).toBe(25);
  });

  it('refuses pages past the browsable depth and bad parameters with a 400', async () => {
    expect((await get(dev, '/api/week-requests?page=10000&pageSize=100')).statusCode).toBe(400);
    expect((await get(dev, '/api/week-requests?pageSize=0')).statusCode).toBe(400);
    expect((await get(dev, '/api/week-requests?unread=maybe')).statusCode).toBe(400);
  });

  it('marks a lead read once and again without change; an unknown id is a 404', async () => {
    const id = ids.requests[0];
    for (let i = 0; i < 2; i++) {
      const res = await inject(t, {
        method: 'PATCH',
        url: `/api/week-requests/${id}/read`,
        cookie: manager.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, isRead: true });
    }
    const unread = (await get(dev, '/api/week-requests?pageSize=100&unread=true')).json();
    expect(unread.total).toBe(24);
    expect(unread.items.some((r: { id: number }) => r.id === id)).toBe(false);
    const missing = await inject(t, {
      method: 'PATCH',
      url: '/api/week-requests/2147483647/read',
      cookie: dev.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Week request not found');
    const tooBig = await inject(t, {
      method: 'PATCH',
      url: '/api/week-requests/2147483648/read',
      cookie: dev.cookie,
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('lets only developers delete leads', async () => {
    const id = ids.propertyInterests[0];
    const url = `/api/property-listing-interests/${id}`;
    expect((await inject(t, { method: 'DELETE', url, cookie: manager.cookie })).statusCode).toBe(403);
    expect((await inject(t, { method: 'DELETE', url, cookie: owner.cookie })).statusCode).toBe(403);
    expect((await inject(t, { method: 'DELETE', url })).statusCode).toBe(401);
    const res = await inject(t, { method: 'DELETE', url, cookie: dev.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await inject(t, { method: 'DELETE', url, cookie: dev.cookie })).statusCode).toBe(404);
  });

  it('merges week and property interests newest first in the inbox', async () => {
    const page = (await get(dev, '/api/dev/interests?page=1&pageSize=4')).json();
    expect(page.total).toBe(49);
    expect(page.items.map((i: { kind: string }) => i.kind)).toEqual(['property', 'week', 'property', 'week']);
    expect(page.items[0].propertyListing).toMatchObject({ id: listingId });
    expect(page.items[1].week).toMatchObject({ id: weekId, resortName: expect.any(String) });
    // The page boundary splits nothing: two pages of 2 are the first page of 4.
    const first = (await get(dev, '/api/dev/interests?page=1&pageSize=2')).json().items;
    const second = (await get(dev, '/api/dev/interests?page=2&pageSize=2')).json().items;
    expect([...first, ...second]).toEqual(page.items);
    await inject(t, {
      method: 'PATCH',
      url: `/api/week-interests/${ids.weekInterests.at(-1)}/read`,
      cookie: dev.cookie,
    });
    const unread = (await get(dev, '/api/dev/interests?unread=true&pageSize=2')).json();
    expect(unread.total).toBe(48);
  });
});

describe('the dashboard summary and the moderation lists', () => {
  it('counts the six cards and the bells in one request, the time-based bells after a moment', async () => {
    const all = (await get(dev, '/api/dev/summary')).json();
    expect(all.totalBrands).toBeGreaterThanOrEqual(1);
    expect(all.totalLocations).toBe(8);
    expect(all.totalAvailableWeeks).toBe(1);
    expect(all.propertiesForSale).toBe(1);
    expect(all.bells.newListings).toBe(2);
    expect(all.bells.unreadWeekRequests).toBe(all.newWeekRequests);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = (await get(dev, `/api/dev/summary?contractsSince=${later}&listingsSince=${later}`)).json();
    expect(none.bells).toMatchObject({ newContracts: 0, newListings: 0 });
    expect((await get(dev, '/api/dev/summary?listingsSince=yesterday')).statusCode).toBe(400);
    expect((await get(manager, '/api/dev/summary')).statusCode).toBe(403);
  });

  it('lists every week with its poster and reservation code, and every listing, for developers only', async () => {
    const weeksPage = (await get(dev, '/api/dev/weeks?sort=price_desc&pageSize=5')).json();
    expect(weeksPage.total).toBe(1);
    expect(weeksPage.items[0]).toMatchObject({
      id: weekId,
      reservationCode: expect.any(String),
      user: { firstName: 'Test', lastName: 'User' },
    });
    expect((await get(dev, '/api/dev/weeks?resortId=2147483647')).json().total).toBe(0);
    const listings = (await get(dev, '/api/dev/property-listings?location=a&sort=price_asc')).json();
    expect(listings.items[0]).toMatchObject({ id: listingId, status: 'active' });
    expect((await get(dev, '/api/dev/property-listings?name=%25%25nothing')).json().total).toBe(0);
    expect((await get(manager, '/api/dev/weeks')).statusCode).toBe(403);
    const fresh = (await get(dev, `/api/dev/new-listings?since=${new Date(0).toISOString()}`)).json();
    expect(fresh.total).toBe(2);
    expect(fresh.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['property', 'week']);
    // The bell writes a week's dates in the reader's language: they come as dates, not inside the text.
    const week = fresh.items.find((i: { kind: string }) => i.kind === 'week');
    expect(week).toMatchObject({ fromDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(week.toDate >= week.fromDate).toBe(true);
    expect(week.detail).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(fresh.items.find((i: { kind: string }) => i.kind === 'property')).toMatchObject({
      fromDate: null,
    });
  });

  it('lets a developer delete anyone’s week and listing; the lists follow', async () => {
    const weekRes = await inject(t, { method: 'DELETE', url: `/api/weeks/${weekId}`, cookie: dev.cookie });
    expect(weekRes.statusCode).toBe(200);
    const listingRes = await inject(t, {
      method: 'DELETE',
      url: `/api/property-listings/${listingId}`,
      cookie: dev.cookie,
    });
    expect(listingRes.statusCode).toBe(200);
    expect((await get(dev, '/api/dev/weeks')).json().total).toBe(0);
    expect((await get(dev, '/api/dev/property-listings')).json().total).toBe(0);
    // Their interests went with them.
    expect((await get(dev, '/api/dev/interests?pageSize=1')).json().total).toBe(0);
  });
});
