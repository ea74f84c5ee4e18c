import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '#src/client/lib/current-user.ts';
import { call, type Endpoint, endpointQuery, invalidate, pathOf } from '#src/client/lib/endpoints.ts';
import type { CreatePaymentLinkInput, TestConfirmInput } from '#src/shared/contracts/payments.ts';
import type { DelayedMethod } from '#src/shared/payments/methods.ts';

/** GET /api/payments/config: Stripe (with its publishable key) or the built-in test provider. */
export function usePaymentsConfig() {
  return useQuery(endpointQuery('GET /api/payments/config'));
}

export type IntentRequest = { amount: number; tier: string } | { amount: number; link: string };

/** What an OXXO voucher or SPEI transfer is asked with: the purchase, the method, who pays (a link's payer without an account). */
export type DelayedIntentRequest = IntentRequest & {
  method: DelayedMethod;
  payer?: { name: string; email: string };
};

/** POST /api/create-payment-intent for OXXO or SPEI: the voucher or the transfer, made once, at the person's click. */
export function useCreateDelayedIntent() {
  return useMutation({
    mutationFn: (request: DelayedIntentRequest) => call('POST /api/create-payment-intent', { body: request }),
  });
}

/** The address of a payment's own page (what the mails link to): its voucher, its transfer, or its outcome. */
export const paymentPagePath = (paymentIntentId: string, clientSecret: string) =>
  `/payment-success?${new URLSearchParams({ payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret })}`;

/** How often a voucher's page asks whether its payment arrived. */
const WAITING_POLL_MS = 5_000;

/**
 * POST /api/create-payment-intent, run as a query: the checkout needs one intent per visit, and the
 * server answers a repeat with the same intent (idempotency key), so a remount costs nothing.
 */
export function usePaymentIntent(request: IntentRequest | null) {
  return useQuery({
    queryKey: [pathOf('POST /api/create-payment-intent'), request],
    queryFn: request ? () => call('POST /api/create-payment-intent', { body: request }) : skipToken,
    gcTime: 0,
  });
}

/**
 * The test card's confirm, as a failure toast names it (a request is named by its method and
 * address, here its endpoint's name): a decline is an answer, not an error.
 */
export const testConfirmRequest = 'POST /api/payments/test/confirm' satisfies Endpoint;

/** POST /api/payments/test/confirm: the built-in provider's card form. */
export function useConfirmTestPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // The current user (now active, decision 010) is refetched by the return page, not here: an
    // active member on a tier's /checkout would be sent to the dashboard before reaching it.
    onSuccess: () => invalidate(queryClient, ['GET /api/payments/my-membership']),
    mutationFn: (input: TestConfirmInput) => call(testConfirmRequest, { body: input }),
  });
}

/**
 * GET /api/payments/status: the recorded outcome, for the return page. A success (Stripe's return
 * lands here) has activated the payer: the current user is refetched before the outcome shows.
 */
export function usePaymentStatus(paymentIntent: string | null, clientSecret: string | null) {
  const queryClient = useQueryClient();
  const status = endpointQuery('GET /api/payments/status', {
    query: { payment_intent: paymentIntent ?? '', payment_intent_client_secret: clientSecret ?? '' },
  });
  return useQuery({
    ...status,
    queryFn: async (context) => {
      const answer = await status.queryFn(context);
      if (answer.status === 'succeeded') {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: currentUserKey }),
          invalidate(queryClient, ['GET /api/payments/my-membership']),
        ]);
      }
      return answer;
    },
    enabled: !!paymentIntent && !!clientSecret,
    // An OXXO voucher or SPEI transfer waits for its payer: asked again until it is settled.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.data.delayed ? WAITING_POLL_MS : false,
  });
}

/** GET /api/payment-links/:token: what a payer of a custom link is paying for. */
export function usePublicPaymentLink(token: string | null) {
  return useQuery({
    ...endpointQuery('GET /api/payment-links/:token', { params: { token: token ?? '' } }),
    enabled: !!token,
  });
}

/** GET /api/payment-links: the staff list, newest first, a page at a time. */
export function usePaymentLinks(page: number) {
  return useQuery({
    ...endpointQuery('GET /api/payment-links', { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/create-custom-payment-link; the list is refetched. */
export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentLinkInput) =>
      call('POST /api/create-custom-payment-link', { body: input }),
    onSuccess: () => invalidate(queryClient, ['GET /api/payment-links']),
  });
}

/** GET /api/payments/my-membership: whether this account's membership payment has been received. */
export function useMyMembership(enabled: boolean) {
  return useQuery({
    ...endpointQuery('GET /api/payments/my-membership'),
    enabled,
  });
}
