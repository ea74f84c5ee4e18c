import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { pagedQuery, type RawQuery, statementNames } from '#src/server/lib/prepared.ts';
import { containsPattern } from '#src/server/lib/sql.ts';
import type { Role } from '#src/shared/constants.ts';
import type { UsersQuery } from '#src/shared/contracts/accounts.ts';

/**
 * A page of the staff's accounts list and its count as SQL prepared per shape (decision 011):
 * polled every few seconds by every open accounts screen and read by the Manager Dashboard.
 * Shapes: search or not, status (none, pending, active), two orders.
 */
const nameOf = statementNames('users_page');

function whereClause(q: UsersQuery, values: unknown[]): string {
  const conds: string[] = [];
  // Matched through its trigram index (users_search_trgm_idx, decision 025).
  if (q.q) conds.push(`search_text like ${foldAccentsText(`$${values.push(containsPattern(q.q))}`)}`);
  if (q.status === 'pending') conds.push('active = false');
  if (q.status === 'active') conds.push('active = true');
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

/**
 * A search is planned for its text on every run (an unnamed statement): a plan kept for any text
 * may walk every account in the list's order for a text almost none match, where the trigram index
 * finds them at once (decision 025).
 */
const planned = (q: UsersQuery, query: RawQuery): RawQuery => (q.q ? { ...query, name: undefined } : query);

export function usersPageQuery(q: UsersQuery, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const order = q.sort === 'name' ? 'last_name, first_name, id' : 'created_at desc, id desc';
  const select = `select id, username, first_name, last_name, email, role, active, created_at
from users ${whereClause(q, values)}
order by ${order}`;
  return planned(q, pagedQuery(select, { page, pageSize }, values, nameOf));
}

export function usersCountQuery(q: UsersQuery): RawQuery {
  const values: unknown[] = [];
  const text = `select count(*)::int from users ${whereClause(q, values)}`;
  return planned(q, { name: nameOf(text), text, values });
}

export const toUserRow = (r: unknown[]) => ({
  id: r[0] as number,
  username: r[1] as string,
  firstName: r[2] as string,
  lastName: r[3] as string,
  email: r[4] as string,
  role: r[5] as Role,
  active: r[6] as boolean,
  createdAt: r[7] as Date,
});
