import type { ContractsQuery, StaffContract } from '../../../shared/contracts/staff';
import { foldAccentsText } from '../../db/schema/accounts';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '../../lib/prepared';
import { containsPattern } from '../../lib/sql';

/**
 * A page of every contract for staff as hand-written SQL prepared per shape (decision 011): which
 * of the five filters are given. Every text is matched ignoring case and accents: the owner's name
 * against `users.search_text` (names, username and e-mail, folded on write), the contract's own
 * columns folded as they are read; the typed text is folded the same way.
 */
const SELECT = `select c.id, c.user_id, c.contract_type_id, c.contract_number, c.contract_name, c.resort,
 c.unit_type, c.usage_fee::float8, c.contractual_weeks, to_char(c.start_date, 'YYYY-MM-DD'),
 c.total_value::float8, c.addendums, ${isoTimestamp('c.created_at')}, u.first_name, u.last_name
from contracts c
left join users u on u.id = c.user_id`;

const nameOf = statementNames('staff_contracts');

const FOLD = foldAccentsText;

function whereClause(q: ContractsQuery, values: unknown[]): { where: string; needsOwner: boolean } {
  const conds: string[] = [];
  const folded = (text: string) => FOLD(`$${values.push(containsPattern(text))}`);
  let needsOwner = false;
  if (q.q) {
    const p = folded(q.q);
    conds.push(
      `(${FOLD('c.contract_name')} like ${p} or ${FOLD('c.contract_number')} like ${p} or ${FOLD('c.unit_type')} like ${p} or u.search_text like ${p})`,
    );
    needsOwner = true;
  }
  if (q.contractNumber) conds.push(`${FOLD('c.contract_number')} like ${folded(q.contractNumber)}`);
  if (q.unitType) conds.push(`${FOLD('c.unit_type')} like ${folded(q.unitType)}`);
  if (q.owner) {
    conds.push(`u.search_text like ${folded(q.owner)}`);
    needsOwner = true;
  }
  if (q.since) conds.push(`c.created_at > $${values.push(q.since)}::timestamptz`);
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', needsOwner };
}

export function staffContractsPageQuery(q: ContractsQuery, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const { where } = whereClause(q, values);
  return pagedQuery(
    `${SELECT}\n${where}\norder by c.created_at desc, c.id desc`,
    { page, pageSize },
    values,
    nameOf,
  );
}

export function staffContractsCountQuery(q: ContractsQuery): RawQuery {
  const values: unknown[] = [];
  const { where, needsOwner } = whereClause(q, values);
  const join = needsOwner ? 'left join users u on u.id = c.user_id' : '';
  const text = `select count(*)::int from contracts c ${join} ${where}`;
  return { name: nameOf(text), text, values };
}

export const toStaffContractRow = (r: unknown[]): StaffContract => ({
  id: r[0] as number,
  userId: r[1] as number,
  contractTypeId: r[2] as number,
  contractNumber: r[3] as string,
  contractName: r[4] as string,
  resort: r[5] as string,
  unitType: r[6] as string,
  usageFee: r[7] as number,
  contractualWeeks: r[8] as number,
  startDate: r[9] as string,
  totalValue: r[10] as number,
  addendums: r[11] as string | null,
  createdAt: r[12] as string,
  user: r[13] === null ? null : { firstName: r[13] as string, lastName: r[14] as string },
});
