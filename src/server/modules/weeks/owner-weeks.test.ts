import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resortLocations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';

let t: TestApp;
let people: Record<'owner' | 'other' | 'inactive' | 'manager' | 'dev', TestUser>;
let ctx: {
  resortId: number;
  locationId: number;
  unitTypeId: number;
  otherResortUnitId: number;
  otherLocationId: number;
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const week = (over: Record<string, unknown> = {}) => ({
  resortId: ctx.resortId,
  locationId: ctx.locationId,
  unitTypeId: ctx.unitTypeId,
  fromDate: day(30),
  toDate: day(36),
  price: 2450,
  reservationCode: 'RES-123',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [foreignUnit] = await db
    .select()
    .from(unitTypes)
    .where(eq(unitTypes.resortId, resort.id + 1))
    .limit(1);
  const linked = await db.select().from(resortLocations).where(eq(resortLocations.resortId, resort.id));
  const [unlinked] = (await db.select().from(locations)).filter(
    (l) => !linked.some((x) => x.locationId === l.id),
  );
  ctx = {
    resortId: resort.id,
    locationId: resort.locationId,
    unitTypeId: unit.id,
    otherResortUnitId: foreignUnit.id,
    otherLocationId: unlinked.id,
  };
  people = {
    owner: await createUser(t, { active: true }),
    other: await createUser(t, { active: true }),
    inactive: await createUser(t, { active: false }),
    manager: await createUser(t, { role: 'manager', active: false }),
    dev: await createUser(t, { role: 'dev', active: true }),
  };
});
afterAll(() => t.close());

const post = (who: TestUser | undefined, payload: unknown) =>
  inject(t, { method: 'POST', url: '/api/weeks', cookie: who?.cookie, payload: payload as object });

describe('POST /api/weeks', () => {
  it('lists a week for the signed-in owner, whatever userId the body carries', async () => {
    const res = await post(people.owner, week({ userId: people.other.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      userId: people.owner.id,
      reservationCode: 'RES-123',
      price: 2450,
      fromDate: day(30),
      toDate: day(36),
    });
  });

  it('is refused to anonymous (401) and to inactive users (403 with a clear message)', async () => {
    expect((await post(undefined, week())).statusCode).toBe(401);
    const inactive = await post(people.inactive, week());
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().message).toMatch(/not active/);
    // Staff may list whatever their own flag says.
    expect((await post(people.manager, week())).statusCode).toBe(201);
  });

  it('enforces every rule of a new week with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'Price cannot be negative'],
      [{ price: 1_000_001 }, 'Price cannot exceed 1,000,000'],
      [{ price: 'abc' }, 'Please enter the price'],
      [{ price: '' }, 'Please enter the price'],
      [{ reservationCode: '' }, 'Please enter the reservation code'],
      [{ reservationCode: 'x'.repeat(51) }, 'Reservation code cannot exceed 50 characters'],
      [{ toDate: day(37) }, 'Date range must be exactly 7 days'],
      [{ resortId: undefined }, 'Please select a resort'],
      [{ unitTypeId: undefined }, 'Please select a unit type'],
      [{ locationId: undefined }, 'Please select a location'],
      [{ fromDate: undefined }, 'Please select a start date'],
      [{ fromDate: day(-7), toDate: day(-1) }, 'The week cannot start in the past'],
      [{ unitTypeId: 0 }, 'Please select a unit type'],
    ];
    for (const [over, message] of cases) {
      const res = await post(people.owner, week(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(
        res.json().issues.map((i: { message: string }) => i.message),
        JSON.stringify(over),
      ).toContain(message);
    }
  });

  it('refuses a unit type of another resort and a location the resort is not offered at', async () => {
    const foreign = await post(people.owner, week({ unitTypeId: ctx.otherResortUnitId }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('This unit type does not belong to the chosen resort');
    const elsewhere = await post(people.owner, week({ locationId: ctx.otherLocationId }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('This resort is not offered at the chosen location');
  });
});

describe('my weeks and deleting', () => {
  it('shows an owner only their own weeks, with reservation codes', async () => {
    await post(people.other, week({ reservationCode: 'OTHER-1' }));
    const mine = await inject(t, { method: 'GET', url: '/api/weeks/my-weeks', cookie: people.owner.cookie });
    expect(mine.statusCode).toBe(200);
    const list = mine.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((w: { userId: number }) => w.userId === people.owner.id)).toBe(true);
    expect(mine.body).not.toContain('OTHER-1');
    expect((await inject(t, { method: 'GET', url: '/api/weeks/my-weeks' })).statusCode).toBe(401);
  });

  it('lets an owner delete their week, hides other owners’ weeks from them, and lets a dev delete any', async () => {
    const created = (await post(people.owner, week({ reservationCode: 'DEL-1' }))).json();
    const byOther = await inject(t, {
      method: 'DELETE',
      url: `/api/weeks/${created.id}`,
      cookie: people.other.cookie,
    });
    expect(byOther.statusCode).toBe(404);
    const byOwner = await inject(t, {
      method: 'DELETE',
      url: `/api/weeks/${created.id}`,
      cookie: people.owner.cookie,
    });
    expect(byOwner.statusCode).toBe(200);
    expect(await t.database.db.select().from(weeks).where(eq(weeks.id, created.id))).toHaveLength(0);

    const another = (await post(people.other, week({ reservationCode: 'DEL-2' }))).json();
    const byDev = await inject(t, {
      method: 'DELETE',
      url: `/api/weeks/${another.id}`,
      cookie: people.dev.cookie,
    });
    expect(byDev.statusCode).toBe(200);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/weeks/${another.id}`, cookie: people.dev.cookie }))
        .statusCode,
    ).toBe(404);
  });
});
