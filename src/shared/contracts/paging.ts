import { z } from 'zod';
import { browseDepthIssue, withinDepthWhenPaged } from '../browse-depth';
import { TEXT_LIMITS } from '../constants';
import { text } from './common';

// The depth rules themselves are plain functions in ../browse-depth.ts (the browser's pagers read
// them without this module's schemas); they are exported here too for the API's contracts.
export {
  browsablePages,
  browseDepthIssue,
  lastBrowsablePage,
  OWNER_PAGE_SIZE,
  withinBrowseDepth,
  withinDepthWhenPaged,
} from '../browse-depth';

/** A page number from the query string: 1 up to `max`. */
export const pageNumber = (max = 10_000) => z.coerce.number().int().min(1).max(max);

/** A page size from the query string: 1 up to `max`. */
export const pageSizeUpTo = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * The `page` and `pageSize` of a list that answers its whole array (newest first) when neither is
 * given, and a page of 20 by default when one is; such a page is bounded like any other.
 */
export const optionalPaging = { page: pageNumber().optional(), pageSize: pageSizeUpTo(100).optional() };

/** One page of a list of `item`: its rows, how many rows the whole list has, and which page it is. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * The query of one of an owner's own lists (My Dashboard): `q` searches the list's texts (case and
 * accents ignored), `sort` is one of `sorts` (newest first when absent). Without `page` and `pageSize`
 * the list answers its whole array, as it always has; with either, a page of `ownerPageOf`.
 */
export const ownerListQuery = <S extends readonly [string, ...string[]]>(sorts: S) =>
  z
    .object({
      q: text().trim().max(TEXT_LIMITS.shortText).optional(),
      sort: z.enum(sorts).optional(),
      ...optionalPaging,
    })
    .refine(withinDepthWhenPaged, browseDepthIssue);

/** A page of an owner's list, and how many items the owner has before the search (`unfilteredTotal`). */
export const ownerPageOf = <T extends z.ZodTypeAny>(item: T) =>
  pageOf(item).extend({ unfilteredTotal: z.number().int() });
