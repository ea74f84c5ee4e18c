import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BROWSE_RESULTS_MAX } from '../../../shared/constants';
import {
  DEFAULT_STAFF_PAGE_SIZE,
  type InboxItem,
  type LeadsQuery,
  type Page,
  wantsPage,
} from '../../../shared/contracts/staff';
import type { Db } from '../../db/client';
import { locations, resorts, unitTypes } from '../../db/schema/catalog';
import { propertyListingInterests, weekInterests, weekRequests } from '../../db/schema/leads';
import { propertyListings } from '../../db/schema/properties';
import { weeks } from '../../db/schema/weeks';
import { AppError } from '../../lib/errors';
import { escapeLike } from '../../lib/sql';

export type Listed<T> = T[] | Page<T>;

/** The three kinds of lead staff read, mark read and delete. */
export type LeadKind = 'weekRequest' | 'weekInterest' | 'propertyInterest';

const NOT_FOUND: Record<LeadKind, string> = {
  weekRequest: 'Week request not found',
  weekInterest: 'Week interest not found',
  propertyInterest: 'Property listing interest not found',
};

const TABLES = {
  weekRequest: weekRequests,
  weekInterest: weekInterests,
  propertyInterest: propertyListingInterests,
} as const;

const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });
const contains = (text: string) => `%${escapeLike(text)}%`;

/** Limit and offset of a query: a page, or (the spec's array) the newest BROWSE_RESULTS_MAX. */
const window = (q: LeadsQuery) =>
  wantsPage(q)
    ? {
        limit: q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE,
        offset: ((q.page ?? 1) - 1) * (q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE),
      }
    : { limit: BROWSE_RESULTS_MAX, offset: 0 };

/**
 * The staff's reading of the leads: newest first, unread ones only on request, searched, paged and
 * counted by the database (partial indexes on the unread rows keep the bells' counts cheap).
 */
