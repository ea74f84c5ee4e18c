import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import type {
  Brand,
  CreateContractTypeInput,
  CreateResortInput,
  CreateUnitTypeInput,
  Resort,
  ResortSummary,
  UnitType,
  UpdateReferenceTextsInput,
} from '#src/shared/contracts/catalog.ts';
import type { ContractType } from '#src/shared/contracts/contracts.ts';
import { useStaffMutation } from '../lib/staff-queries';

const summaryPath = '/api/vidanta/resorts/summary';

/** GET /api/vidanta/resorts/summary?q=: resorts with their place and counts, filtered by the server. */
export function useResortSummaries(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [summaryPath, query],
    queryFn: ({ signal }) =>
      apiGet<ResortSummary[]>(`${summaryPath}${toQueryString({ q: query || undefined })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/brands */
export const useBrands = () => useQuery<Brand[]>({ queryKey: ['/api/brands'] });

/** GET /api/contract-types, under the key the contract forms use, so both see additions at once. */
export const useContractTypeList = () => useQuery<ContractType[]>({ queryKey: ['/api/contract-types'] });

/** Every cached list a new resort, unit type or contract type belongs in, across the app. */
function refreshReferenceData(queryClient: QueryClient) {
  for (const key of [
    '/api/vidanta/resorts',
    '/api/vidanta/unit-types',
    '/api/contract-types',
    '/api/reference-names/es',
    summaryPath,
  ]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
  // Per-resort lists (its destinations, its unit types) start with the resort path.
  void queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/vidanta/resorts/'),
  });
}

const useReferenceCreate = <I, O>(path: string) =>
  useStaffMutation((input: I) => apiRequest<O>('POST', path, input), refreshReferenceData);

export const useCreateResort = () => useReferenceCreate<CreateResortInput, Resort>('/api/vidanta/resorts');
export const useCreateUnitType = () =>
  useReferenceCreate<CreateUnitTypeInput, UnitType>('/api/vidanta/unit-types');
export const useCreateContractType = () =>
  useReferenceCreate<CreateContractTypeInput, ContractType>('/api/contract-types');

/** PATCH /api/vidanta/unit-types/:id or /api/contract-types/:id: both languages of the row. */
export const useUpdateReferenceTexts = (path: string) =>
  useStaffMutation(
    (input: UpdateReferenceTextsInput) => apiRequest<unknown>('PATCH', path, input),
    refreshReferenceData,
  );
