import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, requestName, toQueryString } from '#src/client/lib/api.ts';
import { currentUserKey } from '#src/client/lib/current-user.ts';
import type {
  CreatePaymentIntentResponse,
  CreatePaymentLinkInput,
  MyMembership,
  PaymentLink,
  PaymentLinkList,
  PaymentStatusResponse,
  PaymentsConfig,
  PublicPaymentLink,
  TestConfirmInput,
} from '#src/shared/contracts/payments.ts';

/** GET /api/payments/config: Stripe (with its publishable key) or the built-in test provider. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: ['/api/payments/config'],
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/api/payments/config', { signal }),
  });
}

export type IntentRequest = { amount: number; tier: string } | { amount: number; link: string };

/**
 * POST /api/create-payment-intent, run as a query: the checkout needs one intent per visit, and the
 * server answers a repeat with the same intent (idempotency key), so a remount costs nothing.
 */
export function usePaymentIntent(request: IntentRequest | null) {
  return useQuery({
    queryKey: ['/api/create-payment-intent', request],
    queryFn: () => apiRequest<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', request),
    enabled: request !== null,
    gcTime: 0,
  });
}

const testConfirmPath = '/api/payments/test/confirm';

/** The test card's confirm, as a failure toast names it: a decline is an answer, not an error. */
export const testConfirmRequest = requestName('POST', testConfirmPath);

/** POST /api/payments/test/confirm: the built-in provider's card form. */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // The current user (now active, decision 010) is refetched by the return page, not here: an
    // active member on a tier's /checkout would be sent to the dashboard before reaching it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/payments/my-membership'] }),
    mutationFn: (input: TestConfirmInput) =>
      apiRequest<{
        status: PaymentStatusResponse['status'];
        message: string | null;
        declineCode: string | null;
      }>('POST', testConfirmPath, input),
  });
}

/**
 * GET /api/payments/status: the recorded outcome, for the return page. A success (Stripe's return
 * lands here) has activated the payer: the current user is refetched before the outcome shows.
 */
export function usePaymentStatus(paymentIntent: string | null, clientSecret: string | null) {
  const queryClient = useQueryClient();
  const path = `/api/payments/status${toQueryString({
    payment_intent: paymentIntent ?? undefined,
    payment_intent_client_secret: clientSecret ?? undefined,
  })}`;
  return useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      const status = await apiGet<PaymentStatusResponse>(path, { signal });
      if (status.status === 'succeeded') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: currentUserKey }),
          queryClient.invalidateQueries({ queryKey: ['/api/payments/my-membership'] }),
        ]);
      }
      return status;
    },
    enabled: !!paymentIntent && !!clientSecret,
  });
}

/** GET /api/payment-links/:token: what a payer of a custom link is paying for. */
export function usePublicPaymentLink(token: string | null) {
  const path = `/api/payment-links/${encodeURIComponent(token ?? '')}`;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => apiGet<PublicPaymentLink>(path, { signal }),
    enabled: !!token,
  });
}

/** GET /api/payment-links: the staff list, newest first, a page at a time. */
export function usePaymentLinks(page: number) {
  const path = `/api/payment-links${toQueryString({ page, pageSize: 10 })}`;
  return useQuery({
    queryKey: ['/api/payment-links', page],
    queryFn: ({ signal }) => apiGet<PaymentLinkList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/create-custom-payment-link; the list is refetched. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkInput) =>
      apiRequest<PaymentLink>('POST', '/api/create-custom-payment-link', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/payment-links'] }),
  });
}

/** GET /api/payments/my-membership: whether this account's membership payment has been received. */
export function useMyMembership(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/payments/my-membership'],
    queryFn: ({ signal }) => apiGet<MyMembership>('/api/payments/my-membership', { signal }),
    enabled,
  });
}
