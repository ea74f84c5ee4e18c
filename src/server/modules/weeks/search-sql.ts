import type { z } from 'zod';
import { foldAccentsText } from '#src/server/db/schema/accounts.ts';
import { isoTimestamp, pagedQuery, type RawQuery, statementNames } from '#src/server/lib/prepared.ts';
import { containsPattern } from '#src/server/lib/sql.ts';
import type { PublicWeek, WeekSort, weekSearchQuery } from '#src/shared/contracts/weeks.ts';
import { ownerDisplayName } from '#src/shared/verification/display-name.ts';

type SearchQuery = z.output<typeof weekSearchQuery>;

/**
 * The week search as hand-written SQL (decision 011): the texts come from a few shapes (sort ×
 * which filters are set × page size), each prepared once per connection. Same columns, joins and
 * order as `selectPublicWeeks` + `SORT_ORDER` in queries.ts, which the owner screens use.
 */
export const WEEK_SORT_SQL: Record<WeekSort, string> = {
  newest: 'w.created_at desc, w.id desc',
  oldest: 'w.created_at asc, w.id asc',
  price_desc: 'w.price desc, w.id desc',
  price_asc: 'w.price asc, w.id asc',
  start_date: 'w.from_date asc, w.id asc',
};

/**
 * Whether the week's owner is a verified owner (decision 062): a verified week of theirs (one probe
 * of weeks_verified_user_idx) and no upheld fraud report.
 */
export const VERIFIED_OWNER_SQL = `(u.fraud_upheld_at is null and exists (
 select 1 from weeks vw where vw.user_id = w.user_id and vw.verified_at is not null and vw.hidden_at is null))`;

/**
 * A week's latest verification request as its owner sees it on My Dashboard (decision 062): its
 * state and, when rejected, the reason; null when none was made. One probe of
 * week_verifications_week_idx per week.
 */
export const latestVerificationSql = (weekId: string) =>
  `(select json_build_object('status', v.status, 'reason', v.reason) from week_verifications v
 where v.week_id = ${weekId} order by v.id desc limit 1)`;

/** The columns of `toPublicWeekRow`, in its order; the whole-catalogue build reads them too. */
export const PUBLIC_WEEK_COLUMNS = `w.id, w.location_id, w.unit_type_id, ut.resort_id, w.from_date::text, w.to_date::text,
 w.price::float8, ${isoTimestamp('w.created_at')}, l.name, r.name, ut.name, u.first_name, u.last_name,
 w.user_id, (w.verified_at at time zone 'UTC')::date::text, ${VERIFIED_OWNER_SQL}`;

/** How many columns `PUBLIC_WEEK_COLUMNS` has: a narrowed search's matched unit types come after them. */
export const PUBLIC_WEEK_COLUMN_COUNT = 16;

/** The joins that name a week's unit type (`ut`), resort (`r`) and destination (`l`). */
export const WEEK_PLACE_JOINS = `join unit_types ut on ut.id = w.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = w.location_id`;

/** The joins of `selectPublicWeeks` (queries.ts). */
export const PUBLIC_WEEK_FROM = `from weeks w\n${WEEK_PLACE_JOINS}\njoin users u on u.id = w.user_id`;

const SELECT = `select ${PUBLIC_WEEK_COLUMNS}\n${PUBLIC_WEEK_FROM}`;

const nameOf = statementNames('week_search');

/** Any filter that narrows the unit types sends the search down the pairs path below. */
export const narrowsUnitTypes = (q: SearchQuery) =>
  !!(q.resort || q.unitType || q.unitTypeName || q.resortId || q.unitTypeId);

const param = (values: unknown[], v: unknown) => `$${values.push(v)}`;

/**
 * Weeks on offer (no live booking holds them) that have not started: from today, or from a later
 * date the visitor picked. Both columns are in the indexes these reads use.
 */
const futureCond = (q: SearchQuery, values: unknown[]) =>
  (q.from
    ? `w.from_date >= greatest(${param(values, q.from)}::date, current_date) and w.on_offer`
    : 'w.from_date >= current_date and w.on_offer') + (q.verified ? VERIFIED_COND : '');

/** The 'verified only' filter: read from the weeks_verified_* partial indexes (decision 062). */
const VERIFIED_COND = ' and w.verified_at is not null';

/** The WHERE clause of a search that does not narrow the unit types, shared by its page and its count. */
function whereClause(q: SearchQuery, values: unknown[]): string {
  const conds = [futureCond(q, values)];
  if (q.locationId) conds.push(`w.location_id = ${param(values, q.locationId)}`);
  return conds.join(' and ');
}

/**
 * The unit types the filters allow, from the reference tables (a few hundred rows): resort and
 * unit-type texts match the names folded on write (case and accents ignored, migration 0015)
 * against the text folded alike, so no week is ever folded.
 */
