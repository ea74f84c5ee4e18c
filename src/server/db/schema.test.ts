import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../lib/pg-errors';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { sessions, users } from './schema/accounts';
import { brands, contractTypes, locations, resorts, unitTypes } from './schema/catalog';
import { contracts } from './schema/contracts';
import { propertyListingInterests, weekInterests } from './schema/leads';
import { payments } from './schema/payments';
import { propertyListings } from './schema/properties';
import { weeks } from './schema/weeks';

/** What the database itself refuses, whatever the application code does. */
let tdb: TestDatabase;
let db: Db;
let ids: { user: number; location: number; unitType: number; contractType: number };

async function refused(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected the database to refuse this');
}

let n = 0;
async function newUser(): Promise<number> {
  n++;
  const [u] = await db
    .insert(users)
    .values({
      username: `schema${n}`,
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
      email: `s${n}@x.test`,
    })
    .returning({ id: users.id });
  return u.id;
}

const week = (over: Partial<typeof weeks.$inferInsert> = {}) => ({
  userId: ids.user,
  locationId: ids.location,
  unitTypeId: ids.unitType,
  fromDate: '2030-03-02',
  toDate: '2030-03-08',
  price: 1500,
  reservationCode: 'ABC123',
  ...over,
});

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const [brand] = await db.insert(brands).values({ name: 'Schema Brand' }).returning();
  const [loc] = await db.insert(locations).values({ name: 'Schema Bay' }).returning();
  const [resort] = await db
    .insert(resorts)
    .values({ name: 'Schema Resort', brandId: brand.id, locationId: loc.id })
    .returning();
  const [ut] = await db.insert(unitTypes).values({ name: 'Studio', resortId: resort.id }).returning();
  const [ct] = await db.insert(contractTypes).values({ name: 'Schema Fixed Week' }).returning();
  ids = { user: await newUser(), location: loc.id, unitType: ut.id, contractType: ct.id };
});
afterAll(() => tdb.drop());

describe('uniqueness', () => {
  it('refuses a second username or email differing only in case', async () => {
    const base = { passwordHash: 'x', firstName: 'A', lastName: 'B' };
    await db.insert(users).values({ ...base, username: 'Unique1', email: 'u1@x.test' });
    expect(
      isUniqueViolation(
        await refused(() => db.insert(users).values({ ...base, username: 'unique1', email: 'other@x.test' })),
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(
        await refused(() => db.insert(users).values({ ...base, username: 'other', email: 'U1@X.test' })),
      ),
    ).toBe(true);
  });

  it('refuses duplicate reference names', async () => {
    expect(isUniqueViolation(await refused(() => db.insert(locations).values({ name: 'schema bay' })))).toBe(
      true,
    );
    expect(isUniqueViolation(await refused(() => db.insert(brands).values({ name: 'Schema Brand' })))).toBe(
      true,
    );
    expect(
      isUniqueViolation(await refused(() => db.insert(contractTypes).values({ name: 'Schema Fixed Week' }))),
    ).toBe(true);
  });
});

describe('weeks', () => {
  it('accepts a valid seven-day week', async () => {
    await db.insert(weeks).values(week());
  });

  it('refuses a price below 0 or above 1,000,000', async () => {
    expect(isCheckViolation(await refused(() => db.insert(weeks).values(week({ price: -1 }))))).toBe(true);
    expect(
      isCheckViolation(await refused(() => db.insert(weeks).values(week({ price: 1_000_000.01 })))),
    ).toBe(true);
    await db.insert(weeks).values(week({ price: 1_000_000 }));
    await db.insert(weeks).values(week({ price: 0 }));
  });

  it('refuses a reservation code that is empty or longer than 50 characters', async () => {
    expect(
      await refused(() => db.insert(weeks).values(week({ reservationCode: 'x'.repeat(51) }))),
    ).toBeTruthy();
    expect(
      isCheckViolation(await refused(() => db.insert(weeks).values(week({ reservationCode: '' })))),
    ).toBe(true);
    await db.insert(weeks).values(week({ reservationCode: 'x'.repeat(50) }));
  });

  it('refuses a week that is not exactly seven days', async () => {
    expect(
      isCheckViolation(await refused(() => db.insert(weeks).values(week({ toDate: '2030-03-09' })))),
    ).toBe(true);
    expect(
      isCheckViolation(await refused(() => db.insert(weeks).values(week({ toDate: '2030-03-07' })))),
    ).toBe(true);
  });

  it('refuses a week whose location or unit type does not exist', async () => {
    expect(
      isForeignKeyViolation(await refused(() => db.insert(weeks).values(week({ locationId: 999_999 })))),
    ).toBe(true);
    expect(
      isForeignKeyViolation(await refused(() => db.insert(weeks).values(week({ unitTypeId: 999_999 })))),
    ).toBe(true);
  });
});

describe('deleting', () => {
  it('removes a user and everything they own, and keeps their payments without them', async () => {
    const userId = await newUser();
    const [w] = await db.insert(weeks).values(week({ userId })).returning();
    await db.insert(weekInterests).values({ weekId: w.id, email: 'a@b.test', message: 'hi' });
    const [pl] = await db
      .insert(propertyListings)
      .values({
        userId,
        hotelName: 'H',
        unitSize: 'Studio',
        location: 'L',
        price: '$1',
        weeksOrSeason: 'W',
        description: 'D',
        imageUrls: ['/uploads/x.webp'],
      })
      .returning();
    await db
      .insert(propertyListingInterests)
      .values({ propertyListingId: pl.id, email: 'a@b.test', message: 'hi' });
    await db.insert(contracts).values({
      userId,
      contractTypeId: ids.contractType,
      contractNumber: 'C-1',
      contractName: 'Schema Fixed Week',
      resort: 'Schema Bay',
      unitType: 'Studio',
      usageFee: 100,
      contractualWeeks: 1,
      startDate: '2020-01-01',
      totalValue: 1000,
    });
    await db.insert(sessions).values({ id: `s-${userId}`, userId, expiresAt: new Date(Date.now() + 1e6) });
    const [pay] = await db
      .insert(payments)
      .values({ provider: 'test', providerId: `p-${userId}`, userId, tier: 'gold', amountCents: 350000 })
      .returning();

    await db.delete(users).where(eq(users.id, userId));

    const count = async (table: string, col: string, id: number) => {
      const r = await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${col} = ${id}`));
      return (r.rows[0] as { n: number }).n;
    };
    expect(await count('weeks', 'user_id', userId)).toBe(0);
    expect(await count('week_interests', 'week_id', w.id)).toBe(0);
    expect(await count('property_listings', 'user_id', userId)).toBe(0);
    expect(await count('property_listing_interests', 'property_listing_id', pl.id)).toBe(0);
    expect(await count('contracts', 'user_id', userId)).toBe(0);
    expect(await count('sessions', 'user_id', userId)).toBe(0);
    const [kept] = await db.select().from(payments).where(eq(payments.id, pay.id));
    expect(kept.userId).toBeNull();
  });

  it('refuses to delete a location or unit type that weeks still use', async () => {
    expect(
      isForeignKeyViolation(await refused(() => db.delete(locations).where(eq(locations.id, ids.location)))),
    ).toBe(true);
    expect(
      isForeignKeyViolation(await refused(() => db.delete(unitTypes).where(eq(unitTypes.id, ids.unitType)))),
    ).toBe(true);
  });
});
