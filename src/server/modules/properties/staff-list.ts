import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { pagedQuery, type RawQuery, rawRows, statementNames } from '#src/server/lib/prepared.ts';
import { containsPattern } from '#src/server/lib/sql.ts';
import type { StaffListing, StaffListingPage, staffListingsQuery } from '#src/shared/contracts/staff.ts';
import {
  PUBLIC_LISTING_COLUMN_COUNT,
  propertySortSql,
  publicListingColumns,
  toPublicListingRow,
} from './search-sql';

type Query = z.output<typeof staffListingsQuery>;

/**
 * Every property listing, whatever its status, for the Dev Dashboard's moderation list: searched by
 * hotel name and location (case and accents ignored, on the columns folded on write and their
 * trigram indexes, decision 025), sorted, paged and counted by the database, as SQL prepared per
 * shape (decision 011). Listings without a number in their price text sort last either way.
 */
const SORT_SQL = propertySortSql('p');

/** The public listing's columns (`toPublicListingRow`), then the owner's id. */
const SELECT = `select ${publicListingColumns('p')}, p.user_id
from property_listings p
left join users u on u.id = p.user_id`;

const nameOf = statementNames('staff_listings');

function whereClause(q: Query, values: unknown[]): string {
  const conds: string[] = [];
  const folded = (text: string) => foldAccentsText(`$${values.push(containsPattern(text))}`);
  if (q.name) conds.push(`p.hotel_name_folded like ${folded(q.name)}`);
  if (q.location) conds.push(`p.location_folded like ${folded(q.location)}`);
  if (q.since) conds.push(`p.created_at > $${values.push(q.since)}::timestamptz`);
  return conds.length ? `where ${conds.join(' and ')}` : '';
}

/**
 * A search by name or location is planned for its text on every run (unnamed, as the public name
 * search is, search-sql.ts): a plan kept for any text may walk every listing for a rare one.
 */
const planned = (q: Query, query: RawQuery): RawQuery =>
  q.name || q.location ? { ...query, name: undefined } : query;

const pageQuery = (q: Query): RawQuery => {
  const values: unknown[] = [];
  const where = whereClause(q, values);
  return planned(q, pagedQuery(`${SELECT}\n${where}\norder by ${SORT_SQL[q.sort]}`, q, values, nameOf));
};

const countQuery = (q: Query): RawQuery => {
  const values: unknown[] = [];
  const text = `select count(*)::int from property_listings p ${whereClause(q, values)}`;
  return planned(q, { name: nameOf(text), text, values });
};

function toStaffListing(r: unknown[]): StaffListing {
  const { user, ...listing } = toPublicListingRow(r);
  return {
    ...listing,
    userId: r[PUBLIC_LISTING_COLUMN_COUNT] as number,
    user: user.firstName === null ? null : user,
  };
}

export function listingsStaffList(db: Db) {
  return async function listAllListings(q: Query): Promise<StaffListingPage> {
    const [rows, counted] = await Promise.all([rawRows(db, pageQuery(q)), rawRows(db, countQuery(q))]);
    return {
      items: rows.map(toStaffListing),
      total: counted[0][0] as number,
      page: q.page,
      pageSize: q.pageSize,
    };
  };
}
