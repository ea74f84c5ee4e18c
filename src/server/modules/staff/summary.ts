import { sql } from 'drizzle-orm';
import type { DashboardSummary, NewListingsResponse } from '../../../shared/contracts/staff';
import type { Db } from '../../db/client';

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
    const [counts, { rows }] = await Promise.all([
      availability(),
      db.execute<Record<string, number>>(sql`
        select
          (select count(*)::int from brands) as brands,
          (select count(*)::int from week_requests where is_read = false) as unread_requests,
          (select count(*)::int from property_listings where status = 'active') as for_sale,
          (select count(*)::int from contracts) as contracts,
          (select count(*)::int from contracts where created_at > ${after(q.contractsSince)}::timestamptz) as new_contracts,
          (select count(*)::int from week_interests where is_read = false)
            + (select count(*)::int from property_listing_interests where is_read = false) as unread_interests,
          (select count(*)::int from weeks where created_at > ${after(q.listingsSince)}::timestamptz)
            + (select count(*)::int from property_listings where created_at > ${after(q.listingsSince)}::timestamptz)
            as new_listings`),
    ]);
    const r = rows[0];
    return {
      totalBrands: r.brands,
      totalLocations: counts.length,
      totalAvailableWeeks: counts.reduce((sum, c) => sum + c.availableWeeks, 0),
      newWeekRequests: r.unread_requests,
      propertiesForSale: r.for_sale,
      totalContracts: r.contracts,
      bells: {
        newContracts: r.new_contracts,
        unreadWeekRequests: r.unread_requests,
        unreadInterests: r.unread_interests,
        newListings: r.new_listings,
      },
    };
  };
}

/** The New Listings bell: the newest weeks and property listings created after a moment, merged. */
export function newListings(db: Db) {
  return async function list(q: { since?: string; pageSize: number }): Promise<NewListingsResponse> {
    const since = after(q.since);
    const items = db.execute<{
      kind: 'week' | 'property';
      id: number;
      title: string;
      detail: string;
      created_ms: number;
    }>(sql`
      select merged.*, (extract(epoch from created_at) * 1000)::float8 as created_ms from (
        (select 'week' as kind, w.id, r.name || ' · ' || ut.name as title,
                l.name || ' · ' || to_char(w.from_date, 'YYYY-MM-DD') || ' – ' || to_char(w.to_date, 'YYYY-MM-DD')
                  as detail,
                w.created_at
           from weeks w
           join unit_types ut on ut.id = w.unit_type_id
           join resorts r on r.id = ut.resort_id
           join locations l on l.id = w.location_id
          where w.created_at > ${since}::timestamptz
          order by w.created_at desc, w.id desc limit ${q.pageSize})
        union all
        (select 'property', p.id, p.hotel_name, p.location || ' · ' || p.price, p.created_at
           from property_listings p
          where p.created_at > ${since}::timestamptz
          order by p.created_at desc, p.id desc limit ${q.pageSize})
      ) merged
      order by created_at desc, kind, id desc
      limit ${q.pageSize}`);
    const total = db.execute<{ n: number }>(sql`
      select (select count(*)::int from weeks where created_at > ${since}::timestamptz)
           + (select count(*)::int from property_listings where created_at > ${since}::timestamptz) as n`);
    const [{ rows }, counted] = await Promise.all([items, total]);
    return {
      items: rows.map(({ created_ms, ...r }) => ({ ...r, createdAt: new Date(created_ms).toISOString() })),
      total: counted.rows[0].n,
    };
  };
}
