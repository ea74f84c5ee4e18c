import type { Db } from '#src/server/db/client.ts';
import { isoTimestamp, rawRows } from '#src/server/lib/prepared.ts';
import type { DashboardSummary, NewListingsResponse } from '#src/shared/contracts/staff.ts';

/** A moment from the browser, or the epoch when the bell was never viewed (everything is new). */
const after = (since?: string) => (since ? new Date(since) : new Date(0)).toISOString();

/**
 * The Dev Dashboard's counts. These read several modules' tables in one statement: a read-only
 * report is the one place the dashboard needs them together, and one round trip keeps it cheap
 * (each count is an index scan: unread rows have partial indexes, `created_at` has an index).
 * The available weeks and the locations come from the weeks module's cached destination counts.
 */
export function dashboardSummary(db: Db, availability: () => Promise<{ availableWeeks: number }[]>) {
  return async function summary(q: {
    contractsSince?: string;
    listingsSince?: string;
  }): Promise<DashboardSummary> {
    const [counts, [row]] = await Promise.all([
      availability(),
      rawRows(db, {
        name: 'staff_summary',
        text: `select
          (select count(*)::int from brands),
          (select count(*)::int from week_requests where is_read = false),
          (select count(*)::int from property_listings where status = 'active'),
          (select count(*)::int from contracts),
          (select count(*)::int from contracts where created_at > $1::timestamptz),
          (select count(*)::int from week_interests where is_read = false)
            + (select count(*)::int from property_listing_interests where is_read = false),
          (select count(*)::int from weeks where created_at > $2::timestamptz)
            + (select count(*)::int from property_listings where created_at > $2::timestamptz)`,
        values: [after(q.contractsSince), after(q.listingsSince)],
      }),
    ]);
    const [brands, unreadRequests, forSale, contracts, newContracts, unreadInterests, newListings] =
      row as number[];
    return {
      totalBrands: brands,
      totalLocations: counts.length,
      totalAvailableWeeks: counts.reduce((sum, c) => sum + c.availableWeeks, 0),
      newWeekRequests: unreadRequests,
      propertiesForSale: forSale,
      totalContracts: contracts,
      bells: { newContracts, unreadWeekRequests: unreadRequests, unreadInterests, newListings },
    };
  };
}

/** The New Listings bell: the newest weeks and property listings created after a moment, merged. */
export function newListings(db: Db) {
  return async function list(q: { since?: string; pageSize: number }): Promise<NewListingsResponse> {
    const since = after(q.since);
    const literal = q.pageSize === 20;
    const limit = literal ? '20' : '$2';
    // A week's dates go out as dates, not text: the screen writes them in the reader's language.
    const text = `select kind, id, title, detail, ${isoTimestamp('created_at')}, from_date, to_date from (
        (select 'week' as kind, w.id, r.name || ' · ' || ut.name as title, l.name as detail,
                w.created_at, to_char(w.from_date, 'YYYY-MM-DD') as from_date,
                to_char(w.to_date, 'YYYY-MM-DD') as to_date
           from (select * from weeks where created_at > $1::timestamptz
                  order by created_at desc, id desc limit ${limit}) w
           join unit_types ut on ut.id = w.unit_type_id
           join resorts r on r.id = ut.resort_id
           join locations l on l.id = w.location_id)
        union all
        (select 'property', p.id, p.hotel_name, p.location || ' · ' || p.price, p.created_at, null, null
           from property_listings p
          where p.created_at > $1::timestamptz
          order by p.created_at desc, p.id desc limit ${limit})
      ) merged
      order by created_at desc, kind, id desc
      limit ${limit}`;
    const [rows, counted] = await Promise.all([
      rawRows(db, {
        name: literal ? 'staff_new_listings' : undefined,
        text,
        values: literal ? [since] : [since, q.pageSize],
      }),
      rawRows(db, {
        name: 'staff_new_listings_count',
        text: `select (select count(*)::int from weeks where created_at > $1::timestamptz)
             + (select count(*)::int from property_listings where created_at > $1::timestamptz)`,
        values: [since],
      }),
    ]);
    return {
      items: rows.map((r) => ({
        kind: r[0] as 'week' | 'property',
        id: r[1] as number,
        title: r[2] as string,
        detail: r[3] as string,
        createdAt: r[4] as string,
        fromDate: r[5] as string | null,
        toDate: r[6] as string | null,
      })),
      total: counted[0][0] as number,
    };
  };
}
