import { and, count, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffListingPage, staffListingsQuery } from '../../../shared/contracts/staff';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { propertyListings } from '../../db/schema/properties';
import { escapeLike } from '../../lib/sql';
import { LISTING_SORT_ORDER, listingColumns } from './service';

type Query = z.output<typeof staffListingsQuery>;
const contains = (text: string) => `%${escapeLike(text)}%`;

/**
 * Every property listing, whatever its status, for the Dev Dashboard's moderation list: searched by
 * hotel name and location, sorted, paged and counted by the database.
 */
export function listingsStaffList(db: Db) {
  const where = (q: Query): SQL | undefined =>
    and(
      q.name ? ilike(propertyListings.hotelName, contains(q.name)) : undefined,
      q.location ? ilike(propertyListings.location, contains(q.location)) : undefined,
      q.since ? gt(propertyListings.createdAt, new Date(q.since)) : undefined,
    );

  return async function listAllListings(q: Query): Promise<StaffListingPage> {
    const filter = where(q);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select(listingColumns)
        .from(propertyListings)
        .leftJoin(users, eq(users.id, propertyListings.userId))
        .where(filter)
        .orderBy(...LISTING_SORT_ORDER[q.sort])
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ total: count() }).from(propertyListings).where(filter),
    ]);
    const items = rows.map(({ firstName, lastName, createdAt, ...l }) => ({
      ...l,
      createdAt: createdAt.toISOString(),
      user: firstName === null || lastName === null ? null : { firstName, lastName },
    }));
    return { items, total, page: q.page, pageSize: q.pageSize };
  };
}
