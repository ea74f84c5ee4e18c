import type { z } from 'zod';
import { isoTimestamp, type RawQuery, rowReader, statementNames } from '#src/server/lib/prepared.ts';
import type { weekRequest } from '#src/shared/contracts/leads.ts';
import type { InboxItem } from '#src/shared/contracts/staff.ts';

/**
 * The Interests Inbox as hand-written SQL (decision 011): week and property interests together,
 * newest first. Each side is cut to the rows the page can need (by its created_at index) before it
 * is joined and merged, so a page costs the same at any volume. The first page of the screens'
 * sizes is a named statement with literal limits (planned once per connection); deeper pages pass
 * their limits as parameters in an unnamed statement, so no client can make a connection hold a
 * statement per page.
 */
const nameOf = statementNames('inbox');
type WeekRequest = z.infer<typeof weekRequest>;
const FIRST_PAGE_SIZES = new Set([10, 20]);

/** Whether a page is one of the screens' first pages, whose limit is written into the text. */
const literalPage = (page: number, pageSize: number) => page === 1 && FIRST_PAGE_SIZES.has(pageSize);

/** The `limit` of a page: a literal on a first page, else limit and offset as parameters. */
const pageLimit = (literal: boolean, page: number, pageSize: number, values: unknown[]) =>
  literal
    ? `limit ${pageSize}`
    : `limit $${values.push(pageSize)} offset $${values.push((page - 1) * pageSize)}`;

export function inboxPageQuery(unread: boolean, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const literal = literalPage(page, pageSize);
  const upTo = literal ? String(pageSize) : `$${values.push(page * pageSize)}`;
  const where = unread ? 'where is_read = false' : '';
  const tail = pageLimit(literal, page, pageSize, values);
  const text = `select kind, id, email, message, is_read, ${isoTimestamp('created_at')},
       week_id, from_date, to_date, resort_name, location_name, listing_id, hotel_name, listing_location, unit_size
  from (
    (select 'week' as kind, wi.id, wi.email, wi.message, wi.is_read, wi.created_at,
            w.id as week_id, to_char(w.from_date, 'YYYY-MM-DD') as from_date, to_char(w.to_date, 'YYYY-MM-DD') as to_date,
            r.name as resort_name, l.name as location_name,
            null::int as listing_id, null::text as hotel_name, null::text as listing_location, null::text as unit_size
       from (select * from week_interests ${where} order by created_at desc, id desc limit ${upTo}) wi
       join weeks w on w.id = wi.week_id
       join unit_types ut on ut.id = w.unit_type_id
       join resorts r on r.id = ut.resort_id
       join locations l on l.id = w.location_id)
    union all
    (select 'property', pi.id, pi.email, pi.message, pi.is_read, pi.created_at,
            null, null, null, null, null, pl.id, pl.hotel_name, pl.location, pl.unit_size
       from (select * from property_listing_interests ${where} order by created_at desc, id desc limit ${upTo}) pi
       join property_listings pl on pl.id = pi.property_listing_id)
  ) merged
  order by created_at desc, kind, id desc
  ${tail}`;
  return { name: literal ? nameOf(text) : undefined, text, values };
}

export function inboxCountQuery(unread: boolean): RawQuery {
  const where = unread ? 'where is_read = false' : '';
  const text = `select (select count(*)::int from week_interests ${where})
     + (select count(*)::int from property_listing_interests ${where})`;
  return { name: nameOf(text), text, values: [] };
}

type InboxWeek = NonNullable<InboxItem['week']>;
type InboxListing = NonNullable<InboxItem['propertyListing']>;
const readInterest = rowReader<Omit<InboxItem, 'week' | 'propertyListing'>>([
  'kind',
  'id',
  'email',
  'message',
  'isRead',
  'createdAt',
]);
const readWeek = rowReader<InboxWeek>(['id', 'fromDate', 'toDate', 'resortName', 'locationName'], 6);
const readListing = rowReader<InboxListing>(['id', 'hotelName', 'location', 'unitSize'], 11);

/** A row of `inboxPageQuery`: the interest, then its week's columns or its listing's (the others null). */
export function toInboxItem(r: unknown[]): InboxItem {
  const item = readInterest(r);
  return {
    ...item,
    week: item.kind === 'week' ? readWeek(r) : null,
    propertyListing: item.kind === 'property' ? readListing(r) : null,
  };
}

/**
 * A page of week requests (the section and the Week Requests bell), newest first, prepared the
 * same way: named with literal limits for the screens' first pages, unnamed otherwise.
 */
export function weekRequestsPageQuery(unread: boolean, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const literal = literalPage(page, pageSize);
  const tail = pageLimit(literal, page, pageSize, values);
  const text = `select id, name, email, preferred_location, to_char(start_date, 'YYYY-MM-DD'),
       to_char(end_date, 'YYYY-MM-DD'), additional_details, status, is_read, ${isoTimestamp('created_at')}
  from week_requests ${unread ? 'where is_read = false' : ''}
  order by created_at desc, id desc ${tail}`;
  return { name: literal ? nameOf(text) : undefined, text, values };
}

export function weekRequestsCountQuery(unread: boolean): RawQuery {
  const text = `select count(*)::int from week_requests ${unread ? 'where is_read = false' : ''}`;
  return { name: nameOf(text), text, values: [] };
}

export const toWeekRequest = rowReader<WeekRequest>([
  'id',
  'name',
  'email',
  'preferredLocation',
  'startDate',
  'endDate',
  'additionalDetails',
  'status',
  'isRead',
  'createdAt',
]);
