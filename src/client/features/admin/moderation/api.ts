import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';
import type { ReportDecisionInput, UnhideInput } from '#src/shared/contracts/moderation.ts';
import type { ReportKind, ReportStatus } from '#src/shared/moderation/rules.ts';

/** The rows of one page of the staff's queue. */
export const STAFF_REPORTS_PAGE_SIZE = 10;
/** How often the staff's bell looks for new reports. */
const POLL_MS = 30_000;

/** GET /api/staff/reports: one status's reports (open ones oldest first), paged by the server. */
export function useStaffReports(f: { status: ReportStatus; kind?: ReportKind; page: number }) {
  return useQuery({
    ...endpointQuery('GET /api/staff/reports', {
      query: { status: f.status, kind: f.kind, page: f.page, pageSize: STAFF_REPORTS_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** The bell's count: the open reports' total, polled. */
export function useOpenReportsCount() {
  return useQuery({
    ...endpointQuery('GET /api/staff/reports', { query: { status: 'open', page: 1, pageSize: 1 } }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** POST /api/staff/reports/:id/decision: every status's list moves (the item's reports are decided together). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportDecisionInput }) =>
      call('POST /api/staff/reports/:id/decision', { params: { id }, body }),
    onSuccess: () => invalidate(queryClient, ['GET /api/staff/reports']),
  });
}

/** POST /api/staff/reports/unhide. */
export function useUnhide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnhideInput) => call('POST /api/staff/reports/unhide', { body }),
    onSuccess: () => invalidate(queryClient, ['GET /api/staff/reports']),
  });
}
