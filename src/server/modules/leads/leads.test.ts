import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyListingInterests, weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { seedWeekAndListing } from '#src/server/test/owner-records.ts';

let t: TestApp;
let weekId: number;
let listingId: number;
let staff: { manager: TestUser; dev: TestUser; owner: TestUser };

const post = (url: string, payload: object) => inject(t, { method: 'POST', url, payload });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const request = (over: Record<string, unknown> = {}) => ({
  name: 'Ana López',
  email: 'ana@example.test',
  preferredLocation: 'Los Cabos',
  startDate: day(30),
  endDate: day(37),
  additionalDetails: 'Two bedrooms, ocean view please',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  staff = {
    manager: await createUser(t, { role: 'manager', active: true }),
    dev: await createUser(t, { role: 'dev', active: true }),
    owner: await createUser(t, { active: true }),
  };
  const { week, listing } = await seedWeekAndListing(t, staff.owner.id, day(10));
  weekId = week.id;
  listingId = listing.id;
});
afterAll(() => t.close());

describe('POST /api/week-requests', () => {
  it('stores a valid request and answers without ids', async () => {
    const res = await post('/api/week-requests', request());
    expect(res.statusCode).toBe(201);
    // No ids; only how many weeks already listed there overlap the dates (week-request-answer.test.ts).
    expect(Object.keys(res.json()).sort()).toEqual(['matching', 'ok']);
    expect(res.json()).toMatchObject({ ok: true, matching: { count: expect.any(Number) } });
    const rows = await t.database.db
      .select()
      .from(weekRequests)
      .where(eq(weekRequests.email, 'ana@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', isRead: false, startDate: day(30), endDate: day(37) });
  });

  it('accepts full ISO timestamps and keeps their calendar date', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      payload: request({
        email: 'iso@example.test',
        startDate: `${day(40)}T06:00:00.000Z`,
        endDate: `${day(47)}T06:00:00.000Z`,
      }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(weekRequests)
      .where(eq(weekRequests.email, 'iso@example.test'));
    expect(row.startDate).toBe(day(40));
  });

  it('gives its message for each missing field', async () => {
    const res = await post('/api/week-requests', {
      name: '',
      email: 'nope',
      preferredLocation: '',
      startDate: '',
      endDate: '',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your name',
        'Please enter a valid email',
        'Please select a location',
        'Please select a start date',
        'Please select an end date',
      ]),
    );
  });

  it('refuses an end date before the start date, a past start and over-long texts', async () => {
    const backwards = await post('/api/week-requests', request({ startDate: day(20), endDate: day(19) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues).toContainEqual({
      path: 'endDate',
      message: 'End date must be on or after the start date',
    });

    const past = await post('/api/week-requests', request({ startDate: day(-5) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Start date cannot be in the past');

    const long = await post('/api/week-requests', request({ additionalDetails: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
  });

  it('drops a submission whose honeypot is filled, answering as if it worked', async () => {
    const res = await post(
      '/api/week-requests',
      request({ email: 'bot@example.test', website: 'http://spam.example' }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(weekRequests)
      .where(eq(weekRequests.email, 'bot@example.test'));
    expect(rows).toHaveLength(0);
  });
});

describe('interests', () => {
  const BUYER = 'buyer@example.test';

  it('stores a week interest and 404s a week that does not exist', async () => {
    const ok = await post('/api/week-interests', { weekId, email: BUYER, message: 'Is it still free?' });
    expect(ok.statusCode).toBe(201);
    const missing = await post('/api/week-interests', { weekId: 999999, email: BUYER, message: 'Hello' });
    expect(missing.statusCode).toBe(404);
    const empty = await post('/api/week-interests', { weekId, email: BUYER, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({ path: 'message', message: 'Message is required' });
    expect(await t.database.db.select().from(weekInterests)).toHaveLength(1);
  });

  it('stores a property interest and 404s a listing that does not exist', async () => {
    const url = '/api/property-listing-interests';
    const ok = await post(url, { propertyListingId: listingId, email: BUYER, message: 'Price negotiable?' });
    expect(ok.statusCode).toBe(201);
    const missing = await post(url, { propertyListingId: 999999, email: BUYER, message: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(propertyListingInterests)).toHaveLength(1);
  });
});

describe('lead lists', () => {
  it('are for managers and devs only', async () => {
    for (const url of ['/api/week-requests', '/api/week-interests', '/api/property-listing-interests']) {
      expect((await inject(t, { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await inject(t, { method: 'GET', url, cookie: staff.owner.cookie })).statusCode, url).toBe(403);
      for (const who of [staff.manager, staff.dev]) {
        const res = await inject(t, { method: 'GET', url, cookie: who.cookie });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().length, url).toBeGreaterThan(0);
      }
    }
    const interests = (
      await inject(t, { method: 'GET', url: '/api/week-interests', cookie: staff.dev.cookie })
    ).json();
    expect(interests[0].week).toMatchObject({
      fromDate: day(10),
      toDate: day(16),
      resortName: expect.any(String),
    });
    const pInterests = (
      await inject(t, { method: 'GET', url: '/api/property-listing-interests', cookie: staff.dev.cookie })
    ).json();
    expect(pInterests[0].propertyListing).toEqual({
      hotelName: 'Casa Marina',
      location: 'Nuevo Vallarta',
      unitSize: 'Studio',
    });
  });
});

describe('rate limits on anonymous forms', () => {
  it('answer 429 with Retry-After past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LEADS_ATTEMPTS: '2' });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await inject(limited, { method: 'POST', url: '/api/week-requests', payload: request() });
        expect(res.statusCode).toBe(201);
      }
      const blocked = await inject(limited, {
        method: 'POST',
        url: '/api/week-requests',
        payload: request(),
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
