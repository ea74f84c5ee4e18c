import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#src/client/lib/api.ts';
import type { Contract, ContractType, CreateContractInput } from '#src/shared/contracts/contracts.ts';

const myContractsKey = ['/api/contracts/user'] as const;

/** GET /api/contract-types: the kinds of contract an owner can record. */
export function useContractTypes() {
  return useQuery<ContractType[]>({ queryKey: ['/api/contract-types'] });
}

/** GET /api/contracts/user: the signed-in owner's contracts, newest first. */
export function useMyContracts() {
  return useQuery<Contract[]>({ queryKey: myContractsKey });
}

/**
 * What a new or deleted contract changes: the owner's list and the staff lists that include it
 * (a manager or developer records their own contracts here too).
 */
function invalidateContracts(queryClient: QueryClient) {
  return Promise.all(
    [myContractsKey[0], '/api/contracts/byuser', '/api/manager/contracts', '/api/dev/contracts'].map((path) =>
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
      queryClient.setQueryData<Contract[]>(myContractsKey, (contracts) =>
        contracts?.filter((c) => c.id !== id),
      );
      // Not awaited: the confirmation closes now; the lists catch up in the background.
      void invalidateContracts(queryClient);
    },
  });
}
