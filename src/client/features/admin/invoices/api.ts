import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, urlOf } from '#src/client/lib/endpoints.ts';

/** GET /api/staff/invoices: a month's invoices and what its global invoice would cover. */
export const useStaffInvoices = (month: string) =>
  useQuery(endpointQuery('GET /api/staff/invoices', { query: { month } }));

/** POST /api/staff/invoices/global: the month and the people's lists change. */
export function useIssueGlobalInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => call('POST /api/staff/invoices/global', { body: { month } }),
    onSettled: () => invalidate(queryClient, ['GET /api/staff/invoices', 'GET /api/invoices']),
  });
}

/** An invoice's PDF or XML, as a download (staff read every invoice). */
export const staffInvoiceFileUrl = (id: number, format: 'pdf' | 'xml') =>
  urlOf('GET /api/invoices/:id/files/:format', { params: { id, format } });
