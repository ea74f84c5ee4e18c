import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';

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
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type PublicPropertyListing = z.infer<typeof publicPropertyListing>;

export const propertySearchQuery = z.object({
  /** Case-insensitive part of the hotel name. */
  q: z.string().trim().max(TEXT_LIMITS.shortText).optional(),
  sort: z.enum(PROPERTY_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(12),
});

export const propertyPage = z.object({
  items: z.array(publicPropertyListing),
  total: z.number().int(),
  /** Every active listing, before the search: tells 'No properties listed yet' from 'none found'. */
  unfilteredTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PropertyPage = z.infer<typeof propertyPage>;
