import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { personName, text } from './common';
import {
  browseDepthIssue,
  ownerListQuery,
  ownerPageOf,
  pageNumber,
  pageOf,
  pageSizeUpTo,
  withinBrowseDepth,
} from './paging';

export const PROPERTY_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** A listing as the public sees it: the poster's name only, never their id or contact. */
export const publicPropertyListing = z.object({
  id: z.number().int(),
  hotelName: z.string(),
  unitSize: z.string(),
  location: z.string(),
  type: z.string().nullable(),
  price: z.string(),
  weeksOrSeason: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
  user: personName,
});
export type PublicPropertyListing = z.infer<typeof publicPropertyListing>;

export const propertySearchQuery = z
  .object({
    /** Part of the hotel name, case and accents ignored. */
    q: text().trim().max(TEXT_LIMITS.shortText).optional(),
    sort: z.enum(PROPERTY_SORTS).default('newest'),
    page: pageNumber(100_000).default(1),
    pageSize: pageSizeUpTo(60).default(12),
  })
  .refine(withinBrowseDepth, browseDepthIssue);

export const propertyPage = pageOf(publicPropertyListing).extend({
  /** Every active listing, before the search: tells 'No properties listed yet' from 'none found'. */
  unfilteredTotal: z.number().int(),
});
export type PropertyPage = z.infer<typeof propertyPage>;

const requiredText = (message: string, max: number = TEXT_LIMITS.shortText) =>
  text({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** The text fields of POST /api/property-listings (multipart); the photos travel under `images`. */
export const createPropertyFields = z.object({
  hotelName: requiredText('Hotel name is required'),
  unitSize: requiredText('Unit size is required'),
  location: requiredText('Location is required'),
  type: text().trim().max(TEXT_LIMITS.shortText).optional(),
  price: requiredText('Price is required', 100),
  weeksOrSeason: requiredText('Weeks or season information is required'),
  description: requiredText('Description is required', TEXT_LIMITS.longText),
});
export type CreatePropertyFields = z.infer<typeof createPropertyFields>;

/** A listing as its owner (or staff) sees it. */
export const ownerPropertyListing = publicPropertyListing.extend({
  userId: z.number().int(),
  /** Hidden by staff after a report (decision 061): off every public list, still the owner's. */
  hidden: z.boolean().optional(),
});
export type OwnerPropertyListing = z.infer<typeof ownerPropertyListing>;

/**
 * GET /api/property-listings/my-listings: the owner's listings, any status; `q` matches the hotel
 * name or the location. A page when `page` or `pageSize` is given, else the whole array.
 */
export const ownerListingsQuery = ownerListQuery(PROPERTY_SORTS);
export const ownerListingPage = ownerPageOf(ownerPropertyListing);
export type OwnerListingPage = z.infer<typeof ownerListingPage>;
export const ownerListingsResponse = z.union([z.array(ownerPropertyListing), ownerListingPage]);
