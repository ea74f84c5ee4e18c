import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WeekPage, WeekSort } from '../../../shared/contracts/weeks';
import { apiGet, toQueryString } from '../../lib/api';

export interface WeekSearchParams {
  locationId?: number;
  resortId?: number;
  unitTypeId?: number;
  /** Part of a resort name. */
  resort?: string;
  /** Part of a unit-type name. */
  unitType?: string;
  /** A whole unit-type name (the all-weeks room-type filter). */
  unitTypeName?: string;
  /** yyyy-MM-dd: weeks starting on or after. */
  from?: string;
  sort: WeekSort;
  page: number;
  pageSize: number;
}

const weekSearchPath = '/api/weeks/search';

/**
 * GET /api/weeks/search: one page of future weeks, filtered and sorted by the server. The
 * previous page stays on screen while the next one loads.
 */
export function useWeekSearch(params: WeekSearchParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [weekSearchPath, params],
    queryFn: ({ signal }) => apiGet<WeekPage>(`${weekSearchPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
