import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, resortLocations, resorts, unitTypeImages, unitTypes } from '../../db/schema/catalog';
import { weeks } from '../../db/schema/weeks';

export function catalogService(db: Db) {
  return {
    listLocations() {
      return db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(asc(locations.id));
    },

    /** Every location with its count of weeks that have not started yet, in one grouped query. */
    async listLocationAvailability() {
      const rows = await db
        .select({
          id: locations.id,
          name: locations.name,
          availableWeeks: sql<number>`count(${weeks.id})::int`,
        })
        .from(locations)
        .leftJoin(weeks, sql`${weeks.locationId} = ${locations.id} and ${weeks.fromDate} >= current_date`)
        .groupBy(locations.id)
        .orderBy(asc(locations.id));
      return rows;
    },

    listResorts() {
      return db
        .select({
          id: resorts.id,
          name: resorts.name,
          brandId: resorts.brandId,
          locationId: resorts.locationId,
        })
        .from(resorts)
        .orderBy(asc(resorts.name));
    },

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
