import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/client/lib/api.ts';
import type { AdminUserPage } from '#src/shared/contracts/accounts.ts';
import type { Page, StaffContract, UpdateContractInput } from '#src/shared/contracts/staff.ts';
import { invalidatePaths, staffPage, useStaffMutation } from '../lib/staff-queries';

/** Developers read /api/dev/contracts, managers /api/manager/contracts: the same list. */
export const contractsPathFor = (role: 'dev' | 'manager') =>
  role === 'dev' ? '/api/dev/contracts' : '/api/manager/contracts';

export interface ContractFilters {
  q?: string;
  contractNumber?: string;
  unitType?: string;
  owner?: string;
}

/** A page of every contract, filtered by the server. */
export function useAllContracts(role: 'dev' | 'manager', page: number, filters: ContractFilters) {
  return useQuery({
    ...staffPage<Page<StaffContract>>(contractsPathFor(role), { ...filters, page, pageSize: 10 }),
    refetchOnWindowFocus: true,
  });
}

/** GET /api/contracts/byuser/{userId}: one owner's contracts. */
export function useContractsOf(userId: number | undefined) {
  return useQuery<StaffContract[]>({
    queryKey: ['/api/contracts/byuser', userId],
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** GET /api/users sorted by last name: the Manager Dashboard's User Management. */
export function useUsersByName(page: number, q: string) {
  const params = { sort: 'name', q: q.trim() || undefined, page, pageSize: 20 };
  // Its own key beside the Accounts Management lists, which read the same path.
  return useQuery({
    ...staffPage<AdminUserPage>('/api/users', params),
    queryKey: ['/api/users', 'by-name', params],
  });
}

/** Every list a contract appears in, for staff and for its owner. */
export const invalidateContracts = (queryClient: QueryClient) =>
  invalidatePaths(queryClient, [
    '/api/dev/contracts',
    '/api/manager/contracts',
    '/api/contracts/byuser',
    '/api/contracts/user',
    '/api/dev/summary',
  ]);

/** PATCH /api/contracts/{id} (managers and developers). */
export const useUpdateContract = () =>
  useStaffMutation(
    ({ id, changes }: { id: number; changes: UpdateContractInput }) =>
      apiRequest<StaffContract>('PATCH', `/api/contracts/${id}`, changes),
    invalidateContracts,
  );

/** DELETE /api/contracts/{id} (developers may delete anyone's). */
export const useRemoveContract = () =>
  useStaffMutation(
    (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/contracts/${id}`),
    invalidateContracts,
  );
