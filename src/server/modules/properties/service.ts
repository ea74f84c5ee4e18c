import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PropertyPage, PropertySort, propertySearchQuery } from '../../../shared/contracts/properties';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { propertyListings } from '../../db/schema/properties';
import { escapeLike } from '../../lib/sql';

type SearchQuery = z.output<typeof propertySearchQuery>;

const columns = {
  id: propertyListings.id,
  hotelName: propertyListings.hotelName,
  unitSize: propertyListings.unitSize,
  location: propertyListings.location,
  type: propertyListings.type,
  price: propertyListings.price,
  weeksOrSeason: propertyListings.weeksOrSeason,
  description: propertyListings.description,
  imageUrls: propertyListings.imageUrls,
  status: propertyListings.status,
  createdAt: propertyListings.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Listings without a number in their price text sort last either way. */
const SORT_ORDER: Record<PropertySort, SQL[]> = {
  newest: [desc(propertyListings.createdAt), desc(propertyListings.id)],
  oldest: [asc(propertyListings.createdAt), asc(propertyListings.id)],
  price_desc: [sql`${propertyListings.priceValue} desc nulls last`, desc(propertyListings.id)],
  price_asc: [sql`${propertyListings.priceValue} asc nulls last`, asc(propertyListings.id)],
};

const active = eq(propertyListings.status, 'active');

export function propertiesService(db: Db) {
  const select = () =>
    db.select(columns).from(propertyListings).innerJoin(users, eq(users.id, propertyListings.userId));
  const toPublic = ({
    firstName,
    lastName,
    createdAt,
    ...l
  }: Awaited<ReturnType<typeof select>>[number]) => ({
    ...l,
    createdAt: createdAt.toISOString(),
    user: { firstName, lastName },
  });
  const count = async (where: SQL | undefined) => {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(propertyListings).where(where);
    return r.n;
  };

  return {
    async search(q: SearchQuery): Promise<PropertyPage> {
      const where = q.q ? and(active, ilike(propertyListings.hotelName, `%${escapeLike(q.q)}%`)) : active;
      const [rows, total, unfilteredTotal] = await Promise.all([
        select()
          .where(where)
          .orderBy(...SORT_ORDER[q.sort])
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        count(where),
        count(active),
      ]);
      return { items: rows.map(toPublic), total, unfilteredTotal, page: q.page, pageSize: q.pageSize };
    },

    /** The spec's full list (GET /api/property-listings), kept for compatibility. */
    async listActive() {
      const rows = await select()
        .where(active)
        .orderBy(...SORT_ORDER.newest);
      return rows.map(toPublic);
    },
  };
}

export type PropertiesService = ReturnType<typeof propertiesService>;
