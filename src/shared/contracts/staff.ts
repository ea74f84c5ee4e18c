import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { calendarDate, DATE_MESSAGE, id, isCalendarDate, personName, text } from './common';
import { contract, createContractInput } from './contracts';
import { interestRead, propertyInterest, weekInterest, weekRequest } from './leads';
import {
  browseDepthIssue,
  pageNumber,
  pageOf,
  pageSizeUpTo,
  optionalPaging as paging,
  withinBrowseDepth,
  withinDepthWhenPaged as withinDepth,
} from './paging';
import { ownerPropertyListing, PROPERTY_SORTS } from './properties';
import { publicWeek, WEEK_SORTS } from './weeks';

/**
 * The staff side of the marketplace: the leads inbox, every contract, every listing, and the
 * counts of the dashboards. Every list is filtered, sorted, paged and counted by the server.
 *
 * The staff reads (`GET /api/week-requests`, `/api/week-interests`,
 * `/api/property-listing-interests`, `/api/dev/contracts`, `/api/manager/contracts`) keep their
 * shape, a JSON array newest first, when neither `page` nor `pageSize` is given; with either, they
 * answer a page `{ items, total, page, pageSize }`.
 */

const optionalText = text().trim().max(TEXT_LIMITS.shortText).optional();
const flag = z.enum(['true', 'false']).optional();
/** An ISO 8601 time of day after the date: hh:mm[:ss[.fff]], then an optional Z or offset. */
const TIME_PART = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?([zZ]|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
const SINCE_MESSAGE = 'Must be an ISO date-time';

/**
 * A moment (ISO 8601, with a time zone or else the server's) after which something counts as new.
 * Its date must exist within the calendar years dates are kept to (Date.parse alone would roll
 * Feb 30 into March and take year 0, which the database refuses), and it is handed on as the
 * canonical UTC timestamp, so queries never see the text as sent.
 */
export const since = z
  .string()
  .max(40)
  .superRefine((s, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(s) || !TIME_PART.test(s.slice(10))) {
      ctx.addIssue({ code: 'custom', message: SINCE_MESSAGE });
    } else if (!isCalendarDate(s.slice(0, 10))) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
    } else if (Number.isNaN(Date.parse(s))) {
      ctx.addIssue({ code: 'custom', message: SINCE_MESSAGE });
    }
  })
  .transform((s) => new Date(s).toISOString())
  .optional();

/** Whether a query asks for a page (else the whole array). */
export const wantsPage = (q: { page?: number; pageSize?: number }) =>
  q.page !== undefined || q.pageSize !== undefined;

export const DEFAULT_STAFF_PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------- leads

/** `unread=true` keeps the unread ones only; `q` matches name, e-mail, place or message, case and accents ignored. */
export const leadsQuery = z
  .object({ unread: flag, q: optionalText, ...paging })
  .refine(withinDepth, browseDepthIssue);
export type LeadsQuery = z.infer<typeof leadsQuery>;

export const weekRequestsResponse = z.union([z.array(weekRequest), pageOf(weekRequest)]);
export const weekInterestsResponse = z.union([z.array(weekInterest), pageOf(weekInterest)]);
export const propertyInterestsResponse = z.union([z.array(propertyInterest), pageOf(propertyInterest)]);

/**
 * One message of the Interests Inbox: a week interest or a property interest, newest first across
 * both. `subject` names what it is about (the week's place and dates, or the listing).
 */
