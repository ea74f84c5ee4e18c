import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, contractTypes, locations, resortLocations, resorts, unitTypes } from '../schema/catalog';
import { DEFAULT_BRAND, LOCATION_NAMES, OTHER_BRANDS, RESORTS } from './reference-data';
import { CONTRACT_TYPES, unitTypeDescription } from './reference-descriptions';

/** A transaction handle; the helpers below run inside one so a failed seed leaves nothing half-written. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Seeds brands, locations, resorts, resort-location links, unit types and contract types.
 * Idempotent: every insert skips rows whose unique name already exists and ids are looked up by
 * name, so it runs at every start and after managers have edited the catalog. Rows that people
 * added or renamed are never touched.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedBrands(tx);
    const locationIds = await seedLocations(tx);
    const brandIds = await idsByName(tx, brands);
    const resortIds = await seedResorts(tx, brandIds, locationIds);
    await seedUnitTypes(tx, resortIds);
    await tx
      .insert(contractTypes)
      .values(CONTRACT_TYPES.map((c) => ({ name: c.name, description: c.description })))
      .onConflictDoNothing();
  });
}

async function seedBrands(tx: DbTx): Promise<void> {
  // Resorts default to brand 1, so that id must exist whatever the sequence says.
  await tx.insert(brands).values({ id: DEFAULT_BRAND.id, name: DEFAULT_BRAND.name }).onConflictDoNothing();
  // An explicit id does not advance the serial sequence; move it past the highest id so the next insert works.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('brands', 'id'), (select coalesce(max(id), 1) from brands))`,
  );
  await tx
    .insert(brands)
    .values(OTHER_BRANDS.map((name) => ({ name })))
    .onConflictDoNothing();
}

async function seedLocations(tx: DbTx): Promise<Map<string, number>> {
  await tx
    .insert(locations)
    .values(LOCATION_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: locations.id, name: locations.name }).from(locations);
  // Location names are unique case-insensitively, so look them up the same way.
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

async function idsByName(tx: DbTx, table: typeof brands): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function required<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Reference seed: ${what} '${key}' is missing`);
  return value;
}

async function seedResorts(
  tx: DbTx,
  brandIds: Map<string, number>,
  locationIds: Map<string, number>,
): Promise<Map<string, number>> {
  const locationId = (name: string) => required(locationIds, name.toLowerCase(), 'location');
  await tx
    .insert(resorts)
    .values(
      RESORTS.map((r) => ({
        name: r.name,
        brandId: required(brandIds, r.brand, 'brand'),
        locationId: locationId(r.location),
      })),
    )
    .onConflictDoNothing();
  const names = RESORTS.map((r) => r.name);
  const rows = await tx
    .select({ id: resorts.id, name: resorts.name })
    .from(resorts)
    .where(inArray(resorts.name, names));
  const resortIds = new Map(rows.map((r) => [r.name, r.id]));

  // The home destination is linked too, so "where is this resort sold" is one table to read.
  const links = RESORTS.flatMap((r) =>
    [r.location, ...(r.alsoSoldIn ?? [])].map((loc) => ({
      resortId: required(resortIds, r.name, 'resort'),
      locationId: locationId(loc),
    })),
  );
  await tx.insert(resortLocations).values(links).onConflictDoNothing();
  return resortIds;
}

async function seedUnitTypes(tx: DbTx, resortIds: Map<string, number>): Promise<void> {
  const rows = RESORTS.flatMap((r) =>
    r.unitTypes.map((name) => ({
      name,
      resortId: required(resortIds, r.name, 'resort'),
      description: unitTypeDescription(name, r.view),
    })),
  );
  await tx.insert(unitTypes).values(rows).onConflictDoNothing();
}
