import { asc, eq, or, sql } from 'drizzle-orm';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import {
  brands,
  contractTypes,
  locations,
  resortLocations,
  resorts,
  unitTypeImages,
  unitTypes,
} from '#src/server/db/schema/catalog.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { cachedValue } from '#src/server/lib/cache.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#src/server/lib/pg-errors.ts';
import { containsFolded } from '#src/server/lib/sql.ts';
import type {
  CreateContractTypeInput,
  CreateResortInput,
  CreateUnitTypeInput,
  UpdateLocationInput,
  UpdateReferenceTextsInput,
  UpdateUnitTypeInput,
} from '#src/shared/contracts/catalog.ts';
import type { MessageKey } from '#src/shared/i18n/messages.ts';
import {
  orNull,
  spanishNames,
  updateContractTypeTexts,
  updateLocationName,
  updateUnitType,
} from './translations';
import { unitTypeColumns } from './unit-type-columns';

/**
 * Reference data changes rarely and every public page reads it: each process keeps it for two
 * seconds, so under load the lists cost a few small queries per process per second at most. A write
 * in any process drops every process's copy as soon as its transaction commits (the change feed),
 * so staff adding a resort see it in every dropdown at once; the two seconds bound the age of a
 * copy only while the feed's connection is down.
 */
const REFERENCE_TTL_MS = 2_000;

