import type { z } from 'zod';
import type { PublicWeek, WeekSort, weekSearchQuery } from '../../../shared/contracts/weeks';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '../../lib/prepared';

type SearchQuery = z.output<typeof weekSearchQuery>;

/**
 * The week search as hand-written SQL (decision 011): the texts come from a few shapes (sort ×
 * which filters are set × page size), each prepared once per connection. Same columns, joins and
 * order as `selectPublicWeeks` + `SORT_ORDER` in queries.ts, which the owner screens use.
 */
const SORT_SQL: Record<WeekSort, string> = {
  newest: 'w.created_at desc, w.id desc',
  oldest: 'w.created_at asc, w.id asc',
  price_desc: 'w.price desc, w.id desc',
  price_asc: 'w.price asc, w.id asc',
  start_date: 'w.from_date asc, w.id asc',
};

/** The columns of `toPublicWeekRow`, in its order; the whole-catalogue build reads them too. */
export const PUBLIC_WEEK_COLUMNS = `w.id, w.location_id, w.unit_type_id, ut.resort_id, w.from_date::text, w.to_date::text,
 w.price::float8, ${isoTimestamp('w.created_at')}, l.name, r.name, ut.name, u.first_name, u.last_name`;

/** The joins of `selectPublicWeeks` (queries.ts). */
export const PUBLIC_WEEK_FROM = `from weeks w
join unit_types ut on ut.id = w.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = w.location_id
join users u on u.id = w.user_id`;

const SELECT = `select ${PUBLIC_WEEK_COLUMNS}\n${PUBLIC_WEEK_FROM}`;

const nameOf = statementNames('week_search');

/** The WHERE clause shared by the page and its count; `unitTypeIds` are the ones a text filter matched. */
function whereClause(q: SearchQuery, unitTypeIds: number[] | undefined, values: unknown[]): string {
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const conds = [
    q.from ? `w.from_date >= greatest(${param(q.from)}::date, current_date)` : 'w.from_date >= current_date',
  ];
  if (q.locationId) conds.push(`w.location_id = ${param(q.locationId)}`);
  if (q.unitTypeId) conds.push(`w.unit_type_id = ${param(q.unitTypeId)}`);
  if (unitTypeIds) conds.push(`w.unit_type_id = any(${param(unitTypeIds)}::int[])`);
  return conds.join(' and ');
}

export function weekPageQuery(q: SearchQuery, unitTypeIds?: number[]): RawQuery {
  const values: unknown[] = [];
  const where = whereClause(q, unitTypeIds, values);
  return pagedQuery(`${SELECT}\nwhere ${where}\norder by ${SORT_SQL[q.sort]}`, q, values, nameOf);
}

export function weekCountQuery(q: SearchQuery, unitTypeIds?: number[]): RawQuery {
  const values: unknown[] = [];
  const text = `select count(*)::int from weeks w where ${whereClause(q, unitTypeIds, values)}`;
  return { name: nameOf(text), text, values };
}

/** A row of `weekPageQuery`, in its select order, as the public sees a week. */
export function toPublicWeekRow(r: unknown[]): PublicWeek {
  return {
    id: r[0] as number,
    locationId: r[1] as number,
    unitTypeId: r[2] as number,
    resortId: r[3] as number,
    fromDate: r[4] as string,
    toDate: r[5] as string,
    price: r[6] as number,
    createdAt: r[7] as string,
    locationName: r[8] as string,
    resortName: r[9] as string,
    unitTypeName: r[10] as string,
    user: { firstName: r[11] as string, lastName: r[12] as string },
  };
}
