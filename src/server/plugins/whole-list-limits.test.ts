import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, testAppOn } from '#src/server/test/app.ts';
import { seedWeekAndListing } from '#src/server/test/owner-records.ts';

/** The whole-table reads kept for older clients: a few a minute per client, then 429. */
const LIMIT = 5;
const ENV = { RATE_LIMIT_WHOLE_LIST_READS: String(LIMIT), RATE_LIMIT_WHOLE_LIST_WINDOW_SECONDS: '60' };

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV);
  // A second app process on the same database: the allowance is one for both.
  second = await testAppOn(t.database, ENV, async () => {});
});
afterAll(async () => {
  await second.close();
  await t.close();
});

let lastOctet = 0;
/** A client address of each test's own, so the tests never share an allowance. */
const newClient = () => `198.51.100.${++lastOctet}`;

const get = (
  app: TestApp,
  url: string,
  from: string,
  headers: Record<string, string> = {},
  cookie?: string,
) => inject(app, { method: 'GET', url, remoteAddress: from, headers, cookie });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/weeks/location', () => {
  it('answers a client a few times a minute, then 429 with Retry-After', async () => {
    const owner = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, owner.id, day(20));
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await get(t, '/api/weeks/location', client);
      statuses.push(res.statusCode);
      if (i === 0) expect(res.json().map((w: { id: number }) => w.id)).toContain(week.id);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(res.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      }
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(20 - LIMIT).fill(429)]);
    // Another client keeps its own allowance.
    expect((await get(t, '/api/weeks/location', newClient())).statusCode).toBe(200);
  });

  it('counts one allowance across processes, and one per list', async () => {
    const client = newClient();
    const apps = [t, second];
    for (let i = 0; i < LIMIT; i++)
      expect((await get(apps[i % 2], '/api/weeks/location', client)).statusCode).toBe(200);
    expect((await get(second, '/api/weeks/location', client)).statusCode).toBe(429);
    expect((await get(t, '/api/weeks/location', client)).statusCode).toBe(429);
    // A destination's list is another list; every destination shares its allowance.
    for (let i = 0; i < LIMIT; i++)
      expect((await get(apps[i % 2], `/api/weeks/location/${i + 1}`, client)).statusCode).toBe(200);
    expect((await get(t, '/api/weeks/location/99', client)).statusCode).toBe(429);
  });

  it('still sends the cached compressed bytes to a client that takes gzip', async () => {
    const res = await get(t, '/api/weeks/location', newClient(), { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')))).toBe(true);
  });
});

describe('the staff lists as one array', () => {
  it('are limited per client and gzipped; their pages are not limited', async () => {
    const manager = await createUser(t, { role: 'manager', active: true });
    const interested = await createUser(t, { active: true });
    const { week } = await seedWeekAndListing(t, interested.id, day(30));
    const sent = await inject(t, {
      method: 'POST',
      url: '/api/week-interests',
      payload: { weekId: week.id, email: 'whole@example.test', message: 'Is it free?' },
    });
    expect(sent.statusCode).toBe(201);
    const client = newClient();
    for (const path of ['/api/week-requests', '/api/week-interests', '/api/property-listing-interests']) {
      const plain = await get(t, path, client, {}, manager.cookie);
      expect(plain.statusCode).toBe(200);
      const zipped = await get(t, path, client, { 'accept-encoding': 'gzip' }, manager.cookie);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
      for (let i = 2; i < LIMIT; i++) await get(t, path, client, {}, manager.cookie);
      expect((await get(t, path, client, {}, manager.cookie)).statusCode).toBe(429);
      // The screens' pages are never counted.
      for (let i = 0; i < LIMIT + 2; i++)
        expect((await get(t, `${path}?page=1&pageSize=20`, client, {}, manager.cookie)).statusCode).toBe(200);
    }
    const interests = (await get(t, '/api/week-interests', newClient(), {}, manager.cookie)).json();
    const mine = interests.find((i: { email: string }) => i.email === 'whole@example.test');
    expect(Object.keys(mine).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'isRead',
      'message',
      'week',
      'weekId',
    ]);

    // Every account as one array is bounded the same way; its pages are not.
    const users = newClient();
    for (let i = 0; i < LIMIT; i++)
      expect((await get(t, '/api/users', users, {}, manager.cookie)).statusCode).toBe(200);
    expect((await get(t, '/api/users', users, {}, manager.cookie)).statusCode).toBe(429);
    expect((await get(t, '/api/users?page=1', users, {}, manager.cookie)).statusCode).toBe(200);
  });

  it('refuses other people before counting them', async () => {
    const owner = await createUser(t, { active: true });
    const client = newClient();
    for (let i = 0; i < LIMIT + 1; i++)
      expect((await get(t, '/api/week-requests', client, {}, owner.cookie)).statusCode).toBe(403);
    const manager = await createUser(t, { role: 'manager', active: true });
    expect((await get(t, '/api/week-requests', client, {}, manager.cookie)).statusCode).toBe(200);
  });
});
