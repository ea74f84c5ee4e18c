import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicWeek, WeekPage, weekSearchQuery } from '../../../shared/contracts/weeks';
import type { Db } from '../../db/client';
import { weeks } from '../../db/schema/weeks';
import { futureFrom, SORT_ORDER, selectPublicWeeks, toPublicWeek, unitTypeIdsMatching } from './queries';

type SearchQuery = z.output<typeof weekSearchQuery>;

export function weeksService(db: Db) {
  const countWhere = async (where: SQL | undefined) => {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(weeks).where(where);
    return r.n;
  };

  return {
    /** One page of future weeks, filtered and sorted by the database, with the two counts the screens show. */
    async search(q: SearchQuery): Promise<WeekPage> {
      const scope: SQL[] = [futureFrom()];
      if (q.locationId) scope.push(eq(weeks.locationId, q.locationId));
      const filters: SQL[] = q.locationId
        ? [futureFrom(q.from), eq(weeks.locationId, q.locationId)]
        : [futureFrom(q.from)];
      if (q.unitTypeId) filters.push(eq(weeks.unitTypeId, q.unitTypeId));
      if (q.resort || q.unitType || q.resortId) {
        const ids = (await unitTypeIdsMatching(db, q)).map((r) => r.id);
        filters.push(ids.length ? inArray(weeks.unitTypeId, ids) : sql`false`);
      }
      const where = and(...filters);
      const [rows, total, unfilteredTotal] = await Promise.all([
        selectPublicWeeks(db)
          .where(where)
          .orderBy(...SORT_ORDER[q.sort])
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        countWhere(where),
        countWhere(and(...scope)),
      ]);
      return { items: rows.map(toPublicWeek), total, unfilteredTotal, page: q.page, pageSize: q.pageSize };
    },

    /** The spec's full-array reads (GET /api/weeks/location[/id]), kept for API compatibility. */
    async listFuture(locationId?: number): Promise<PublicWeek[]> {
      const where = locationId ? and(futureFrom(), eq(weeks.locationId, locationId)) : futureFrom();
      const rows = await selectPublicWeeks(db)
        .where(where)
        .orderBy(...SORT_ORDER.newest);
      return rows.map(toPublicWeek);
    },
  };
}

export type WeeksService = ReturnType<typeof weeksService>;
