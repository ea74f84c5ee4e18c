import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';

export const WEEK_SORTS = ['newest', 'oldest', 'price_desc', 'price_asc', 'start_date'] as const;
export type WeekSort = (typeof WEEK_SORTS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd');

/** A week as a visitor sees it: no reservation code, no owner id or contact, only the poster's name. */
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
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type PublicWeek = z.infer<typeof publicWeek>;

const optionalId = z.coerce.number().int().positive().optional();
const optionalText = z.string().trim().max(TEXT_LIMITS.shortText).optional();

/** Server-side filtering, sorting and paging of future weeks (the screens never load the table). */
export const weekSearchQuery = z.object({
  locationId: optionalId,
  resortId: optionalId,
  unitTypeId: optionalId,
  /** Case-insensitive part of a resort name (destination page's "search by resort"). */
  resort: optionalText,
  /** Case-insensitive part of a unit-type name. */
  unitType: optionalText,
  /** Weeks starting on or after this date (never before today). */
  from: isoDate.optional(),
  sort: z.enum(WEEK_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type WeekSearchQuery = z.input<typeof weekSearchQuery>;

export const weekPage = z.object({
  items: z.array(publicWeek),
  /** Weeks matching every filter. */
  total: z.number().int(),
  /** Weeks at the location (or everywhere) before the text and type filters: the M of 'Showing N of M'. */
  unfilteredTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WeekPage = z.infer<typeof weekPage>;

export const locationIdParam = z.object({ id: z.coerce.number().int().positive() });
