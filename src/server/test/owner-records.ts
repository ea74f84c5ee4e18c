import sharp from 'sharp';
import { expect } from 'vitest';
import { brands, contractTypes, locations, resorts, unitTypes } from '../db/schema/catalog';
import { contracts } from '../db/schema/contracts';
import { propertyListings } from '../db/schema/properties';
import { weeks } from '../db/schema/weeks';
import { seedReferenceData } from '../db/seed/reference';
import { inject, type TestApp, type TestUser } from './app';
import { formBody } from './multipart';

/**
 * Lists a property for `owner` through POST /api/property-listings with one small JPEG, as the
 * sell form does, and answers the created listing's id and picture addresses.
 */
export async function listPropertyWithPhoto(
  t: TestApp,
  owner: TestUser,
  fields: { hotelName: string; description: string },
): Promise<{ id: number; imageUrls: string[] }> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const { contentType, payload } = await formBody(
    {
      unitSize: 'Studio',
      location: 'Cancún',
      price: '$9,000 USD',
      weeksOrSeason: 'Week 20',
      ...fields,
    },
    [{ name: 'p.jpg', data: photo }],
  );
  const res = await inject(t, {
    method: 'POST',
    url: '/api/property-listings',
    payload,
    headers: { 'content-type': contentType },
    cookie: owner.cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * A week and a contract of `ownerId`, on reference data of their own (brand, destination, resort,
 * unit type and contract type named after `tag`), written straight to the tables.
 */
export async function recordWeekAndContract(t: TestApp, ownerId: number, tag: string) {
  const db = t.database.db;
  const [brand] = await db
    .insert(brands)
    .values({ name: `${tag} Brand` })
    .returning();
  const [loc] = await db
    .insert(locations)
    .values({ name: `${tag} Bay` })
    .returning();
  const [resort] = await db
    .insert(resorts)
    .values({ name: `${tag} Resort`, brandId: brand.id, locationId: loc.id })
    .returning();
  const [ut] = await db.insert(unitTypes).values({ name: 'Studio', resortId: resort.id }).returning();
  const [ct] = await db
    .insert(contractTypes)
    .values({ name: `${tag} Type` })
    .returning();
  const [week] = await db
    .insert(weeks)
    .values({
      userId: ownerId,
      locationId: loc.id,
      unitTypeId: ut.id,
      fromDate: '2030-03-02',
      toDate: '2030-03-08',
      price: 1500,
      reservationCode: 'ABC123',
    })
    .returning();
  const [contract] = await db
    .insert(contracts)
    .values({
      userId: ownerId,
      contractTypeId: ct.id,
      contractNumber: 'C-1',
      contractName: `${tag} Type`,
      resort: `${tag} Resort`,
      unitType: 'Studio',
      usageFee: 100,
      contractualWeeks: 1,
      startDate: '2020-01-01',
      totalValue: 1000,
    })
    .returning();
  return { week, contract };
}

/** Seeds the reference catalogue and answers the first destination, unit type and contract type. */
export async function seedReferences(t: TestApp) {
  const db = t.database.db;
  await seedReferenceData(db);
  const [location] = await db.select().from(locations).limit(1);
  const [unitType] = await db.select().from(unitTypes).limit(1);
  const [contractType] = await db.select().from(contractTypes).limit(1);
  return { location, unitType, contractType };
}

/**
 * On the seeded catalogue, a week of `ownerId` starting on `fromDate` and a listing of theirs, written
 * straight to the tables: what leads are sent about.
 */
export async function seedWeekAndListing(t: TestApp, ownerId: number, fromDate: string) {
  const db = t.database.db;
  const { location, unitType } = await seedReferences(t);
  const toDate = new Date(Date.parse(`${fromDate}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const [week] = await db
    .insert(weeks)
    .values({
      userId: ownerId,
      locationId: location.id,
      unitTypeId: unitType.id,
      fromDate,
      toDate,
      price: 1000,
      reservationCode: 'R1',
    })
    .returning();
  const [listing] = await db
    .insert(propertyListings)
    .values({
      userId: ownerId,
      hotelName: 'Casa Marina',
      unitSize: 'Studio',
      location: 'Nuevo Vallarta',
      price: '$18,500 USD',
      priceValue: 18500,
      weeksOrSeason: 'Week 12',
      description: 'Nice',
    })
    .returning();
  return { week, listing };
}
