import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, testAppOn } from '#src/server/test/app.ts';
import { bookableWeek } from '#src/server/test/bookings.ts';
import { createTestDatabase, type TestDatabase } from '#src/server/test/database.ts';

/**
 * Two app instances on one database stand for two processes, each with its own cached public
 * lists. A week hidden by staff through one leaves every public list of the other at once (the
 * write to weeks is announced by the database to every process), and comes back when unhidden.
 */
describe('a week hidden through one process', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    shared = await createTestDatabase();
    await seedReferenceData(shared.database.db);
    first = await testAppOn(shared.database, {}, async () => {});
    second = await testAppOn(shared.database, {}, async () => {});
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.drop();
  });

  async function seenBySecond(week: { id: number; locationId: number }) {
    const get = async (url: string) => (await second.app.inject({ method: 'GET', url })).json();
    const search = await get(`/api/weeks/search?locationId=${week.locationId}&pageSize=100&sort=newest`);
    const availability = (await get('/api/vidanta/locations/availability')) as {
      id: number;
      availableWeeks: number;
    }[];
    const atLocation = (await get(`/api/weeks/location/${week.locationId}`)) as { id: number }[];
    const all = (await get('/api/weeks/location')) as { id: number }[];
    return {
      search: (search.items as { id: number }[]).some((w) => w.id === week.id),
      location: atLocation.some((w) => w.id === week.id),
      all: all.some((w) => w.id === week.id),
      available: availability.find((a) => a.id === week.locationId)?.availableWeeks ?? 0,
    };
  }

  async function until(
    week: { id: number; locationId: number },
    ok: (s: Awaited<ReturnType<typeof seenBySecond>>) => boolean,
  ) {
    const started = Date.now();
    let last = await seenBySecond(week);
    while (!ok(last) && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 50));
      last = await seenBySecond(week);
    }
    return { ...last, ms: Date.now() - started };
  }

  it('leaves the other process’s lists as soon as it is hidden, and comes back when unhidden', async () => {
    const owner = await createUser(first, { active: true });
    const renter = await createUser(first);
    const manager = await createUser(first, { role: 'manager', active: true });
    const { week } = await bookableWeek(first, owner.id);
    const before = await until(week, (s) => s.search && s.location && s.all);
    expect(before).toMatchObject({ search: true, location: true, all: true });

    const reported = await inject(first, {
      method: 'POST',
      url: '/api/reports',
      cookie: renter.cookie,
      payload: { kind: 'week', targetId: week.id, reason: 'fraud' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const hidden = await inject(first, {
      method: 'POST',
      url: `/api/staff/reports/${reported.json().id}/decision`,
      cookie: manager.cookie,
      payload: { action: 'hide', upholdFraud: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const during = await until(week, (s) => !s.search && !s.location && !s.all);
    expect(during).toMatchObject({
      search: false,
      location: false,
      all: false,
      available: before.available - 1,
    });
    expect(during.ms).toBeLessThan(5_000);

    const shown = await inject(first, {
      method: 'POST',
      url: '/api/staff/reports/unhide',
      cookie: manager.cookie,
      payload: { kind: 'week', targetId: week.id },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const after = await until(week, (s) => s.search && s.location && s.all);
    expect(after).toMatchObject({ search: true, location: true, all: true, available: before.available });
  });
});
