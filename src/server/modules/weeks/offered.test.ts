import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
}, 60_000);
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/weeks/offered', () => {
  it('lists the destination and unit-type pairs that have weeks not yet started, once each, with their counts', async () => {
    const owner = await createUser(t, { active: true });
    const [a, b] = await t.database.db.select({ id: locations.id }).from(locations).limit(2);
    const [u1, u2] = await t.database.db.select({ id: unitTypes.id }).from(unitTypes).limit(2);
    const week = (locationId: number, unitTypeId: number, offset: number, code: string) => ({
      userId: owner.id,
      locationId,
      unitTypeId,
      fromDate: day(offset),
      toDate: day(offset + 6),
      price: 1200,
      reservationCode: code,
    });
    await t.database.db
      .insert(weeks)
      .values([week(a.id, u1.id, 20, 'O-1'), week(a.id, u1.id, 40, 'O-2'), week(b.id, u2.id, -20, 'O-PAST')]);
    const res = await inject(t, { method: 'GET', url: '/api/weeks/offered' });
    expect(res.statusCode).toBe(200);
    const { pairs } = res.json() as { pairs: [number, number, number][] };
    expect(pairs).toEqual([[a.id, u1.id, 2]]);
  });
});
