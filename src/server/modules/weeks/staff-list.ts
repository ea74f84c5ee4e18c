import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import type { StaffWeekPage, staffWeeksQuery } from '#src/shared/contracts/staff.ts';
import { staffWeeksCountQuery, staffWeeksPageQuery, toStaffWeek } from './staff-sql';

type Query = z.output<typeof staffWeeksQuery>;

const TOTALS_TTL_MS = 5_000;
const TOTALS_MAX = 1_000;

/**
 * Every listed week, past ones too, for the Dev Dashboard's moderation list: by resort and unit
 * type, five sorts, with the poster and reservation code; paged and counted by the database.
 */
export function weeksStaffList(db: Db) {
  // Counting 100,000 weeks per page view would cost more than the page: the totals per filter are
  // kept a few seconds (bounded: one per resort × unit type at most) and dropped on any week write
  // in this process.
  const totals = new Map<string, { at: number; value: Promise<number> }>();
  const countOf = (q: Query) => {
    const key = `${q.resortId ?? ''}|${q.unitTypeId ?? ''}|${q.since ?? ''}`;
    const hit = totals.get(key);
    if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.value;
    const value = rawRows(db, staffWeeksCountQuery(q)).then((r) => r[0][0] as number);
    value.catch(() => totals.delete(key));
    if (totals.size >= TOTALS_MAX) totals.clear();
    totals.set(key, { at: Date.now(), value });
    return value;
  };

  async function listAllWeeks(q: Query): Promise<StaffWeekPage> {
    const [rows, total] = await Promise.all([rawRows(db, staffWeeksPageQuery(q)), countOf(q)]);
    return { items: rows.map(toStaffWeek), total, page: q.page, pageSize: q.pageSize };
  }

  return { listAllWeeks, invalidate: () => totals.clear() };
}
