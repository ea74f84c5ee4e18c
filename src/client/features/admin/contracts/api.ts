import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';
import type { UpdateContractInput } from '#src/shared/contracts/staff.ts';
import { staffPage, useStaffMutation } from '../lib/staff-queries';

export interface ContractFilters {
  q?: string;
  contractNumber?: string;
  unitType?: string;
  owner?: string;
}

/** A page of every contract, filtered by the server: developers read /api/dev/contracts, managers /api/manager/contracts. */
export function useAllContracts(role: 'dev' | 'manager', page: number, filters: ContractFilters) {
  const query = { ...filters, page, pageSize: 10 };
  return useQuery({
    ...staffPage(
      role === 'dev'
        ? endpointQuery('GET /api/dev/contracts', { query })
        : endpointQuery('GET /api/manager/contracts', { query }),
    ),
    refetchOnWindowFocus: true,
  });
}

/** GET /api/contracts/byuser/{userId}: one owner's contracts. */
export function useContractsOf(userId: number | undefined) {
  return useQuery({
    ...endpointQuery('GET /api/contracts/byuser/:userId', { params: { userId: userId ?? 0 } }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** GET /api/users sorted by last name: the Manager Dashboard's User Management. */
export function useUsersByName(page: number, q: string) {
  const query = { sort: 'name' as const, q: q.trim() || undefined, page, pageSize: 20 };
  const users = endpointQuery('GET /api/users', { query });
  // Its own key beside the Accounts Management lists, which read the same path.
  return useQuery({ ...staffPage(users), queryKey: [users.queryKey[0], 'by-name', query] });
}

/** Every list a contract appears in, for staff and for its owner. */
export const invalidateContracts = (queryClient: QueryClient) =>
  invalidate(queryClient, [
    'GET /api/dev/contracts',
    'GET /api/manager/contracts',
    'GET /api/contracts/byuser/:userId',
    'GET /api/contracts/user',
    'GET /api/dev/summary',
  ]);

/** PATCH /api/contracts/{id} (managers and developers). */
export const useUpdateContract = () =>
  useStaffMutation(
    ({ id, changes }: { id: number; changes: UpdateContractInput }) =>
      call('PATCH /api/contracts/:id', { params: { id }, body: changes }),
    invalidateContracts,
  );

/** DELETE /api/contracts/{id} (developers may delete anyone's). */
export const useRemoveContract = () =>
  useStaffMutation(
    (id: number) => call('DELETE /api/contracts/:id', { params: { id } }),
    invalidateContracts,
  );
