import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, toQueryString } from '#src/client/lib/api.ts';
import type {
  Location,
  LocationAvailability,
  Resort,
  UnitType,
  UnitTypeImage,
} from '#src/shared/contracts/catalog.ts';

/*
 * The catalogue every screen picks from (destinations, resorts, unit types and their pictures).
 * Decision 008: these reference-data hooks are the one api module other features may import.
 */

/** GET /api/vidanta/locations: the destinations, in their fixed order (suggestions, matching, carousel). */
export const locationsQuery = queryOptions<Location[]>({ queryKey: ['/api/vidanta/locations'] });

export function useLocations() {
  return useQuery(locationsQuery);
}

/**
 * GET /api/vidanta/locations/availability: how many weeks each destination has, counted by the
 * server in one request for every card (never a request per card, never the weeks themselves).
 */
export function useLocationAvailability() {
  return useQuery<LocationAvailability[]>({ queryKey: ['/api/vidanta/locations/availability'] });
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
