import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import {
  isoTimestamp,
  pagedQuery,
  personAt,
  type RawQuery,
  rowReader,
  statementNames,
} from '#src/server/lib/prepared.ts';
import { containsPattern } from '#src/server/lib/sql.ts';
import type { ContractsQuery, StaffContract } from '#src/shared/contracts/staff.ts';

/**
 * A page of every contract for staff as hand-written SQL prepared per shape (decision 011): which
 * of the five filters are given. Every text is matched ignoring case and accents: the owner's name
 * against `users.search_text` (names, username and e-mail, folded on write), the contract's own
 * columns folded as they are read; the typed text is folded the same way. Below, each of the
 * contract's columns beside the field of `StaffContract` it fills, in select order.
 */
const CONTRACT_COLUMNS = [
  ['c.id', 'id'],
  ['c.user_id', 'userId'],
  ['c.contract_type_id', 'contractTypeId'],
  ['c.contract_number', 'contractNumber'],
  ['c.contract_name', 'contractName'],
  ['c.resort', 'resort'],
  ['c.unit_type', 'unitType'],
  ['c.usage_fee::float8', 'usageFee'],
  ['c.contractual_weeks', 'contractualWeeks'],
  ["to_char(c.start_date, 'YYYY-MM-DD')", 'startDate'],
  ['c.total_value::float8', 'totalValue'],
  ['c.addendums', 'addendums'],
  [isoTimestamp('c.created_at'), 'createdAt'],
] as const satisfies readonly (readonly [string, keyof StaffContract])[];

/** The contract's columns, then its owner's name (the owner may be gone: a left join). */
export const CONTRACT_SELECT = `select ${CONTRACT_COLUMNS.map(([column]) => column).join(', ')}, u.first_name, u.last_name
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
    `${CONTRACT_SELECT}\n${where}\norder by c.created_at desc, c.id desc`,
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

const readContract = rowReader<Omit<StaffContract, 'user'>>(CONTRACT_COLUMNS.map(([, field]) => field));

/** A row of `staffContractsPageQuery`: the contract's columns, then its owner's name (null if none). */
export const toStaffContractRow = (r: unknown[]): StaffContract => ({
  ...readContract(r),
  user: personAt(r, CONTRACT_COLUMNS.length),
});
