import type { z } from 'zod';
import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '#src/server/lib/prepared.ts';
import { containsPattern } from '#src/server/lib/sql.ts';
import type {
  PropertySort,
  PublicPropertyListing,
  propertySearchQuery,
} from '#src/shared/contracts/properties.ts';

type SearchQuery = z.output<typeof propertySearchQuery>;

/**
 * The public property search as hand-written SQL prepared per shape (decision 011); the same
 * columns and order as the Drizzle `select` + `SORT_ORDER` in service.ts, without the owner's id.
 * Listings without a number in their price text sort last either way.
 *
 * A page's ids are found first, in an inner query; only the page's own listings are then read.
 * Each order has an index of the active listings holding its keys and the folded hotel name
 * (schema/properties.ts), so the inner query of a page without text, or with a text many
 * listings contain, is answered by reading that index alone.
 */
export const propertySortSql = (alias: string): Record<PropertySort, string> => ({
  newest: `${alias}.created_at desc, ${alias}.id desc`,
  oldest: `${alias}.created_at asc, ${alias}.id asc`,
  price_desc: `${alias}.price_value desc nulls last, ${alias}.id desc`,
  price_asc: `${alias}.price_value asc nulls last, ${alias}.id asc`,
});
const INNER_SORT = propertySortSql('p');
const OUTER_SORT = propertySortSql('s');

/** The columns of `toPublicListingRow`, in its order: the listing's (aliased `a`), its owner's (`u`). */
export const publicListingColumns = (a: string) =>
  `${a}.id, ${a}.hotel_name, ${a}.unit_size, ${a}.location, ${a}.type, ${a}.price, ${a}.weeks_or_season,
 ${a}.description, ${a}.image_urls, ${a}.status, ${isoTimestamp(`${a}.created_at`)}, u.first_name, u.last_name`;
/** How many columns `publicListingColumns` has: the staff list's come after them. */
export const PUBLIC_LISTING_COLUMN_COUNT = 13;

const SELECT = `select ${publicListingColumns('l')}`;
const KEYS = 'p.id, p.created_at, p.price_value';
// Active and not hidden by staff: the predicate of the search's partial indexes (decision 061).
const ACTIVE = `p.status = 'active' and p.hidden_at is null`;
/** The typed text, folded once per run (a generic plan would fold a parameter again per row). */
const FOLDED_TEXT = `(select ${foldAccentsText('$1')})`;

const nameOf = statementNames('property_search');

/** What the page of a name search is chosen by: how many listings the text matches, of how many. */
export interface NameSearchCounts {
  matching: number;
  active: number;
}

/**
 * Reading the order's index until the page is full costs about `(offset + limit) × active ÷
 * matching` index entries; reading every match through the trigram index and sorting them costs
 * about ten entries' worth per match (measured at 100,000 listings: 0.13 µs an entry, 1.1 µs a
 * match). The cheaper way is taken, so neither a common nor a rare name reads much more than its page.
 */
const ENTRIES_PER_MATCH = 10;
function readsAlongOrder(q: Pick<SearchQuery, 'page' | 'pageSize'>, counts: NameSearchCounts): boolean {
  return q.page * q.pageSize * counts.active <= ENTRIES_PER_MATCH * counts.matching * counts.matching;
}

/**
 * A page of the public search. With a name, two statements, each with one sensible plan that is
 * kept for any text (so none is planned per request, which cost more than running it):
 * - along the order: the order's index is read newest (or cheapest) first and each entry's folded
 *   name tested with `strpos`, which no index answers, so the plan cannot turn to another index;
 * - by the matches: every match is found through the trigram index (decision 025), then sorted.
 * `counts` (the text's cached total) picks one (readsAlongOrder); both answer the same rows.
 */
export function propertyPageQuery(q: SearchQuery, counts?: NameSearchCounts): RawQuery {
  const values: unknown[] = [];
  let inner = `select ${KEYS} from property_listings p\nwhere ${ACTIVE}`;
  let prefix = '';
  if (q.q && counts && readsAlongOrder(q, counts)) {
    values.push(q.q);
    inner += ` and strpos(p.hotel_name_folded, ${FOLDED_TEXT}) > 0`;
  } else if (q.q) {
    values.push(containsPattern(q.q));
    prefix = `with m as materialized (select ${KEYS} from property_listings p\nwhere ${ACTIVE} and p.hotel_name_folded like ${FOLDED_TEXT})\n`;
    inner = `select ${KEYS} from m p`;
  }
  const ids = pagedQuery(
    `${inner}\norder by ${INNER_SORT[q.sort]}`,
    q,
    values,
    // Only whether the page size was written into the text (then the statement can keep a name).
    (text) => text,
  );
  const text = `${prefix}${SELECT}\nfrom (${ids.text}) s\njoin property_listings l on l.id = s.id\njoin users u on u.id = l.user_id\norder by ${OUTER_SORT[q.sort]}`;
  return { text, values, name: ids.name === undefined ? undefined : nameOf(text) };
}

/**
 * Active listings, or those whose hotel name contains `q` (case and accents ignored, both sides
 * folded alike). With a text it is sent unnamed, so it is planned for that text: through the
 * trigram index for a text of three characters or more (decision 025). It runs once per text for
 * as long as its total is kept (service.ts).
 */
export function propertyCountQuery(q: Pick<SearchQuery, 'q'>): RawQuery {
  if (!q.q) {
    const text = `select count(*)::int from property_listings p where ${ACTIVE}`;
    return { name: nameOf(text), text, values: [] };
  }
  return {
    name: undefined,
    text: `select count(*)::int from property_listings p where ${ACTIVE} and p.hotel_name_folded like ${foldAccentsText('$1')}`,
    values: [containsPattern(q.q)],
  };
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
