import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffWeekPage, staffWeeksQuery } from '../../../shared/contracts/staff';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { locations, resorts, unitTypes } from '../../db/schema/catalog';
import { weeks } from '../../db/schema/weeks';
import { SORT_ORDER } from './queries';

type Query = z.output<typeof staffWeeksQuery>;

/**
 * Every listed week, past ones too, for the Dev Dashboard's moderation list: by resort and unit
 * type, five sorts, with the poster and reservation code; paged and counted by the database.
 */
export function weeksStaffList(db: Db) {
  const where = (q: Query): SQL | undefined =>
    and(
      q.resortId ? eq(unitTypes.resortId, q.resortId) : undefined,
      q.unitTypeId ? eq(weeks.unitTypeId, q.unitTypeId) : undefined,
      q.since ? gt(weeks.createdAt, new Date(q.since)) : undefined,
    );

  return async function listAllWeeks(q: Query): Promise<StaffWeekPage> {
    const filter = where(q);
    const counted = db.select({ total: count() }).from(weeks).$dynamic();
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: weeks.id,
          userId: weeks.userId,
          fromDate: weeks.fromDate,
          toDate: weeks.toDate,
          price: weeks.price,
          reservationCode: weeks.reservationCode,
          createdAt: weeks.createdAt,
          resortId: unitTypes.resortId,
          resortName: resorts.name,
          unitTypeId: weeks.unitTypeId,
          unitTypeName: unitTypes.name,
          locationId: weeks.locationId,
          locationName: locations.name,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(weeks)
        .innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId))
        .innerJoin(resorts, eq(resorts.id, unitTypes.resortId))
        .innerJoin(locations, eq(locations.id, weeks.locationId))
        .leftJoin(users, eq(users.id, weeks.userId))
        .where(filter)
        .orderBy(...SORT_ORDER[q.sort])
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      (q.resortId ? counted.innerJoin(unitTypes, eq(unitTypes.id, weeks.unitTypeId)) : counted).where(filter),
    ]);
    const items = rows.map(({ firstName, lastName, createdAt, ...w }) => ({
      ...w,
      createdAt: createdAt.toISOString(),
      user: firstName === null || lastName === null ? null : { firstName, lastName },
    }));
    return { items, total, page: q.page, pageSize: q.pageSize };
  };
}
