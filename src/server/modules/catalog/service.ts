import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, resortLocations, resorts, unitTypeImages, unitTypes } from '../../db/schema/catalog';
import { ttlCache } from '../../lib/ttl-cache';

/**
 * Reference data changes a few times a year and every public page reads it: each process keeps it
 * for a minute (writes through this service, in a later issue, invalidate at once).
 */
const REFERENCE_TTL_MS = 60_000;

export function catalogService(db: Db) {
  const allLocations = ttlCache(
    () => db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.id)),
    REFERENCE_TTL_MS,
  );
  const allResorts = ttlCache(
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
    const q = db
      .select({
        id: unitTypes.id,
        name: unitTypes.name,
        resortId: unitTypes.resortId,
        description: unitTypes.description,
      })
      .from(unitTypes);
    return (resortId ? q.where(eq(unitTypes.resortId, resortId)) : q).orderBy(
      asc(unitTypes.resortId),
      asc(unitTypes.id),
    );
  };
  const allUnitTypes = ttlCache(() => unitTypesOf(), REFERENCE_TTL_MS);

  return {
    listLocations: () => allLocations.get(),

    listResorts: () => allResorts.get(),

    /** The destinations a resort is sold under: its own and any linked in resort_locations. */
    listResortLocations(resortId: number) {
      return db
        .selectDistinct({ id: locations.id, name: locations.name })
        .from(locations)
        .innerJoin(resortLocations, eq(resortLocations.locationId, locations.id))
        .where(eq(resortLocations.resortId, resortId))
        .orderBy(asc(locations.name));
    },

    listUnitTypes(resortId?: number) {
      return resortId ? unitTypesOf(resortId) : allUnitTypes.get();
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

export type CatalogService = ReturnType<typeof catalogService>;