export function catalogService(db: Db, changes: ChangeFeed = silentFeed) {
  const allLocations = cachedValue(
    'locations',
    () =>
      db
        .select({ id: locations.id, name: locations.name, nameEs: locations.nameEs })
        .from(locations)
        .orderBy(asc(locations.id)),
    REFERENCE_TTL_MS,
  );
  const allResorts = cachedValue(
    'resorts',
    () =>
      db
        .select({
          id: resorts.id,
          name: resorts.name,
          brandId: resorts.brandId,
          locationId: resorts.locationId,
        })
        .from(resorts)
        .orderBy(asc(resorts.name)),
    REFERENCE_TTL_MS,
  );
  const unitTypesOf = (resortId?: number) => {
    const q = db.select(unitTypeColumns).from(unitTypes);
    return (resortId ? q.where(eq(unitTypes.resortId, resortId)) : q).orderBy(
      asc(unitTypes.resortId),
      asc(unitTypes.id),
    );
  };
  const allUnitTypes = cachedValue('unit types', () => unitTypesOf(), REFERENCE_TTL_MS);
  const namesEs = cachedValue('spanish names', () => spanishNames(db), REFERENCE_TTL_MS);
  changes.on(['locations'], () => allLocations.invalidate());
  changes.on(['resorts', 'brands'], () => allResorts.invalidate());
  changes.on(['unit_types'], () => allUnitTypes.invalidate());
  changes.on(['locations', 'unit_types', 'contract_types'], () => namesEs.invalidate());
  /** After a write here: this process's copies go at once, others' through the change feed. */
  const written = <T>(row: T) => {
    allLocations.invalidate();
    allUnitTypes.invalidate();
    namesEs.invalidate();
    return row;
  };

  return {
    listLocations: () => allLocations.get(),

    listResorts: () => allResorts.get(),

    /** The destinations a resort is sold under: its own and any linked in resort_locations. */
    listResortLocations(resortId: number) {
      return db
        .selectDistinct({ id: locations.id, name: locations.name, nameEs: locations.nameEs })
        .from(locations)
        .innerJoin(resortLocations, eq(resortLocations.locationId, locations.id))
        .where(eq(resortLocations.resortId, resortId))
        .orderBy(asc(locations.name));
    },

    listUnitTypes(resortId?: number) {
      return resortId ? unitTypesOf(resortId) : allUnitTypes.get();
    },

    spanishNames: () => namesEs.get(),

    updateUnitType: async (id: number, input: UpdateUnitTypeInput) =>
      written(await updateUnitType(db, id, input)),
    updateContractType: async (id: number, input: UpdateReferenceTextsInput) =>
      written(await updateContractTypeTexts(db, id, input)),
    updateLocation: async (id: number, input: UpdateLocationInput) =>
      written(await updateLocationName(db, id, input)),

    listBrands: () => db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id)),

    /** A resort and its link to its home destination, in one transaction (the seed links them too). */
    async createResort(input: CreateResortInput) {
      const brandId = input.brandId ?? DEFAULT_BRAND_ID;
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(resorts)
            .values({ name: input.name, locationId: input.locationId, brandId })
            .returning({
              id: resorts.id,
              name: resorts.name,
              brandId: resorts.brandId,
              locationId: resorts.locationId,
            });
          await tx.insert(resortLocations).values({ resortId: created.id, locationId: created.locationId });
          return created;
        });
        allResorts.invalidate();
        return row;
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'catalog.resortNameTaken', { vars: { name: input.name } });
        if (isForeignKeyViolation(err)) {
          const [known] = await db
            .select({ id: locations.id })
            .from(locations)
            .where(eq(locations.id, input.locationId));
          throw known
            ? invalid('brandId', 'catalog.brandNotFound')
            : invalid('locationId', 'catalog.locationNotFound');
        }
        throw err;
      }
    },

    async createUnitType(input: CreateUnitTypeInput) {
      try {
        const [row] = await db
          .insert(unitTypes)
          .values({
            name: input.name,
            resortId: input.resortId,
            description: orNull(input.description),
            nameEs: orNull(input.nameEs),
            descriptionEs: orNull(input.descriptionEs),
            maxOccupancy: input.maxOccupancy,
          })
          .returning(unitTypeColumns);
        return written(row);
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'catalog.unitTypeNameTaken', { vars: { name: input.name } });
        if (isForeignKeyViolation(err)) throw invalid('resortId', 'catalog.resortNotFound');
        throw err;
      }
    },

    /** Contract types are read uncached (contracts service), so a new one shows at once everywhere. */
    async createContractType(input: CreateContractTypeInput) {
      try {
        const [row] = await db
          .insert(contractTypes)
          .values({
            name: input.name,
            description: orNull(input.description),
            nameEs: orNull(input.nameEs),
            descriptionEs: orNull(input.descriptionEs),
          })
          .returning();
        return written({ ...row, createdAt: row.createdAt.toISOString() });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'catalog.contractTypeNameTaken', { vars: { name: input.name } });
        throw err;
      }
    },

    /**
     * For the Database Management screen: each resort with its brand, home destination and how many
     * unit types and weeks it has. Resorts number in the tens, so the list is not paged.
     */
    listResortSummaries(q?: string) {
      const unitTypeCount = db
        .select({ resortId: unitTypes.resortId, n: sql<number>`count(*)::int`.as('unit_type_count') })
        .from(unitTypes)
        .groupBy(unitTypes.resortId)
        .as('unit_type_counts');
      const weekCount = db
        .select({ resortId: unitTypes.resortId, n: sql<number>`count(*)::int`.as('week_count') })
        .from(weeks)
        .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
        .groupBy(unitTypes.resortId)
        .as('week_counts');
      return db
        .select({
          id: resorts.id,
          name: resorts.name,
          brandId: resorts.brandId,
          brandName: brands.name,
          locationId: resorts.locationId,
          locationName: locations.name,
          unitTypes: sql<number>`coalesce(${unitTypeCount.n}, 0)::int`,
          weeks: sql<number>`coalesce(${weekCount.n}, 0)::int`,
        })
        .from(resorts)
        .innerJoin(brands, eq(brands.id, resorts.brandId))
        .innerJoin(locations, eq(locations.id, resorts.locationId))
        .leftJoin(unitTypeCount, eq(unitTypeCount.resortId, resorts.id))
        .leftJoin(weekCount, eq(weekCount.resortId, resorts.id))
        .where(
          // Case and accents ignored: 'medano' finds Médano Sands, 'PENASCO' the resorts of Puerto Peñasco.
          q ? or(containsFolded(resorts.name, q), containsFolded(locations.name, q)) : undefined,
        )
        .orderBy(asc(resorts.name), asc(resorts.id));
    },

    async listUnitTypeImages(unitTypeId: number) {
      const rows = await db
        .select()
        .from(unitTypeImages)
        .where(eq(unitTypeImages.unitTypeId, unitTypeId))
        .orderBy(asc(unitTypeImages.id));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

/** A new resort belongs to brand 1 unless the form names another. */
const DEFAULT_BRAND_ID = 1;

export const invalid = (path: string, key: MessageKey) =>
  new AppError('VALIDATION', key, { issues: [issue(path, key)] });

export type CatalogService = ReturnType<typeof catalogService>;
