import { BROWSE_RESULTS_MAX } from './constants';
import { groupDigits } from './digits';

/*
 * How deep a paged list may be browsed (decision 012), as plain functions: the browser's pagers
 * read these without loading the validation library the API's schemas (contracts/paging.ts) need.
 */

/**
 * Whether a page lies within the browsable results. A page deep in a list costs the database
 * every row before it, so `page × pageSize` is bounded on every paged list.
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

/** Within the bound when paged: a list asked for without `page` and `pageSize` answers its whole array. */
export const withinDepthWhenPaged = (v: { page?: number; pageSize?: number }) =>
  (v.page === undefined && v.pageSize === undefined) ||
  withinBrowseDepth({ page: v.page ?? 1, pageSize: v.pageSize ?? 20 });

/** The page size of an owner's list (My Dashboard) when only `page` is given. */
export const OWNER_PAGE_SIZE = 12;
