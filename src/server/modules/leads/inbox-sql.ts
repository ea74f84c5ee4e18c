import type { z } from 'zod';
import type { weekRequest } from '../../../shared/contracts/leads';
import type { InboxItem } from '../../../shared/contracts/staff';
import { isoTimestamp, type RawQuery, statementNames } from '../../lib/prepared';

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

export function inboxPageQuery(unread: boolean, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const literal = page === 1 && FIRST_PAGE_SIZES.has(pageSize);
  const upTo = literal ? String(pageSize) : `$${values.push(page * pageSize)}`;
  const where = unread ? 'where is_read = false' : '';
  const tail = literal
    ? `limit ${pageSize}`
    : `limit $${values.push(pageSize)} offset $${values.push((page - 1) * pageSize)}`;
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

export function toInboxItem(r: unknown[]): InboxItem {
  const kind = r[0] as InboxItem['kind'];
  return {
    kind,
    id: r[1] as number,
    email: r[2] as string,
    message: r[3] as string,
    isRead: r[4] as boolean,
    createdAt: r[5] as string,
    week:
      kind === 'week'
        ? {
            id: r[6] as number,
            fromDate: r[7] as string,
            toDate: r[8] as string,
            resortName: r[9] as string,
            locationName: r[10] as string,
          }
        : null,
    propertyListing:
      kind === 'property'
        ? {
            id: r[11] as number,
            hotelName: r[12] as string,
            location: r[13] as string,
            unitSize: r[14] as string,
          }
        : null,
  };
}

/**
 * A page of week requests (the section and the Week Requests bell), newest first, prepared the
 * same way: named with literal limits for the screens' first pages, unnamed otherwise.
 */
export function weekRequestsPageQuery(unread: boolean, page: number, pageSize: number): RawQuery {
  const values: unknown[] = [];
  const literal = page === 1 && FIRST_PAGE_SIZES.has(pageSize);
  const tail = literal
    ? `limit ${pageSize}`
    : `limit $${values.push(pageSize)} offset $${values.push((page - 1) * pageSize)}`;
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

export const toWeekRequest = (r: unknown[]): WeekRequest => ({
  id: r[0] as number,
  name: r[1] as string,
  email: r[2] as string,
  preferredLocation: r[3] as string,
  startDate: r[4] as string,
  endDate: r[5] as string,
  additionalDetails: r[6] as string | null,
  status: r[7] as string,
  isRead: r[8] as boolean,
  createdAt: r[9] as string,
});
