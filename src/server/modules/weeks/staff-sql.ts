import type { z } from 'zod';
import { pagedQuery, type RawQuery, statementNames } from '#src/server/lib/prepared.ts';
import type { StaffWeek, staffWeeksQuery } from '#src/shared/contracts/staff.ts';
import {
  PUBLIC_WEEK_COLUMN_COUNT,
  PUBLIC_WEEK_COLUMNS,
  toPublicWeekRow,
  WEEK_PLACE_JOINS,
  WEEK_SORT_SQL,
} from './search-sql';

type Query = z.output<typeof staffWeeksQuery>;

/**
 * The Dev Dashboard's list of every week as hand-written SQL prepared per shape (decision 011):
 * planning its five joins cost more than running them. Shapes: which of resort, unit type and
 * `since` are given, times the public search's five sorts. Its columns are the public week's
 * (`toPublicWeekRow`), then the poster's id and the reservation code.
 */
const SELECT = `select ${PUBLIC_WEEK_COLUMNS}, w.user_id, w.reservation_code
from weeks w
${WEEK_PLACE_JOINS}
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
  return pagedQuery(`${SELECT}\n${where}\norder by ${WEEK_SORT_SQL[q.sort]}`, q, values, nameOf);
}

export function staffWeeksCountQuery(q: Pick<Query, 'resortId' | 'unitTypeId' | 'since'>): RawQuery {
  const values: unknown[] = [];
  const join = q.resortId ? 'join unit_types ut on ut.id = w.unit_type_id' : '';
  const text = `select count(*)::int from weeks w ${join} ${whereClause(q, values)}`;
  return { name: nameOf(text), text, values };
}

export function toStaffWeek(r: unknown[]): StaffWeek {
  const { user, ...week } = toPublicWeekRow(r);
  return {
    ...week,
    userId: r[PUBLIC_WEEK_COLUMN_COUNT] as number,
    reservationCode: r[PUBLIC_WEEK_COLUMN_COUNT + 1] as string,
    user: user.firstName === null ? null : user,
  };
}
