import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { calendarDate, id, text } from './common';
import { pageNumber, pageOf, pageSizeUpTo } from './paging';

/** A calendar date; a full ISO timestamp is accepted and cut to its date part (older clients send those). */
const leadDate = (required: string) => calendarDate(required, { timestamps: true });

/** Bots fill every field; people never see this one. Non-empty means the submission is dropped. */
const honeypot = text().max(500).optional();

const email = (message: string) => text().trim().max(TEXT_LIMITS.email, message).pipe(z.email(message));

export const weekRequestInput = z
  .object({
    name: text().trim().min(1, 'Please enter your name').max(TEXT_LIMITS.name, 'Name is too long'),
    email: email('Please enter a valid email'),
    preferredLocation: text()
      .trim()
      .min(1, 'Please select a location')
      .max(TEXT_LIMITS.shortText, 'Location is too long'),
    startDate: leadDate('Please select a start date'),
    endDate: leadDate('Please select an end date'),
    additionalDetails: text()
      .trim()
      .max(TEXT_LIMITS.longText, `Additional details must be at most ${TEXT_LIMITS.longText} characters`)
      .optional()
      .nullable(),
    website: honeypot,
  })
  .refine((r) => r.endDate >= r.startDate, {
    path: ['endDate'],
    message: 'End date must be on or after the start date',
  });
export type WeekRequestInput = z.input<typeof weekRequestInput>;

const message = text()
  .trim()
  .min(1, 'Message is required')
  .max(2000, 'Message must be at most 2000 characters');

/** What a visitor sends about a week or a listing, besides which one. */
const interestFields = { email: email('Please enter a valid email'), message, website: honeypot };

export const weekInterestInput = z.object({ weekId: id(), ...interestFields });
export type WeekInterestInput = z.input<typeof weekInterestInput>;

export const propertyInterestInput = z.object({ propertyListingId: id(), ...interestFields });
export type PropertyInterestInput = z.input<typeof propertyInterestInput>;

/** What a visitor gets back: no ids, so lead volume is not public. */
export const leadReceived = z.object({ ok: z.literal(true) });

/** At most this many weeks already listed are counted for a week request's answer. */
export const MATCHING_WEEKS_COUNTED = 100;

/**
 * Weeks already listed that a week request matches (its destination, not started, overlapping its
 * dates): how many (at most MATCHING_WEEKS_COUNTED), and the all-weeks filters that list them.
 * Null when the destination is not one of the site's.
 */
export const matchingWeeks = z
  .object({ count: z.number().int(), locationId: z.number().int(), from: z.string() })
  .nullable();
export type MatchingWeeks = z.infer<typeof matchingWeeks>;

/** The all-weeks search that lists them: the destination, from the first start date that counts. */
export const matchingWeeksPath = (m: NonNullable<MatchingWeeks>): string =>
  `/all-weeks?${new URLSearchParams({ locationId: String(m.locationId), from: m.from })}`;

/** POST /api/week-requests: received, and whether weeks that suit it are listed already. */
export const weekRequestReceived = leadReceived.extend({ matching: matchingWeeks });
export type WeekRequestReceived = z.infer<typeof weekRequestReceived>;

/** PATCH …/{id}/read: the lead is read (again or for the first time). */
export const leadRead = z.object({ id: z.number().int(), isRead: z.literal(true) });

export const weekRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  preferredLocation: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  additionalDetails: z.string().nullable(),
  status: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type WeekRequest = z.infer<typeof weekRequest>;

/** What staff read of an interest in a week or a listing, besides what it is about. */
export const interestRead = {
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
};

export const weekInterest = z.object({
  ...interestRead,
  weekId: z.number().int(),
  /** The week asked about: its dates and where it is. */
  week: z.object({
    fromDate: z.string(),
    toDate: z.string(),
    resortName: z.string(),
    locationName: z.string(),
  }),
});

export const propertyInterest = z.object({
  ...interestRead,
  propertyListingId: z.number().int(),
  propertyListing: z.object({ hotelName: z.string(), location: z.string(), unitSize: z.string() }),
});

/** The owner's view of interest in their own listings ("Interest in my listings"). */
export const OWNER_INTEREST_KINDS = ['week', 'property'] as const;
export type OwnerInterestKind = (typeof OWNER_INTEREST_KINDS)[number];

export const OWNER_INTEREST_SORTS = ['newest', 'oldest'] as const;
export type OwnerInterestSort = (typeof OWNER_INTEREST_SORTS)[number];

/** `q` matches the visitor's e-mail, the message or the listing's title (case and accents ignored). */
export const ownerInterestsQuery = z.object({
  page: pageNumber().default(1),
  pageSize: pageSizeUpTo(50).default(10),
  unhandled: z.enum(['true', 'false']).optional(),
  q: text().trim().max(TEXT_LIMITS.shortText).optional(),
  sort: z.enum(OWNER_INTEREST_SORTS).default('newest'),
});

export const ownerInterest = z.object({
  kind: z.enum(OWNER_INTEREST_KINDS),
  id: z.number().int(),
  listingId: z.number().int(),
  /** The resort (a week) or the hotel (a property). */
  listingTitle: z.string(),
  /** The unit type (a week) or the location (a property). */
  listingDetail: z.string(),
  /** A week's stay; null for a property. */
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
});
export type OwnerInterest = z.infer<typeof ownerInterest>;

export const ownerInterestsPage = pageOf(ownerInterest).extend({ unhandled: z.number().int() });
export type OwnerInterestsPage = z.infer<typeof ownerInterestsPage>;

export const ownerInterestParams = z.object({ kind: z.enum(OWNER_INTEREST_KINDS), id: id() });
export const ownerInterestHandledInput = z.object({ handled: z.boolean() });
export const ownerInterestHandled = z.object({
  kind: z.enum(OWNER_INTEREST_KINDS),
  id: z.number().int(),
  handled: z.boolean(),
});
