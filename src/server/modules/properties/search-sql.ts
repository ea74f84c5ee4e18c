import type { z } from 'zod';
import type {
  PropertySort,
  PublicPropertyListing,
  propertySearchQuery,
} from '../../../shared/contracts/properties';
import { foldAccentsText } from '../../db/schema/accounts';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '../../lib/prepared';
import { containsPattern } from '../../lib/sql';

type SearchQuery = z.output<typeof propertySearchQuery>;

/**
 * The public property search as hand-written SQL prepared per shape (decision 011); the same
 * columns and order as the Drizzle `select` + `SORT_ORDER` in service.ts, without the owner's id.
 * Listings without a number in their price text sort last either way.
 */
const SORT_SQL: Record<PropertySort, string> = {
  newest: 'p.created_at desc, p.id desc',
  oldest: 'p.created_at asc, p.id asc',
  price_desc: 'p.price_value desc nulls last, p.id desc',
  price_asc: 'p.price_value asc nulls last, p.id asc',
};

const SELECT = `select p.id, p.hotel_name, p.unit_size, p.location, p.type, p.price, p.weeks_or_season,
 p.description, p.image_urls, p.status, ${isoTimestamp('p.created_at')}, u.first_name, u.last_name
from property_listings p
join users u on u.id = p.user_id`;

const nameOf = statementNames('property_search');

/**
 * The name search matches the hotel name folded on write (case and accents ignored) against the
 * text folded alike; its trigram index finds the matches of a text of three characters or more
 * (decision 025). A search with a text is sent unnamed, so it is planned for that text on every run:
 * one plan kept for any text cannot tell a text most listings match (read newest first along the
 * creation index) from one almost none match (found through the trigram index), and walked the
 * whole creation index for the latter. Planning these two tables costs 0.1–0.3 ms.
 */
function whereClause(q: Pick<SearchQuery, 'q'>, values: unknown[]): string {
  if (!q.q) return `p.status = 'active'`;
  values.push(containsPattern(q.q));
  return `p.status = 'active' and p.hotel_name_folded like ${foldAccentsText(`$${values.length}`)}`;
}

export function propertyPageQuery(q: SearchQuery): RawQuery {
  const values: unknown[] = [];
  const where = whereClause(q, values);
  const query = pagedQuery(`${SELECT}\nwhere ${where}\norder by ${SORT_SQL[q.sort]}`, q, values, nameOf);
  return q.q ? { ...query, name: undefined } : query;
}

/** Active listings, or those whose hotel name contains `q`. */
export function propertyCountQuery(q: Pick<SearchQuery, 'q'>): RawQuery {
  const values: unknown[] = [];
  const text = `select count(*)::int from property_listings p where ${whereClause(q, values)}`;
  return { name: q.q ? undefined : nameOf(text), text, values };
}

export function toPublicListingRow(r: unknown[]): PublicPropertyListing {
  return {
    id: r[0] as number,
    hotelName: r[1] as string,
    unitSize: r[2] as string,
    location: r[3] as string,
    type: r[4] as string | null,
    price: r[5] as string,
    weeksOrSeason: r[6] as string,
    description: r[7] as string,
    imageUrls: r[8] as string[],
    status: r[9] as string,
    createdAt: r[10] as string,
    user: { firstName: r[11] as string, lastName: r[12] as string },
  };
}
