import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate, urlOf } from '#src/client/lib/endpoints.ts';
import type { InvoiceRequest } from '#src/shared/contracts/invoices.ts';

/** GET /api/invoices: the person's payments and commissions of the last months, with their invoices. */
export const useMyInvoices = () => useQuery(endpointQuery('GET /api/invoices'));

/** POST /api/invoices: the person's list and the staff's month change. */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequest) => call('POST /api/invoices', { body }),
    onSettled: () => invalidate(queryClient, ['GET /api/invoices', 'GET /api/staff/invoices']),
  });
}

/** An invoice's PDF or XML, as a download. */
export const invoiceFileUrl = (id: number, format: 'pdf' | 'xml') =>
  urlOf('GET /api/invoices/:id/files/:format', { params: { id, format } });
