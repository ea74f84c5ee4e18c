import { z } from 'zod';
import { TEXT_LIMITS, WEEK_PRICE_MAX } from '../constants';
import { calendarDate, id, text } from './common';

/** How many saved searches one address may have (the database counts them under a lock). */
export const SAVED_SEARCHES_PER_ADDRESS = 20;

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

const optionalText = text().trim().max(TEXT_LIMITS.shortText, 'Too long').optional();
const price = z
  .number({ error: 'Price must be a whole number of dollars' })
  .int('Price must be a whole number of dollars')
  .min(0, 'Price cannot be negative')
  .max(WEEK_PRICE_MAX, 'Price cannot exceed 1,000,000')
  .optional();

/**
 * The filters of a week list, as the page's address holds them: the all-weeks destination, resort,
 * room type (a whole unit-type name) and start date; the destination page's resort and unit-type
 * texts; verified only; and a price range. Every field is optional: nothing set is every new week.
 */
export const savedSearchFilters = z
  // A filter the lists do not have is refused, not dropped: dropped, a misspelt price limit would
  // save a search for every new week.
  .strictObject({
    locationId: id().optional(),
    resortId: id().optional(),
    roomType: optionalText,
    resortText: optionalText,
    unitTypeText: optionalText,
    from: calendarDate('Use the date format yyyy-MM-dd').optional(),
    minPrice: price,
    maxPrice: price,
    verified: z.boolean().default(false),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    path: ['maxPrice'],
    message: 'The maximum price must be at least the minimum',
  });
/** The filters a page hands to "Alert me" (each optional). */
export type SavedSearchFilters = Partial<z.output<typeof savedSearchFilters>>;

const email = text()
  .trim()
  .max(TEXT_LIMITS.email, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'));

/** POST /api/alerts/searches: a visitor names the address; a signed-in person's account address is used. */
export const createSavedSearchInput = z.object({
  filters: savedSearchFilters,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  email: email.optional(),
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInput>;

/** `active`: alerts start now; `confirm`: a confirmation link was mailed to the address first. */
export const savedSearchCreated = z.object({ id: z.number().int(), state: z.enum(['active', 'confirm']) });

/** A saved search as its owner sees it, with the names of what it chose. */
export const savedSearch = z.object({
  id: z.number().int(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  paused: z.boolean(),
  /** The address has not confirmed alerts yet: nothing is sent until it does. */
  awaitingConfirmation: z.boolean(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  resortId: z.number().int().nullable(),
  resortName: z.string().nullable(),
  roomType: z.string().nullable(),
  resortText: z.string().nullable(),
  unitTypeText: z.string().nullable(),
  from: z.string().nullable(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({ items: z.array(savedSearch), total: z.number().int() });
export type SavedSearchList = z.infer<typeof savedSearchList>;

/** PATCH: the frequency, and/or paused (true) or resumed (false). */
export const updateSavedSearchInput = z
  .object({ frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional(), paused: z.boolean().optional() })
  .refine((u) => u.frequency !== undefined || u.paused !== undefined, {
    path: ['frequency'],
    message: 'Nothing to change',
  });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchInput>;

/** The signed link of an alert mail that manages every search of its address: the address, encoded, and its signature. */
export const managedLinkQuery = z.object({
  a: z.string().min(1).max(400),
  t: z.string().min(1).max(64),
});
export const managedIdParam = z.object({ id: id() });

/** A saved search's one-click unsubscribe link: the search and its signature. */
export const searchLinkQuery = z.object({ s: id(), t: z.string().min(1).max(64) });
/** What the unsubscribe page shows of the search (never its address). */
export const searchSubscription = z.object({ search: savedSearch.omit({ awaitingConfirmation: true }) });
export const searchSubscriptionChanged = z.object({ subscribed: z.boolean() });
