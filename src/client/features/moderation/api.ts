import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';
import type { CreateReportInput } from '#src/shared/contracts/moderation.ts';

/** How many of a person's reports a page of My reports shows. */
export const MY_REPORTS_PAGE_SIZE = 5;

/** POST /api/reports: refreshes the person's own list (a staff screen open elsewhere polls). */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportInput) => call('POST /api/reports', { body }),
    onSuccess: () => invalidate(queryClient, ['GET /api/reports/mine']),
  });
}

/** GET /api/reports/mine: the person's reports, newest first, a page at a time. */
export function useMyReports(page: number) {
  return useQuery({
    ...endpointQuery('GET /api/reports/mine', { query: { page, pageSize: MY_REPORTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
