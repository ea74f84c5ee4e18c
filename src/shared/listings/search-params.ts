/**
 * Reading and writing the list state kept in the URL (filters, sort, page), so that a search can
 * be shared, reloaded and walked back. Defaults are left out of the URL.
 */

import { lastBrowsablePage } from '#src/shared/browse-depth.ts';

export type ParamChanges = Record<string, string | number | undefined | null>;

/** A copy of the params with some set and some (undefined, null, '') removed. */
export function withParams(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') out.delete(key);
    else out.set(key, String(value));
  }
  return out;
}

/** '?a=1&b=2', or '?' alone to clear every param (an empty string would keep them). */
export function searchHref(params: URLSearchParams, changes: ParamChanges = {}): string {
  return `?${withParams(params, changes).toString()}`;
}

/** The page in the URL, at most the last one the server lets a client browse at this page size. */
export function readPage(params: URLSearchParams, pageSize: number): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, lastBrowsablePage(pageSize)) : 1;
}

export function readId(params: URLSearchParams, key: string): number | undefined {
  const id = Number(params.get(key));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = params.get(key);
  return allowed.find((choice) => choice === value) ?? fallback;
}

/** A yyyy-MM-dd date, or undefined for anything else. */
export function readCalendarDate(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
