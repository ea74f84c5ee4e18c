import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, endpointQuery, invalidate, urlOf } from '#src/client/lib/endpoints.ts';
import type { STAFF_VERIFICATION_VIEWS } from '#src/shared/contracts/verification.ts';

/** How many requests a page of the staff's queue shows. */
export const QUEUE_PAGE_SIZE = 10;
/** How often the queue and its bell look for new requests. */
const POLL_MS = 30_000;

/** What a decision changes: the queue (both views) and the public lists' badges. */
const refreshQueue = (queryClient: QueryClient) =>
  invalidate(queryClient, ['GET /api/staff/verifications', 'GET /api/weeks/search']);

/** GET /api/staff/verifications: a page of the queue (waiting, oldest first; or decided). */
export function useVerificationQueue(view: (typeof STAFF_VERIFICATION_VIEWS)[number], page: number) {
  return useQuery({
    ...endpointQuery('GET /api/staff/verifications', { query: { view, page, pageSize: QUEUE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** POST /api/staff/verifications/:id/approve */
export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /api/staff/verifications/:id/approve', { params: { id } }),
    onSettled: () => refreshQueue(queryClient),
  });
}

/** POST /api/staff/verifications/:id/reject: with the reason the owner reads. */
export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call('POST /api/staff/verifications/:id/reject', { params: { id }, body: { reason } }),
    onSettled: () => refreshQueue(queryClient),
  });
}

/** The address of a proof file's download (owner and staff only; the server decides). */
export const proofFileUrl = (id: number, fileId: number) =>
  urlOf('GET /api/verifications/:id/files/:fileId', { params: { id, fileId } });