export const inboxItem = z.object({
  kind: z.enum(['week', 'property']),
  ...interestRead,
  week: z
    .object({
      id: z.number().int(),
      fromDate: z.string(),
      toDate: z.string(),
      resortName: z.string(),
      locationName: z.string(),
    })
    .nullable(),
  propertyListing: z
    .object({ id: z.number().int(), hotelName: z.string(), location: z.string(), unitSize: z.string() })
    .nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxQuery = z.object({ unread: flag, ...paging }).refine(withinDepth, browseDepthIssue);
export const inboxPage = pageOf(inboxItem);
export type InboxPage = z.infer<typeof inboxPage>;

// ---------------------------------------------------------------- contracts

/** A contract as staff see it: `user` is null when it has no owner any more ('Unknown User'). */
export const staffContract = contract.extend({ user: personName.nullable() });
export type StaffContract = z.infer<typeof staffContract>;

/**
 * `q` matches contract name, number, unit type or the owner's name (any of them, ignoring case and
 * accents); `contractNumber`, `unitType` and `owner` narrow by one field each. `since` keeps those
 * created after that moment (the New Contracts bell).
 */
export const contractsQuery = z
  .object({
    q: optionalText,
    contractNumber: optionalText,
    unitType: optionalText,
    owner: optionalText,
    since,
    ...paging,
  })
  .refine(withinDepth, browseDepthIssue);
export type ContractsQuery = z.infer<typeof contractsQuery>;
export const contractsResponse = z.union([z.array(staffContract), pageOf(staffContract)]);

export const userIdParam = z.object({ userId: id() });

/**
 * PATCH /api/contracts/{id}: the Edit Contract form sends every field; any subset is accepted and
 * each is checked like on creation (a negative fee or an impossible date is a 400).
 */
const editable = createContractInput.pick({
  contractNumber: true,
  resort: true,
  unitType: true,
  usageFee: true,
  totalValue: true,
  startDate: true,
  addendums: true,
});
export const updateContractInput = editable.partial().extend({
  contractName: text().trim().min(1, 'Contract name is required').max(TEXT_LIMITS.shortText).optional(),
  startDate: calendarDate('Start date is required', { timestamps: true }).optional(),
  contractualWeeks: createContractInput.shape.contractualWeeks.optional(),
});
export type UpdateContractInput = z.input<typeof updateContractInput>;

// ---------------------------------------------------------------- listings (moderation)

/** The moderation lists' `since` (the New Listings bell) and their page, 20 rows by default. */
const moderationPaging = {
  since,
  page: pageNumber().default(1),
  pageSize: pageSizeUpTo(100).default(DEFAULT_STAFF_PAGE_SIZE),
};

/** All Listed Weeks: every week (past ones too), by resort and unit type, five sorts. */
export const staffWeeksQuery = z
  .object({
    resortId: id().optional(),
    unitTypeId: id().optional(),
    sort: z.enum(WEEK_SORTS).default('newest'),
    ...moderationPaging,
  })
  .refine(withinBrowseDepth, browseDepthIssue);

/** A week as staff see it: the public week, with its poster's id and reservation code. */
export const staffWeek = publicWeek.extend({
  userId: z.number().int(),
  reservationCode: z.string(),
  user: personName.nullable(),
});
export type StaffWeek = z.infer<typeof staffWeek>;
export const staffWeekPage = pageOf(staffWeek);
export type StaffWeekPage = z.infer<typeof staffWeekPage>;

/** Property Listings: by hotel name, by location (case and accents ignored), four sorts; every status. */
export const staffListingsQuery = z
  .object({
    name: optionalText,
    location: optionalText,
    sort: z.enum(PROPERTY_SORTS).default('newest'),
    ...moderationPaging,
  })
  .refine(withinBrowseDepth, browseDepthIssue);

export const staffListing = ownerPropertyListing.extend({ user: personName.nullable() });
export type StaffListing = z.infer<typeof staffListing>;
export const staffListingPage = pageOf(staffListing);
export type StaffListingPage = z.infer<typeof staffListingPage>;

// ---------------------------------------------------------------- summary

/**
 * GET /api/dev/summary: the six cards and the four counted bells in one request.
 * `contractsSince` / `listingsSince` are the browser's last views of those bells (absent: never
 * viewed, so everything counts).
 */
export const summaryQuery = z.object({ contractsSince: since, listingsSince: since });
export const dashboardSummary = z.object({
  totalBrands: z.number().int(),
  totalLocations: z.number().int(),
  /** Weeks that have not started yet (what the destination pages show). */
  totalAvailableWeeks: z.number().int(),
  /** Unread week requests. */
  newWeekRequests: z.number().int(),
  /** Active property listings. */
  propertiesForSale: z.number().int(),
  totalContracts: z.number().int(),
  bells: z.object({
    newContracts: z.number().int(),
    unreadWeekRequests: z.number().int(),
    unreadInterests: z.number().int(),
    newListings: z.number().int(),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** The newest weeks and listings created after a moment, for the New Listings bell. */
export const newListingsQuery = z.object({
  since,
  pageSize: pageSizeUpTo(50).default(20),
});
const newListingItem = z.object({
  kind: z.enum(['week', 'property']),
  id: z.number().int(),
  title: z.string(),
  /** A week's destination, or a property's place and price as its owner wrote them. */
  detail: z.string(),
  createdAt: z.string(),
  /** A week's first and last day (YYYY-MM-DD); null for a property. */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export const newListingsResponse = z.object({ items: z.array(newListingItem), total: z.number().int() });
export type NewListingsResponse = z.infer<typeof newListingsResponse>;
