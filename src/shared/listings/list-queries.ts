import type { PropertySort } from '../contracts/properties';
import type { WeekSort } from '../contracts/weeks';
import type { FacetChoice } from './filter-facets';
import { readCalendarDate, readChoice, readId, readPage } from './search-params';

/*
 * What the public list pages ask the API for, read from their address: written once here, so that
 * a page's component and its loader (which fills the same answers on the server before the first
 * draw, decision 055) build the very same query, and the server never draws a page its browser
 * would ask for again. Only type imports of the contracts: the browser's route carries no schema.
 */

/** Weeks per page of results (and per step of a destination's list). */
export const WEEKS_PAGE_SIZE = 24;
/** Listings per page of /all-properties. */
export const PROPERTIES_PAGE_SIZE = 12;

/** The sorts /all-weeks offers (the search accepts more). */
export const ALL_WEEKS_SORTS = ['newest', 'oldest'] as const satisfies readonly WeekSort[];
export type AllWeeksSort = (typeof ALL_WEEKS_SORTS)[number];

// The contracts' sort lists (a destination's list offers all five), restated so that these routes do not load zod with the schemas.
export const WEEK_SORTS = [
  'newest',
  'oldest',
  'price_desc',
  'price_asc',
  'start_date',
] as const satisfies readonly WeekSort[];
export const PROPERTY_SORTS = [
  'newest',
  'oldest',
  'price_desc',
  'price_asc',
] as const satisfies readonly PropertySort[];

/** 'Verified only' in a week list's address (`verified=1`, decision 062); absent otherwise. */
export const verifiedOnly = (params: URLSearchParams): true | undefined =>
  params.get('verified') === '1' ? true : undefined;

/** The destination, resort and room type an /all-weeks address asks for, before they are reconciled. */
export function allWeeksAsked(params: URLSearchParams): FacetChoice {
  return {
    resortId: readId(params, 'resortId'),
    locationId: readId(params, 'locationId'),
    roomType: params.get('roomType')?.trim() || undefined,
  };
}

/**
 * /all-weeks's search for its address, with the filters `choice` keeps (the asked ones once the
 * offered combinations have dropped what matches nothing). A start date already past narrows nothing.
 */
export function allWeeksSearch(params: URLSearchParams, choice: FacetChoice, today: string) {
  const from = readCalendarDate(params, 'from');
  return {
    from: from && from >= today ? from : undefined,
    resortId: choice.resortId,
    locationId: choice.locationId,
    unitTypeName: choice.roomType,
    verified: verifiedOnly(params),
    sort: readChoice(params, 'sort', ALL_WEEKS_SORTS, 'newest'),
    page: readPage(params, WEEKS_PAGE_SIZE),
    pageSize: WEEKS_PAGE_SIZE,
  };
}

/**
 * A destination's list (?resort=&unitType=&sort=), without a page: it grows as it is scrolled and
 * always starts at its first week (a `page` in an older address is ignored).
 */
export function destinationWeeksFilters(params: URLSearchParams, locationId: number) {
  return {
    locationId,
    resort: params.get('resort')?.trim() || undefined,
    unitType: params.get('unitType')?.trim() || undefined,
    verified: verifiedOnly(params),
    sort: readChoice(params, 'sort', WEEK_SORTS, 'newest'),
    pageSize: WEEKS_PAGE_SIZE,
  };
}

/** /all-properties's search for its address (?q=&sort=&page=). */
export function allPropertiesSearch(params: URLSearchParams) {
  return {
    q: params.get('q')?.trim() || undefined,
    sort: readChoice(params, 'sort', PROPERTY_SORTS, 'newest'),
    page: readPage(params, PROPERTIES_PAGE_SIZE),
    pageSize: PROPERTIES_PAGE_SIZE,
  };
}
