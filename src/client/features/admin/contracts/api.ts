import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toQueryString } from '#src/client/lib/api.ts';
import type { AdminUserPage } from '#src/shared/contracts/accounts.ts';
import type { Page, StaffContract, UpdateContractInput } from '#src/shared/contracts/staff.ts';

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
  const path = contractsPathFor(role);
  const params = { ...filters, page, pageSize: 10 };
  return useQuery({
    queryKey: [path, params],
    queryFn: ({ signal }) => apiGet<Page<StaffContract>>(`${path}${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
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
  return useQuery({
    queryKey: ['/api/users', 'by-name', params],
    queryFn: ({ signal }) => apiGet<AdminUserPage>(`/api/users${toQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every list a contract appears in, for staff and for its owner. */
export function invalidateContracts(queryClient: QueryClient) {
  return Promise.all(
    [
      '/api/dev/contracts',
      '/api/manager/contracts',
      '/api/contracts/byuser',
      '/api/contracts/user',
      '/api/dev/summary',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );
}

/** PATCH /api/contracts/{id} (managers and developers). */
export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateContractInput }) =>
      apiRequest<StaffContract>('PATCH', `/api/contracts/${id}`, changes),
    onSuccess: () => invalidateContracts(queryClient),
  });
}

/** DELETE /api/contracts/{id} (developers may delete anyone's). */
export function useRemoveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>('DELETE', `/api/contracts/${id}`),
    onSuccess: () => invalidateContracts(queryClient),
  });
}
