import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { deleteParentBeforeInsert } from '#src/server/test/parent-deleted.ts';

let t: TestApp;
let place: { resortId: number; locationId: number; unitTypeIds: number[] };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const post = (who: TestUser, unitTypeId: number) =>
  inject(t, {
    method: 'POST',
    url: '/api/weeks',
    cookie: who.cookie,
    payload: {
      resortId: place.resortId,
      locationId: place.locationId,
      unitTypeId,
      fromDate: day(30),
      toDate: day(36),
      price: 2450,
      reservationCode: 'RES-123',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const units = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id));
  place = { resortId: resort.id, locationId: resort.locationId, unitTypeIds: units.map((u) => u.id) };
});
afterAll(() => t.close());

describe('a week whose owner or unit type is deleted after the checks', () => {
  it('answers the 400 of a missing unit type when the unit type went away', async () => {
    const owner = await createUser(t, { active: true });
    const restore = await deleteParentBeforeInsert(t, 'weeks', 'unit_type_id', 'unit_types');
    try {
      const res = await post(owner, place.unitTypeIds[0]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'unitTypeId', message: 'Please select a unit type' }]);
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(weeks).where(eq(weeks.userId, owner.id))).toEqual([]);
  });

  it('answers the 401 of a signed-out caller when the owner account went away', async () => {
    const owner = await createUser(t, { active: true });
    const restore = await deleteParentBeforeInsert(t, 'weeks', 'user_id', 'users');
    try {
      const res = await post(owner, place.unitTypeIds[1]);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue');
    } finally {
      await restore();
    }
    expect(await t.database.db.select().from(weeks).where(eq(weeks.userId, owner.id))).toEqual([]);
  });
});
