import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Location, Resort, UnitType, UnitTypeImage } from '../../../shared/contracts/catalog';
import type { WeekPage, WeekSort } from '../../../shared/contracts/weeks';
import { apiGet } from '../../lib/api';

/** Query string of the defined, non-empty values, in a stable order. */
export function toQueryString(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface WeekSearchParams {
  locationId?: number;
  resortId?: number;
  unitTypeId?: number;
  /** Part of a resort name. */
  resort?: string;
  /** Part of a unit-type name. */
  unitType?: string;
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

/** GET /api/vidanta/locations. */
export function useLocations() {
  return useQuery<Location[]>({ queryKey: ['/api/vidanta/locations'] });
}

/** GET /api/vidanta/resorts. */
export function useResorts() {
  return useQuery<Resort[]>({ queryKey: ['/api/vidanta/resorts'] });
}

const unitTypesPath = '/api/vidanta/unit-types';

/** GET /api/vidanta/unit-types[?resortId=]: every unit type, or one resort's. */
export function useUnitTypes(resortId?: number) {
  return useQuery({
    queryKey: [unitTypesPath, { resortId }],
    queryFn: ({ signal }) => apiGet<UnitType[]>(`${unitTypesPath}${toQueryString({ resortId })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/vidanta/unit-type-images/{unitTypeId}. Cards ask only once they are on screen
 * (`enabled`); cards of the same unit type share one request.
 */
export function useUnitTypeImages(unitTypeId: number, options: { enabled?: boolean } = {}) {
  return useQuery<UnitTypeImage[]>({
    queryKey: ['/api/vidanta/unit-type-images', unitTypeId],
    enabled: options.enabled ?? true,
  });
}