export function leadsStaffService(db: Db) {
  async function listed<R>(
    q: LeadsQuery,
    table: PgTable & { isRead: PgColumn; createdAt: PgColumn; id: PgColumn },
    rows: (where: SQL | undefined, limit: number, offset: number) => Promise<R[]>,
    search: (text: string) => SQL | undefined,
  ): Promise<Listed<R>> {
    const where = and(
      q.unread === 'true' ? eq(table.isRead, false) : undefined,
      q.q ? search(q.q) : undefined,
    );
    const { limit, offset } = window(q);
    if (!wantsPage(q)) return rows(where, limit, offset);
    const [items, [{ total }]] = await Promise.all([
      rows(where, limit, offset),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { items, total, page: q.page ?? 1, pageSize: limit };
  }

  const interestSearch = (t: typeof weekInterests | typeof propertyListingInterests) => (text: string) =>
    or(ilike(t.email, contains(text)), ilike(t.message, contains(text)));

  return {
    listWeekRequests: (q: LeadsQuery) =>
      listed(
        q,
        weekRequests,
        async (where, limit, offset) =>
          (
            await db
              .select()
              .from(weekRequests)
              .where(where)
              .orderBy(desc(weekRequests.createdAt), desc(weekRequests.id))
              .limit(limit)
              .offset(offset)
          ).map(iso),
        (text) =>
          or(
            ilike(weekRequests.name, contains(text)),
            ilike(weekRequests.email, contains(text)),
            ilike(weekRequests.preferredLocation, contains(text)),
            ilike(weekRequests.additionalDetails, contains(text)),
          ),
      ),

    listWeekInterests: (q: LeadsQuery) =>
      listed(
        q,
        weekInterests,
        async (where, limit, offset) => {
          const rows = await db
            .select({
              id: weekInterests.id,
              weekId: weekInterests.weekId,
              email: weekInterests.email,
              message: weekInterests.message,
              isRead: weekInterests.isRead,
              createdAt: weekInterests.createdAt,
              fromDate: weeks.fromDate,
              toDate: weeks.toDate,
            })
            .from(weekInterests)
            .innerJoin(weeks, eq(weeks.id, weekInterests.weekId))
            .where(where)
            .orderBy(desc(weekInterests.createdAt), desc(weekInterests.id))
            .limit(limit)
            .offset(offset);
          return rows.map(({ fromDate, toDate, ...r }) => ({ ...iso(r), week: { fromDate, toDate } }));
        },
        interestSearch(weekInterests),
      ),

    listPropertyInterests: (q: LeadsQuery) =>
      listed(
        q,
        propertyListingInterests,
        async (where, limit, offset) => {
          const rows = await db
            .select({
              id: propertyListingInterests.id,
              propertyListingId: propertyListingInterests.propertyListingId,
              email: propertyListingInterests.email,
              message: propertyListingInterests.message,
              isRead: propertyListingInterests.isRead,
              createdAt: propertyListingInterests.createdAt,
              hotelName: propertyListings.hotelName,
              location: propertyListings.location,
              unitSize: propertyListings.unitSize,
            })
            .from(propertyListingInterests)
            .innerJoin(propertyListings, eq(propertyListings.id, propertyListingInterests.propertyListingId))
            .where(where)
            .orderBy(desc(propertyListingInterests.createdAt), desc(propertyListingInterests.id))
            .limit(limit)
            .offset(offset);
          return rows.map(({ hotelName, location, unitSize, ...r }) => ({
            ...iso(r),
            propertyListing: { hotelName, location, unitSize },
          }));
        },
        interestSearch(propertyListingInterests),
      ),

    /**
     * The Interests Inbox: week and property interests together, newest first. Each side is cut to
     * the rows the page can need before the two are merged, so a page costs the same at any size.
     */
    async inbox(q: {
      unread?: 'true' | 'false';
      page?: number;
      pageSize?: number;
    }): Promise<Page<InboxItem>> {
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE;
      const upTo = page * pageSize;
      const unread = q.unread === 'true';
      const weekWhere = unread ? sql`where wi.is_read = false` : sql``;
      const propertyWhere = unread ? sql`where pi.is_read = false` : sql``;
      const rows = await db.execute<{
        kind: 'week' | 'property';
        id: number;
        email: string;
        message: string;
        is_read: boolean;
        created_ms: number;
        week_id: number | null;
        from_date: string | null;
        to_date: string | null;
        resort_name: string | null;
        location_name: string | null;
        listing_id: number | null;
        hotel_name: string | null;
        listing_location: string | null;
        unit_size: string | null;
      }>(sql`
        select merged.*, (extract(epoch from created_at) * 1000)::float8 as created_ms from (
          (select 'week' as kind, wi.id, wi.email, wi.message, wi.is_read, wi.created_at,
                  w.id as week_id, w.from_date::text as from_date, w.to_date::text as to_date,
                  r.name as resort_name, l.name as location_name,
                  null::int as listing_id, null::text as hotel_name, null::text as listing_location,
                  null::text as unit_size
             from ${weekInterests} wi
             join ${weeks} w on w.id = wi.week_id
             join ${unitTypes} ut on ut.id = w.unit_type_id
             join ${resorts} r on r.id = ut.resort_id
             join ${locations} l on l.id = w.location_id
             ${weekWhere}
             order by wi.created_at desc, wi.id desc limit ${upTo})
          union all
          (select 'property', pi.id, pi.email, pi.message, pi.is_read, pi.created_at,
                  null, null, null, null, null,
                  pl.id, pl.hotel_name, pl.location, pl.unit_size
             from ${propertyListingInterests} pi
             join ${propertyListings} pl on pl.id = pi.property_listing_id
             ${propertyWhere}
             order by pi.created_at desc, pi.id desc limit ${upTo})
        ) merged
        order by created_at desc, kind, id desc
        limit ${pageSize} offset ${upTo - pageSize}`);
      const [[weekCount], [propertyCount]] = await Promise.all([
        db
          .select({ n: count() })
          .from(weekInterests)
          .where(unread ? eq(weekInterests.isRead, false) : undefined),
        db
          .select({ n: count() })
          .from(propertyListingInterests)
          .where(unread ? eq(propertyListingInterests.isRead, false) : undefined),
      ]);
      return {
        items: rows.rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          email: r.email,
          message: r.message,
          isRead: r.is_read,
          createdAt: new Date(r.created_ms).toISOString(),
          week:
            r.kind === 'week'
              ? {
                  id: r.week_id as number,
                  fromDate: r.from_date as string,
                  toDate: r.to_date as string,
                  resortName: r.resort_name as string,
                  locationName: r.location_name as string,
                }
              : null,
          propertyListing:
            r.kind === 'property'
              ? {
                  id: r.listing_id as number,
                  hotelName: r.hotel_name as string,
                  location: r.listing_location as string,
                  unitSize: r.unit_size as string,
                }
              : null,
        })),
        total: weekCount.n + propertyCount.n,
        page,
        pageSize,
      };
    },

    /** Marks one lead read; reading it again changes nothing. Answers the lead's id and state. */
    async markRead(kind: LeadKind, id: number): Promise<{ id: number; isRead: true }> {
      const table = TABLES[kind];
      const [row] = await db
        .update(table)
        .set({ isRead: true })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
      return { id: row.id, isRead: true };
    },

    async remove(kind: LeadKind, id: number): Promise<void> {
      const table = TABLES[kind];
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND[kind]);
    },
  };
}

export type LeadsStaffService = ReturnType<typeof leadsStaffService>;
