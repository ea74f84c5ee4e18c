import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#src/client/lib/endpoints.ts';

/**
 * GET /api/vidanta/resorts/{resortId}/locations: the destinations a resort is offered at (a
 * resort may be sold under more than one). Asked only once a resort is chosen.
 *
 * Catalog reference data: it belongs with the hooks of features/catalog/api.ts and moves there
 * when that file is next opened; it lives here so the add-week form does not wait for that.
 */
export function useResortLocations(resortId: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/vidanta/resorts/:resortId/locations', { params: { resortId: resortId ?? 0 } }),
    enabled: resortId !== undefined,
  });
}
