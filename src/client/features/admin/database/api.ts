import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, pathOf } from '#src/client/lib/endpoints.ts';
import type {
  CreateContractTypeInput,
  CreateResortInput,
  CreateUnitTypeInput,
  UpdateUnitTypeInput,
} from '#src/shared/contracts/catalog.ts';
import { useStaffMutation } from '../lib/staff-queries';

/** GET /api/vidanta/resorts/summary?q=: resorts with their place and counts, filtered by the server. */
export function useResortSummaries(q: string) {
  return useQuery({
    ...endpointQuery('GET /api/vidanta/resorts/summary', { query: { q: q.trim() || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brands */
export const useBrands = () => useQuery(endpointQuery('GET /api/brands'));

/** GET /api/contract-types, under the key the contract forms use, so both see additions at once. */
export const useContractTypeList = () => useQuery(endpointQuery('GET /api/contract-types'));

/** Every cached list a new resort, unit type or contract type belongs in, across the app. */
function refreshReferenceData(queryClient: QueryClient) {
  void invalidate(queryClient, [
    'GET /api/vidanta/resorts',
    'GET /api/vidanta/unit-types',
    'GET /api/contract-types',
    'GET /api/reference-names/es',
    'GET /api/vidanta/resorts/summary',
  ]);
  // Per-resort lists (its destinations, its unit types) start with the resort path.
  const resorts = `${pathOf('GET /api/vidanta/resorts')}/`;
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(resorts),
  });
}

export const useCreateResort = () =>
  useStaffMutation(
    (input: CreateResortInput) => call('POST /api/vidanta/resorts', { body: input }),
    refreshReferenceData,
  );
export const useCreateUnitType = () =>
  useStaffMutation(
    (input: CreateUnitTypeInput) => call('POST /api/vidanta/unit-types', { body: input }),
    refreshReferenceData,
  );
export const useCreateContractType = () =>
  useStaffMutation(
    (input: CreateContractTypeInput) => call('POST /api/contract-types', { body: input }),
    refreshReferenceData,
  );

/** The rows whose two languages are edited together. */
export type ReferenceTextsEndpoint = 'PATCH /api/vidanta/unit-types/:id' | 'PATCH /api/contract-types/:id';

/**
 * PATCH /api/vidanta/unit-types/:id or /api/contract-types/:id: both languages of the row, and a
 * unit type's guests (only its form has that field).
 */
export const useUpdateReferenceTexts = (endpoint: ReferenceTextsEndpoint, id: number) =>
  useStaffMutation(
    (input: UpdateUnitTypeInput) => call(endpoint, { params: { id }, body: input }),
    refreshReferenceData,
  );
