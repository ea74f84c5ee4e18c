import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import {
  RESERVATION_CODE_MAX,
  TEXT_LIMITS,
  WEEK_LENGTH_DAYS,
  WEEK_PRICE_MAX,
  WEEK_PRICE_MIN,
} from '../constants';
import { VERIFICATION_STATUSES } from '../verification/rules';
import { blankToUndefined, calendarDate, id, personName, text } from './common';
import {
  browseDepthIssue,
  ownerListQuery,
  ownerPageOf,
  pageNumber,
  pageOf,
  pageSizeUpTo,
  withinBrowseDepth,
} from './paging';

export const WEEK_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'start_date'] as const;
export type WeekSort = (typeof WEEK_SORTS)[number];

const isoDate = calendarDate('Use the date format yyyy-MM-dd');

/**
 * A week as a visitor sees it: no reservation code and no contact; the poster's name, and who
 * offers it as the public owner profile names them (decision 062).
 */
export const publicWeek = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  unitTypeId: z.number().int(),
  resortId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  price: z.number(),
  createdAt: z.string(),
  locationName: z.string(),
  resortName: z.string(),
  unitTypeName: z.string(),
  user: personName,
  /** Staff checked the owner's proof of this week as it is now (decision 062). */
  verified: z.boolean(),
  /** The day that proof was approved (yyyy-MM-dd), or null. */
  verifiedOn: z.string().nullable(),
  ownerId: z.number().int(),
  /** First name and last initial, as the owner's public profile shows it. */
  ownerName: z.string(),
  /** The owner has a verified week and no upheld fraud report. */
  verifiedOwner: z.boolean(),
});
export type PublicWeek = z.infer<typeof publicWeek>;

const optionalId = id().optional();
const optionalText = text().trim().max(TEXT_LIMITS.shortText).optional();

/** Server-side filtering, sorting and paging of future weeks (the screens never load the table). */
export const weekSearchQuery = z
  .object({
    locationId: optionalId,
    resortId: optionalId,
    unitTypeId: optionalId,
    /** Part of a resort name, case and accents ignored (destination page's "search by resort"). */
    resort: optionalText,
    /** Part of a unit-type name, case and accents ignored. */
    unitType: optionalText,
    /** A unit-type name, whole (case and accents ignored): the all-weeks room-type filter across resorts. */
    unitTypeName: optionalText,
    /** Weeks starting on or after this date (never before today). */
    from: isoDate.optional(),
    /** Only weeks whose proof staff verified ('1' or 'true' in the URL). */
    verified: z
      .enum(['1', 'true', '0', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    sort: z.enum(WEEK_SORTS).default('newest'),
    page: pageNumber(100_000).default(1),
    pageSize: pageSizeUpTo(100).default(24),
  })
  .refine(withinBrowseDepth, browseDepthIssue);

/** A page of the search: `total` counts the weeks matching every filter. */
export const weekPage = pageOf(publicWeek).extend({
  /** Weeks at the location (or everywhere) before the text and type filters: the M of 'Showing N of M'. */
  unfilteredTotal: z.number().int(),
});
export type WeekPage = z.infer<typeof weekPage>;

export const locationIdParam = z.object({ id: id() });

/**
 * Which destination and unit type pairs have weeks that have not started, as [locationId,
 * unitTypeId, weeks]: the all-weeks filters narrow each other from it (a choice that can match
 * nothing is not offered) and show the counts beside their options. A few hundred pairs.
 */
export const offeredPairs = z.object({
  pairs: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
});
export type OfferedPairs = z.infer<typeof offeredPairs>;

/** Days between two calendar dates (yyyy-MM-dd), counted on the calendar: a daylight-saving change does not shift them. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** A usage fee above the price: refused on input (the price is the fee's ceiling) and by weeks_usage_fee_ck. */
export const USAGE_FEE_ABOVE_PRICE = 'Usage fee cannot exceed the price';
const USAGE_FEE_NUMBER = 'Usage fee must be a number';

/**
 * A week's usage fee, what its owner pays the resort to reserve or use it: dollars like the price,
 * from 0 and in whole cents (weeks.usage_fee is numeric(10,2)). It is never above the week's price,
 * so never above the largest price either; the fee against this week's price is checked where both
 * are known (createWeekInput, the service's edit, the database's check).
 */
const usageFeeAmount = z
  .number({ error: USAGE_FEE_NUMBER })
  .min(0, 'Usage fee cannot be negative')
  .max(WEEK_PRICE_MAX, USAGE_FEE_ABOVE_PRICE)
  .refine((n) => Number(n.toFixed(2)) === n, 'Usage fee cannot have more than two decimal places');

/** True when a usage fee is more than the week's price (forms that know both check it before sending). */
export const usageFeeAbovePrice = (usageFee: number | null | undefined, price: number) =>
  usageFee !== null && usageFee !== undefined && usageFee > price;

/** An empty or blank box means no fee (z.coerce alone would read '' and ' ' as 0). */
const blankFee = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : blankToUndefined(v));

/** POST /api/weeks (rules: docs/product.md, Weeks). The owner is the signed-in user; a `userId` in the body is ignored. */
export const createWeekInput = z
  .object({
    resortId: z.preprocess(blankToUndefined, id('Please select a resort')),
    unitTypeId: z.preprocess(blankToUndefined, id('Please select a unit type')),
    locationId: z.preprocess(blankToUndefined, id('Please select a location')),
    fromDate: calendarDate('Please select a start date'),
    toDate: calendarDate('Please select an end date'),
    price: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Please enter the price' })
        .refine((n) => Number.isFinite(n), 'Price must be a number')
        .min(WEEK_PRICE_MIN, 'Price cannot be negative')
        .max(WEEK_PRICE_MAX, 'Price cannot exceed 1,000,000'),
    ),
    reservationCode: text({ error: 'Please enter the reservation code' })
      .trim()
      .min(1, 'Please enter the reservation code')
      .max(RESERVATION_CODE_MAX, 'Reservation code cannot exceed 50 characters'),
    /** Optional: a blank box lists the week without one. */
    usageFee: z.preprocess(
      blankFee,
      z.coerce.number({ error: USAGE_FEE_NUMBER }).pipe(usageFeeAmount).optional(),
    ),
    userId: z.unknown().optional(),
  })
  .refine((w) => daysBetween(w.fromDate, w.toDate) === WEEK_LENGTH_DAYS - 1, {
    path: ['toDate'],
    message: 'Date range must be exactly 7 days',
  })
  .refine((w) => !usageFeeAbovePrice(w.usageFee, w.price), {
    path: ['usageFee'],
    message: USAGE_FEE_ABOVE_PRICE,
    // Also while other fields are still wrong, so a form shows it with theirs; not when the price
    // or the fee is itself wrong (its own message says so), and never when the body is not an
    // object at all (`null` is parsed this far and would be read as one).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => i.path?.[0] === 'price' || i.path?.[0] === 'usageFee'),
  });
