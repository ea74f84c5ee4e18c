import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { asPage, call, endpointQuery, invalidate, keyOf } from '#src/client/lib/endpoints.ts';
import { type OwnerListParams, withoutItem } from '#src/client/lib/owner-pages.ts';
import type {
  ContractSort,
  CreateContractInput,
  OwnerContractPage,
} from '#src/shared/contracts/contracts.ts';

/** The owner's contracts per page, on the dashboard and on /my-contract alike (one request serves both). */
export const MY_CONTRACTS_PAGE_SIZE = 10;

/** GET /api/contract-types: the kinds of contract an owner can record. */
export function useContractTypes() {
  return useQuery(endpointQuery('GET /api/contract-types'));
}

/** GET /api/contracts/user, a page: the signed-in owner's contracts, searched and sorted by the server. */
export function useMyContractsPage(params: OwnerListParams<ContractSort>) {
  return useQuery({
    ...asPage(endpointQuery('GET /api/contracts/user', { query: params })),
    placeholderData: keepPreviousData,
  });
}

/**
 * What a new or deleted contract changes: the owner's list and the staff lists that include it
 * (a manager or developer records their own contracts here too).
 */
function invalidateContracts(queryClient: QueryClient) {
  return invalidate(queryClient, [
    'GET /api/contracts/user',
    'GET /api/contracts/byuser/:userId',
    'GET /api/manager/contracts',
    'GET /api/dev/contracts',
  ]);
}

/** POST /api/contracts; the owner's list is refetched after adding. */
export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateContractInput) => call('POST /api/contracts', { body: input }),
    onSuccess: () => invalidateContracts(queryClient),
  });
}

/** DELETE /api/contracts/{id}: the contract leaves the owner's list at once, then the lists refetch. */
export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /api/contracts/:id', { params: { id } }),
    onSuccess: (_ok, id) => {
      queryClient.setQueriesData<OwnerContractPage>({ queryKey: keyOf('GET /api/contracts/user') }, (page) =>
        withoutItem(page, id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateContracts(queryClient);
    },
  });
}
