import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client.ts';
import { locations, resorts } from '#src/server/db/schema/catalog.ts';
import { propertyListingInterests, weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import { containsFolded, foldedContains } from '#src/server/lib/sql.ts';
import { BROWSE_RESULTS_MAX } from '#src/shared/constants.ts';
import {
  DEFAULT_STAFF_PAGE_SIZE,
  type InboxItem,
  type LeadsQuery,
  type Page,
  wantsPage,
} from '#src/shared/contracts/staff.ts';
import type { MessageKey } from '#src/shared/i18n/messages.ts';
import { withWeekPlaces } from '../weeks/queries';
import {
  inboxCountQuery,
  inboxPageQuery,
  toInboxItem,
  toWeekRequest,
  weekRequestsCountQuery,
  weekRequestsPageQuery,
} from './inbox-sql';

export type Listed<T> = T[] | Page<T>;

/** The three kinds of lead staff read, mark read and delete. */
export type LeadKind = 'weekRequest' | 'weekInterest' | 'propertyInterest';

const NOT_FOUND: Record<LeadKind, MessageKey> = {
  weekRequest: 'leads.weekRequestNotFound',
  weekInterest: 'leads.weekInterestNotFound',
  propertyInterest: 'leads.propertyListingInterestNotFound',
};

const TABLES = {
  weekRequest: weekRequests,
  weekInterest: weekInterests,
  propertyInterest: propertyListingInterests,
} as const;

type InterestTable = typeof weekInterests | typeof propertyListingInterests;

/** What staff read of an interest, of either table, besides what it is about. */
const interestFields = (t: InterestTable) => ({
  id: t.id,
  email: t.email,
  message: t.message,
  isRead: t.isRead,
  createdAt: t.createdAt,
});

const iso = <T extends { createdAt: Date }>(r: T) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Limit and offset of a query: a page, or (unpaged) the newest BROWSE_RESULTS_MAX. */
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

  // Each field folded exactly as its table's trigram index holds it (schema/leads.ts, decision 025),
  // so every branch of the `or` is an index scan: change one, change the other.
  const interestSearch = (t: InterestTable) => (text: string) =>
    or(containsFolded(t.email, text), containsFolded(t.message, text));

  return {
    async listWeekRequests(q: LeadsQuery) {
      // The screens' reads (a page, maybe unread only, no search) go through prepared SQL.
      if (wantsPage(q) && !q.q) {
        const page = q.page ?? 1;
        const pageSize = q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE;
        const unread = q.unread === 'true';
        const [rows, counted] = await Promise.all([
          rawRows(db, weekRequestsPageQuery(unread, page, pageSize)),
          rawRows(db, weekRequestsCountQuery(unread)),
        ]);
        return { items: rows.map(toWeekRequest), total: counted[0][0] as number, page, pageSize };
      }
      return listed(
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
        // Case and accents ignored; the place is compared through its key, folded on write. The
        // fields are folded as week_requests_search_trgm_idx holds them (schema/leads.ts).
        (text) =>
          or(
            containsFolded(weekRequests.name, text),
            containsFolded(weekRequests.email, text),
            foldedContains(weekRequests.locationKey, text),
            containsFolded(weekRequests.additionalDetails, text),
          ),
      );
    },

    listWeekInterests: (q: LeadsQuery) =>
      listed(
        q,
        weekInterests,
        async (where, limit, offset) => {
          const rows = await withWeekPlaces(
            db
              .select({
                ...interestFields(weekInterests),
                weekId: weekInterests.weekId,
                fromDate: weeks.fromDate,
                toDate: weeks.toDate,
                resortName: resorts.name,
                locationName: locations.name,
              })
              .from(weekInterests)
              .innerJoin(weeks, eq(weeks.id, weekInterests.weekId))
              .$dynamic(),
          )
            .where(where)
            .orderBy(desc(weekInterests.createdAt), desc(weekInterests.id))
            .limit(limit)
            .offset(offset);
          return rows.map(({ fromDate, toDate, resortName, locationName, ...r }) => ({
            ...iso(r),
            week: { fromDate, toDate, resortName, locationName },
          }));
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
              ...interestFields(propertyListingInterests),
              propertyListingId: propertyListingInterests.propertyListingId,
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
     * the rows the page can need (by its created_at index) before it is joined and merged, so a
     * page costs the same at any volume.
     */
    async inbox(q: {
      unread?: 'true' | 'false';
      page?: number;
      pageSize?: number;
    }): Promise<Page<InboxItem>> {
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? DEFAULT_STAFF_PAGE_SIZE;
      const unread = q.unread === 'true';
      const [rows, counts] = await Promise.all([
        rawRows(db, inboxPageQuery(unread, page, pageSize)),
        rawRows(db, inboxCountQuery(unread)),
      ]);
      return { items: rows.map(toInboxItem), total: counts[0][0] as number, page, pageSize };
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