function matchedUnitTypes(q: SearchQuery, values: unknown[]): string {
  // The text is folded once per statement in a sub-select: a generic plan would fold it per row.
  const folded = (text: string) => `(select ${foldAccentsText(param(values, text))})`;
  const conds: string[] = [];
  if (q.unitTypeName) conds.push(`ut.name_folded = ${folded(q.unitTypeName)}`);
  if (q.resort) conds.push(`r.name_folded like ${folded(containsPattern(q.resort))}`);
  if (q.unitType) conds.push(`ut.name_folded like ${folded(containsPattern(q.unitType))}`);
  if (q.resortId) conds.push(`ut.resort_id = ${param(values, q.resortId)}`);
  if (q.unitTypeId) conds.push(`ut.id = ${param(values, q.unitTypeId)}`);
  const join = q.resort ? '\njoin resorts r on r.id = ut.resort_id' : '';
  return `select ut.id from unit_types ut${join}\nwhere ${conds.join(' and ')}`;
}

/**
 * The (destination, unit type) pairs to read: the matched unit types at the chosen destination, or
 * at each of the few destinations. Each pair is one range of the weeks_location_unit_* indexes.
 */
function pairsFrom(q: SearchQuery, values: unknown[]): { source: string; location: string } {
  return q.locationId
    ? { source: 'm', location: param(values, q.locationId) }
    : { source: 'm cross join locations l', location: 'l.id' };
}

/** The sort key of each sort, read from the weeks_location_unit_* index of that key. */
const PAIR_SORT: Record<WeekSort, { key: string; dir: 'asc' | 'desc' }> = {
  newest: { key: 'created_at', dir: 'desc' },
  oldest: { key: 'created_at', dir: 'asc' },
  price_desc: { key: 'price', dir: 'desc' },
  price_asc: { key: 'price', dir: 'asc' },
  start_date: { key: 'from_date', dir: 'asc' },
};

/**
 * A search narrowed by resort, unit type or their texts, in one statement whose cost does not grow
 * with the catalogue: the filters resolve to unit types over the reference tables, each matching
 * (destination, unit type) pair gives at most its first `page × pageSize` weeks in sort order from
 * its index, the pairs' rows are merged and cut to the page, and only the page is joined to its
 * names. The last column is the matched unit-type ids (every row carries them), from which the
 * service adds up the total.
 */
function pairsPageQuery(q: SearchQuery): RawQuery {
  const values: unknown[] = [];
  const m = matchedUnitTypes(q, values);
  const pairs = pairsFrom(q, values);
  const { key, dir } = PAIR_SORT[q.sort];
  // Page 1 reads a literal page size from each pair (a generic plan); deeper pages a parameter.
  const perPair = q.page === 1 ? String(q.pageSize) : param(values, q.page * q.pageSize);
  const merged = `select c.id from ${pairs.source}
cross join lateral (
  select w.id, w.${key} as k from weeks w
  where w.location_id = ${pairs.location} and w.unit_type_id = m.id and ${futureCond(q, values)}
  order by w.${key} ${dir}, w.id ${dir} limit ${perPair}
) c
order by c.k ${dir}, c.id ${dir}`;
  let named = false;
  const page = pagedQuery(merged, q, values, () => {
    named = true;
    return '';
  });
  const text = `with m as (${m}),
page as (${page.text})
select ${PUBLIC_WEEK_COLUMNS}, (select array_agg(id) from m)
from page join weeks w on w.id = page.id
join unit_types ut on ut.id = w.unit_type_id
join resorts r on r.id = ut.resort_id
join locations l on l.id = w.location_id
join users u on u.id = w.user_id
order by ${WEEK_SORT_SQL[q.sort]}`;
  return { name: named ? nameOf(text) : undefined, text, values };
}

export function weekPageQuery(q: SearchQuery): RawQuery {
  if (narrowsUnitTypes(q)) return pairsPageQuery(q);
  const values: unknown[] = [];
  const where = whereClause(q, values);
  return pagedQuery(`${SELECT}\nwhere ${where}\norder by ${WEEK_SORT_SQL[q.sort]}`, q, values, nameOf);
}

/** The unit-type ids a narrowed search matches (for a page past the end, which has no rows to carry them). */
export function matchedUnitTypesQuery(q: SearchQuery): RawQuery {
  const values: unknown[] = [];
  const text = `select coalesce(array_agg(id), '{}') from (${matchedUnitTypes(q, values)}) m`;
  return { name: nameOf(text), text, values };
}

/**
 * The count of a search that the cached counts cannot answer (a start date is given). Narrowed
 * searches count pair by pair over the weeks_location_unit_from_idx ranges.
 */
export function weekCountQuery(q: SearchQuery): RawQuery {
  const values: unknown[] = [];
  let text: string;
  if (narrowsUnitTypes(q)) {
    const m = matchedUnitTypes(q, values);
    const pairs = pairsFrom(q, values);
    text = `with m as (${m})
select count(*)::int from ${pairs.source}
join weeks w on w.location_id = ${pairs.location} and w.unit_type_id = m.id
where ${futureCond(q, values)}`;
  } else {
    text = `select count(*)::int from weeks w where ${whereClause(q, values)}`;
  }
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
    verified: r[14] !== null,
    verifiedOn: r[14] as string | null,
    ownerId: r[13] as number,
    ownerName: ownerDisplayName(r[11] as string, r[12] as string),
    verifiedOwner: r[15] as boolean,
  };
}
