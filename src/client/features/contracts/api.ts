import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import type {
  Contract,
  ContractSort,
  ContractType,
  CreateContractInput,
  OwnerContractPage,
} from '#src/shared/contracts/contracts.ts';

const myContractsPath = '/api/contracts/user';
/** The owner's contracts per page, on the dashboard and on /my-contract alike (one request serves both). */
export const MY_CONTRACTS_PAGE_SIZE = 10;

/** GET /api/contract-types: the kinds of contract an owner can record. */
export function useContractTypes() {
  return useQuery<ContractType[]>({ queryKey: ['/api/contract-types'] });
}

/** GET /api/contracts/user, a page: the signed-in owner's contracts, searched and sorted by the server. */
export function useMyContractsPage(params: OwnerListParams<ContractSort>) {
  return useQuery({
    queryKey: [myContractsPath, params],
    queryFn: ({ signal }) =>
      apiGet<OwnerContractPage>(`${myContractsPath}${toQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a new or deleted contract changes: the owner's list and the staff lists that include it
 * (a manager or developer records their own contracts here too).
 */
function invalidateContracts(queryClient: QueryClient) {
  return Promise.all(
    [myContractsPath, '/api/contracts/byuser', '/api/manager/contracts', '/api/dev/contracts'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

/** POST /api/contracts; the owner's list is refetched after adding. */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContractInput) => apiRequest<Contract>('POST', '/api/contracts', input),
    onSuccess: () => invalidateContracts(queryClient),
  });
}

/** DELETE /api/contracts/{id}: the contract leaves the owner's list at once, then the lists refetch. */
export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/contracts/${id}`),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerContractPage>({ queryKey: [myContractsPath] }, (page) =>
        withoutItem(page, id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateContracts(queryClient);
    },
  });
}
