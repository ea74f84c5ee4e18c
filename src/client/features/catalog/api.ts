import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location, LocationAvailability } from '../../../shared/contracts/catalog';

/** GET /api/vidanta/locations: the destinations, in the spec's order (suggestions, matching, carousel). */
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
