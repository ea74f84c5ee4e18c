import { z } from 'zod';
import { BROWSE_RESULTS_MAX, TEXT_LIMITS } from '../constants';
import { groupDigits } from '../digits';
import { text } from './common';

/**
 * Whether a page lies within the browsable results. A page deep in a list costs the database
 * every row before it, so `page × pageSize` is bounded on every paged list (decision 012).
 */
export const withinBrowseDepth = (q: { page: number; pageSize: number }) =>
  q.page * q.pageSize <= BROWSE_RESULTS_MAX;

const BROWSE_DEPTH_MESSAGE = `Only the first ${groupDigits(BROWSE_RESULTS_MAX)} results can be browsed; narrow the search with filters`;

/** The 400 a request past the bound gets, on its `page` field: `page: Only the first …`. */
export const browseDepthIssue = { path: ['page'], message: BROWSE_DEPTH_MESSAGE };

/** The last page a client may offer for this page size. */
export const lastBrowsablePage = (pageSize: number) => Math.max(1, Math.floor(BROWSE_RESULTS_MAX / pageSize));

/** The pages a client offers for a total: up to the last browsable one, and whether results lie past it. */
export function browsablePages(total: number, pageSize: number): { pageCount: number; capped: boolean } {
  const all = Math.max(1, Math.ceil(total / pageSize));
  const last = lastBrowsablePage(pageSize);
  return { pageCount: Math.min(all, last), capped: all > last };
}

/** A page number from the query string: 1 up to `max`. */
export const pageNumber = (max = 10_000) => z.coerce.number().int().min(1).max(max);

/** A page size from the query string: 1 up to `max`. */
export const pageSizeUpTo = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * The `page` and `pageSize` of a list that answers its whole array (newest first) when neither is
 * given, and a page of 20 by default when one is; such a page is bounded like any other.
 */
export const optionalPaging = { page: pageNumber().optional(), pageSize: pageSizeUpTo(100).optional() };
export const withinDepthWhenPaged = (v: { page?: number; pageSize?: number }) =>
  (v.page === undefined && v.pageSize === undefined) ||
  withinBrowseDepth({ page: v.page ?? 1, pageSize: v.pageSize ?? 20 });

/** One page of a list of `item`: its rows, how many rows the whole list has, and which page it is. */
export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The page size of an owner's list (My Dashboard) when only `page` is given. */
export const OWNER_PAGE_SIZE = 12;

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
