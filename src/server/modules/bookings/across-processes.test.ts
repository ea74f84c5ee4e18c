import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, testAppOn } from '#src/server/test/app.ts';
import { bookableWeek, postBooking } from '#src/server/test/bookings.ts';
import { createTestDatabase, type TestDatabase } from '#src/server/test/database.ts';

/**
 * Two app instances on one database stand for two processes, each with its own caches of the
 * public lists. A week held in one must leave the other's search, destination counts and landing
 * availability at once, and come back when the hold is given up (the bookings' trigger writes
 * weeks.on_offer; the change feed drops every process's cached answers).
 */
describe('a week held in one process', () => {
  let shared: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  const env = { RATE_LIMIT_BOOKINGS_ATTEMPTS: '1000', RATE_LIMIT_PAYMENTS_ATTEMPTS: '1000' };

  beforeAll(async () => {
    shared = await createTestDatabase();
    await seedReferenceData(shared.database.db);
    first = await testAppOn(shared.database, env, async () => {});
    second = await testAppOn(shared.database, env, async () => {});
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await shared?.drop();
  });

  /** What the second process answers the public: the search of the week's place, and the landing's counts. */
  async function seenBySecond(week: { id: number; locationId: number }) {
    const search = (
      await second.app.inject({
        method: 'GET',
        url: `/api/weeks/search?locationId=${week.locationId}&pageSize=100&sort=newest`,
      })
    ).json() as { items: { id: number }[]; total: number };
    const availability = (
      await second.app.inject({ method: 'GET', url: '/api/vidanta/locations/availability' })
    ).json() as { id: number; availableWeeks: number }[];
    return {
      listed: search.items.some((w) => w.id === week.id),
      total: search.total,
      available: availability.find((a) => a.id === week.locationId)?.availableWeeks ?? 0,
    };
  }

  /** Polls the second process until `ok` holds (the feed's announcement is asynchronous); at most 5 s. */
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

  it('leaves the other process’s search and counts at once, and comes back when the hold is given up', async () => {
    const owner = await createUser(first, { active: true });
    const renter = await createUser(first);
    const { week } = await bookableWeek(first, owner.id);
    // The second process has the lists cached with the week on offer.
    const before = await until(week, (s) => s.listed);
    expect(before.listed).toBe(true);
    expect(before.available).toBeGreaterThan(0);

    const held = await postBooking(first, renter.cookie, week.id);
    expect(held.statusCode, held.body).toBe(201);
    const during = await until(week, (s) => !s.listed);
    expect(during).toMatchObject({ listed: false, total: before.total - 1, available: before.available - 1 });
    expect(during.ms).toBeLessThan(5_000);

    const given = await inject(first, {
      method: 'POST',
      url: `/api/bookings/${held.json().id}/cancel`,
      cookie: renter.cookie,
    });
    expect(given.statusCode).toBe(200);
    const after = await until(week, (s) => s.listed);
    expect(after).toMatchObject({ listed: true, total: before.total, available: before.available });
  });
});
