import { BROWSE_RESULTS_MAX } from '#src/shared/constants.ts';
import { OWNER_PAGE_SIZE } from '#src/shared/contracts/paging.ts';
import { wantsPage } from '#src/shared/contracts/staff.ts';
import type { Db } from '../db/client';
import { foldAccentsText } from '../db/schema/accounts';
import { pagedQuery, type RawQuery, rawRows, statementNames } from './prepared';
import { containsPattern } from './sql';

/** How one of an owner's lists (My Dashboard) is read: hand-written SQL, prepared per shape (decision 011). */
export interface OwnerListSql<S extends string> {
  /** A prefix for the statements' names. */
  name: string;
  /** `select … from … joins`: the columns `toItem` reads. */
  select: string;
  /** The table and its alias, e.g. `weeks w`: an unsearched count reads the owner's index only. */
  table: string;
  /** `from …` with what `match` needs, for the count of a search. */
  searchFrom: string;
  /** The owner's column, e.g. `w.user_id`: every query is within one owner's rows (its index). */
  ownerColumn: string;
  /** The condition a search adds, given the folded `like` pattern's SQL. */
  match: (pattern: string) => string;
  /** The `order by` of each sort; every one ends with the id, so pages never overlap. */
  sorts: Record<S, string>;
}

export interface OwnerListQuery<S extends string> {
  q?: string;
  sort?: S;
  page?: number;
  pageSize?: number;
}

export interface OwnerPage<T> {
  items: T[];
  total: number;
  unfilteredTotal: number;
  page: number;
  pageSize: number;
}

/**
 * One owner's list, searched, sorted, paged and counted by the database within that owner's rows.
 * Without `page` and `pageSize` it answers the whole array (bounded like the staff lists' arrays),
 * the shape the list always had. A search is planned for its text on every run (unnamed): a plan
 * kept for any text could walk every row for a rare one.
 */
export function ownerList<S extends string, T>(db: Db, spec: OwnerListSql<S>, toItem: (r: unknown[]) => T) {
  const nameOf = statementNames(spec.name);
  const pattern = (values: unknown[], q: string) =>
    `(select ${foldAccentsText(`$${values.push(containsPattern(q))}`)})`;

  function listQuery(ownerId: number, q: OwnerListQuery<S>, page: number, pageSize: number): RawQuery {
    const values: unknown[] = [ownerId];
    const search = q.q ? ` and ${spec.match(pattern(values, q.q))}` : '';
    const order = spec.sorts[q.sort ?? ('newest' as S)];
    const text = `${spec.select}\nwhere ${spec.ownerColumn} = $1${search}\norder by ${order}`;
    const query = pagedQuery(text, { page, pageSize }, values, nameOf);
    return q.q ? { ...query, name: undefined } : query;
  }

  /** The matching rows and all the owner's rows, in one pass over the owner's rows. */
  function countQuery(ownerId: number, q: OwnerListQuery<S>): RawQuery {
    const values: unknown[] = [ownerId];
    if (!q.q) {
      const text = `select count(*)::int, count(*)::int from ${spec.table} where ${spec.ownerColumn} = $1`;
      return { name: nameOf(text), text, values };
    }
    const match = spec.match(pattern(values, q.q));
    const text = `select (count(*) filter (where ${match}))::int, count(*)::int
${spec.searchFrom}
where ${spec.ownerColumn} = $1`;
    return { text, values };
  }

  return async function list(ownerId: number, q: OwnerListQuery<S>): Promise<T[] | OwnerPage<T>> {
    if (!wantsPage(q)) {
      return (await rawRows(db, listQuery(ownerId, q, 1, BROWSE_RESULTS_MAX))).map(toItem);
    }
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? OWNER_PAGE_SIZE;
    const [rows, counts] = await Promise.all([
      rawRows(db, listQuery(ownerId, q, page, pageSize)),
      rawRows(db, countQuery(ownerId, q)),
    ]);
    const [total, unfilteredTotal] = counts[0] as [number, number];
    return { items: rows.map(toItem), total, unfilteredTotal, page, pageSize };
  };
}
