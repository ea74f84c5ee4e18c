import type { z } from 'zod';
import type { StaffWeek, staffWeeksQuery } from '../../../shared/contracts/staff';
import type { WeekSort } from '../../../shared/contracts/weeks';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '../../lib/prepared';

type Query = z.output<typeof staffWeeksQuery>;

/**
 * The Dev Dashboard's list of every week as hand-written SQL prepared per shape (decision 011):
 * planning its five joins cost more than running them. Shapes: which of resort, unit type and
 * `since` are given, times five sorts.
 */
const SORT_SQL: Record<WeekSort, string> = {
  newest: 'w.created_at desc, w.id desc',
  oldest: 'w.created_at asc, w.id asc',
  price_desc: 'w.price desc, w.id desc',
  price_asc: 'w.price asc, w.id asc',
  start_date: 'w.from_date asc, w.id asc',
};

const SELECT = `select w.id, w.user_id, to_char(w.from_date, 'YYYY-MM-DD'), to_char(w.to_date, 'YYYY-MM-DD'),
 w.price::float8, w.reservation_code, ${isoTimestamp('w.created_at')}, ut.resort_id, r.name, w.unit_type_id,
 ut.name, w.location_id, l.name, u.first_name, u.last_name
from weeks w
join unit_types ut on ut.id = w.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = w.location_id
left join users u on u.id = w.user_id`;

const nameOf = statementNames('staff_weeks');

function whereClause(q: Pick<Query, 'resortId' | 'unitTypeId' | 'since'>, values: unknown[]): string {
  const conds: string[] = [];
  if (q.resortId) conds.push(`ut.resort_id = $${values.push(q.resortId)}`);
  if (q.unitTypeId) conds.push(`w.unit_type_id = $${values.push(q.unitTypeId)}`);
  if (q.since) conds.push(`w.created_at > $${values.push(q.since)}::timestamptz`);
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

export function staffWeeksPageQuery(q: Query): RawQuery {
  const values: unknown[] = [];
  const where = whereClause(q, values);
  return pagedQuery(`${SELECT}\n${where}\norder by ${SORT_SQL[q.sort]}`, q, values, nameOf);
}

export function staffWeeksCountQuery(q: Pick<Query, 'resortId' | 'unitTypeId' | 'since'>): RawQuery {
  const values: unknown[] = [];
  const join = q.resortId ? 'join unit_types ut on ut.id = w.unit_type_id' : '';
  const text = `select count(*)::int from weeks w ${join} ${whereClause(q, values)}`;
  return { name: nameOf(text), text, values };
}

export function toStaffWeek(r: unknown[]): StaffWeek {
  return {
    id: r[0] as number,
    userId: r[1] as number,
    fromDate: r[2] as string,
    toDate: r[3] as string,
    price: r[4] as number,
    reservationCode: r[5] as string,
    createdAt: r[6] as string,
    resortId: r[7] as number,
    resortName: r[8] as string,
    unitTypeId: r[9] as number,
    unitTypeName: r[10] as string,
    locationId: r[11] as number,
    locationName: r[12] as string,
    user: r[13] === null ? null : { firstName: r[13] as string, lastName: r[14] as string },
  };
}
