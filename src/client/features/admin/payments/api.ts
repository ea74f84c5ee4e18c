import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, invalidate } from '#src/client/lib/endpoints.ts';

/** GET /api/payments/config: whether the built-in test provider takes the payments (the control is for it only). */
export function usePaymentsMode() {
  return useQuery(endpointQuery('GET /api/payments/config'));
}

/** GET /api/payments/pending: the OXXO and SPEI payments waiting for their payer (staff, test mode). */
export function usePendingPayments(page: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery('GET /api/payments/pending', { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 15_000,
    enabled,
  });
}

/** POST /api/payments/test/settle: staff play the payer (paid) or the deadline (expired), test mode only. */
export function useSettlePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { paymentIntentId: string; outcome: 'paid' | 'expired' }) =>
      call('POST /api/payments/test/settle', { body: input }),
    onSettled: () =>
      invalidate(queryClient, [
        'GET /api/payments/pending',
        'GET /api/payments/memberships',
        'GET /api/weeks/search',
        'GET /api/staff/bookings',
      ]),
  });
}
