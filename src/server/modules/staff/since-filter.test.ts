import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { contractsQuery } from '#src/shared/contracts/staff.ts';

let t: TestApp;
let manager: TestUser;
let dev: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createUser(t, { role: 'manager', active: true });
  dev = await createUser(t, { role: 'dev', active: true });
});
afterAll(() => t.close());

/** Every route that takes a "new since" moment, with the caller who may use it. */
const routes = () =>
  [
    [manager, '/api/manager/contracts?page=1&since='],
    [manager, '/api/manager/contracts?since='],
    [dev, '/api/dev/contracts?page=1&since='],
    [dev, '/api/dev/weeks?since='],
    [dev, '/api/dev/property-listings?since='],
    [dev, '/api/dev/summary?contractsSince='],
    [dev, '/api/dev/summary?listingsSince='],
    [dev, '/api/dev/new-listings?since='],
  ] as const;

const calendar = 'Must be a real calendar date between 1900-01-01 and 2199-12-31';
const format = 'Must be an ISO date-time';

describe('a "since" moment', () => {
  it('is refused with a 400 naming the rule when its date or time cannot exist', async () => {
    const cases = [
      ['2026-02-30T00:00:00Z', calendar],
      ['0000-01-01T00:00:00Z', calendar],
      ['2026-13-01T00:00:00Z', calendar],
      ['1899-12-31T23:00:00Z', calendar],
      ['2026-01-01T25:00:00Z', format],
      ['2026-01-01T12:60:00Z', format],
      ['2026-01-01Tnoon', format],
      ['2026-01-01', format],
    ];
    for (const [who, url] of routes()) {
      for (const [value, message] of cases) {
        const res = await inject(t, {
          method: 'GET',
          url: url + encodeURIComponent(value),
          cookie: who.cookie,
        });
        expect(res.statusCode, `${url}${value}: ${res.body}`).toBe(400);
        expect(res.json().issues[0].message, `${url}${value}`).toBe(message);
      }
    }
  });

  it('still filters with any real moment, in any zone or precision', async () => {
    for (const value of [
      '2026-02-28T23:59:59Z',
      '2024-02-29T00:00:00.123Z',
      '2026-01-01T10:00:00-06:00',
      '2026-01-01T00:00+0530',
      '1900-01-01T00:00:00Z',
      '2199-12-31T23:59:59.999999Z',
    ]) {
      for (const [who, url] of routes()) {
        const res = await inject(t, {
          method: 'GET',
          url: url + encodeURIComponent(value),
          cookie: who.cookie,
        });
        expect(res.statusCode, `${url}${value}: ${res.body}`).toBe(200);
      }
    }
  });

  it('reaches the queries as the canonical UTC timestamp', () => {
    expect(contractsQuery.parse({ since: '2026-01-01T00:00+0530' }).since).toBe('2025-12-31T18:30:00.000Z');
    expect(contractsQuery.parse({ since: '2026-01-01T10:00:00.5-06:00' }).since).toBe(
      '2026-01-01T16:00:00.500Z',
    );
  });
});