export type CreateWeekInput = z.input<typeof createWeekInput>;

/**
 * PATCH /api/weeks/:id: the week's usage fee, set or changed (a number) or cleared (null), and/or
 * its reservation code. A JSON number, not text: the dialog that sends it reads its box itself.
 */
export const updateWeekInput = z
  .object({
    usageFee: usageFeeAmount.nullable().optional(),
    /** A new reservation code (the resort gave another): a verified week then loses its badge. */
    reservationCode: text({ error: 'Please enter the reservation code' })
      .trim()
      .min(1, 'Please enter the reservation code')
      .max(RESERVATION_CODE_MAX, 'Reservation code cannot exceed 50 characters')
      .optional(),
  })
  // Without a new reservation code, the fee is what the request changes: its absence is the fee's 400.
  .refine((w) => w.usageFee !== undefined || w.reservationCode !== undefined, {
    path: ['usageFee'],
    message: USAGE_FEE_NUMBER,
  });
export type UpdateWeekInput = z.input<typeof updateWeekInput>;

/** A week as its owner (or staff) sees it: with the reservation code and the usage fee (null: none given). */
export const ownerWeek = publicWeek.extend({
  reservationCode: z.string(),
  userId: z.number().int(),
  /** Hidden by staff after a report (decision 061): off every public list, still the owner's. */
  hidden: z.boolean().optional(),
  usageFee: z.number().nullable(),
  /** The week's latest verification request (decision 062): its state, and the reason of a rejection. */
  verification: z
    .object({
      status: z.enum(VERIFICATION_STATUSES),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type OwnerWeek = z.infer<typeof ownerWeek>;

/**
 * GET /api/weeks/my-weeks: the owner's weeks (past ones too); `q` matches the resort, destination,
 * unit type or reservation code. A page when `page` or `pageSize` is given, else the whole array.
 */
export const ownerWeeksQuery = ownerListQuery(WEEK_SORTS);
export const ownerWeekPage = ownerPageOf(ownerWeek);
export type OwnerWeekPage = z.infer<typeof ownerWeekPage>;
export const ownerWeeksResponse = z.union([z.array(ownerWeek), ownerWeekPage]);
