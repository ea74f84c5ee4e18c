import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, contractTypes, locations, resortLocations, resorts, unitTypes } from '../schema/catalog';
import { DEFAULT_BRAND, LOCATION_NAMES, LOCATION_TIME_ZONES, OTHER_BRANDS, RESORTS } from './reference-data';
import { CONTRACT_TYPES, UNIT_TYPE_OCCUPANCY, unitTypeDescription } from './reference-descriptions';
import {
  CONTRACT_TYPES_ES,
  LOCATION_NAMES_ES,
  UNIT_TYPE_NAMES_ES,
  unitTypeDescriptionEs,
} from './reference-spanish';

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
      .values(
        CONTRACT_TYPES.map((c) => ({
          name: c.name,
          description: c.description,
          nameEs: CONTRACT_TYPES_ES[c.name]?.name,
          descriptionEs: CONTRACT_TYPES_ES[c.name]?.description,
        })),
      )
      .onConflictDoNothing();
    await fillSpanish(tx);
  });
}

/** A `values (…), (…)` list of text rows for the updates below. */
const textRows = (rows: string[][]) =>
  sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((v) => sql`${v}::text`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * Rows seeded before the catalog had Spanish (or by an older seed) get the seeded Spanish where
 * theirs is missing; Spanish that staff wrote is never overwritten.
 */
async function fillSpanish(tx: DbTx): Promise<void> {
  const places = Object.entries(LOCATION_NAMES_ES);
  await tx.execute(sql`update locations l set name_es = v.name_es
    from (values ${textRows(places)}) v(name, name_es)
    where lower(l.name) = lower(v.name) and l.name_es is null`);
  const units = RESORTS.flatMap((r) =>
    r.unitTypes.map((name) => [r.name, name, UNIT_TYPE_NAMES_ES[name], unitTypeDescriptionEs(name, r.view)]),
  );
  await tx.execute(sql`update unit_types u
    set name_es = coalesce(u.name_es, v.name_es), description_es = coalesce(u.description_es, v.description_es)
    from (values ${textRows(units)}) v(resort, name, name_es, description_es), resorts r
    where r.name = v.resort and u.resort_id = r.id and u.name = v.name
      and (u.name_es is null or u.description_es is null)`);
  const types = Object.entries(CONTRACT_TYPES_ES).map(([name, es]) => [name, es.name, es.description]);
  await tx.execute(sql`update contract_types c
    set name_es = coalesce(c.name_es, v.name_es), description_es = coalesce(c.description_es, v.description_es)
    from (values ${textRows(types)}) v(name, name_es, description_es)
    where c.name = v.name and (c.name_es is null or c.description_es is null)`);
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
    .values(
      LOCATION_NAMES.map((name) => ({
        name,
        nameEs: LOCATION_NAMES_ES[name],
        timeZone: LOCATION_TIME_ZONES[name],
      })),
    )
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
      nameEs: UNIT_TYPE_NAMES_ES[name],
      descriptionEs: unitTypeDescriptionEs(name, r.view),
      maxOccupancy: UNIT_TYPE_OCCUPANCY[name],
    })),
  );
  await tx.insert(unitTypes).values(rows).onConflictDoNothing();
}
