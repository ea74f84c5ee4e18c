import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyPage, PropertySort } from '../../../shared/contracts/properties';
import { apiGet, toQueryString } from '../../lib/api';

export interface PropertySearchParams {
  /** Part of the hotel name. */
  q?: string;
  sort: PropertySort;
  page: number;
  pageSize: number;
}

const propertySearchPath = '/api/property-listings/search';

/**
 * GET /api/property-listings/search: one page of active listings, searched and sorted by the
 * server; the previous page stays on screen while the next one loads.
 */
export function usePropertySearch(params: PropertySearchParams) {
  return useQuery({
    queryKey: [propertySearchPath, params],
    queryFn: ({ signal }) =>
      apiGet<PropertyPage>(`${propertySearchPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
