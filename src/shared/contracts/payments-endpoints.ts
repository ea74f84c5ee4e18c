import { z } from 'zod';
import { errorResponse } from './common';
import { endpoint } from './endpoint';
import {
  createPaymentIntentInput,
  createPaymentIntentResponse,
  createPaymentLinkInput,
  createPaymentLinkResponse,
  membershipList,
  membershipsQuery,
  myMembershipResponse,
  pageQuery,
  paymentLinkList,
  paymentStatusQuery,
  paymentStatusResponse,
  paymentsConfigResponse,
  pendingDelayedList,
  publicPaymentLink,
  testConfirmInput,
  testConfirmResponse,
  testSettleInput,
  testSettleResponse,
  webhookResponse,
} from './payments';

const errors = { '4xx': errorResponse, '5xx': errorResponse } as const;

/** Memberships, checkout, payment status, custom payment links and the provider's webhook. */
export const paymentsEndpoints = {
  getPaymentsConfig: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    response: { 200: paymentsConfigResponse },
  }),
  // Public: a payment link's payer may have no account; a tier needs one (checked in the service).
  postCreatePaymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    access: 'public',
    body: createPaymentIntentInput,
    response: { 200: createPaymentIntentResponse, ...errors },
  }),
  /** Only while the built-in test provider is the provider. */
  postPaymentsTestConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/test/confirm',
    access: 'public',
    body: testConfirmInput,
    response: { 200: testConfirmResponse, ...errors },
  }),
  getPaymentsStatus: endpoint({
    method: 'GET',
    path: '/api/payments/status',
    access: 'public',
    query: paymentStatusQuery,
    response: { 200: paymentStatusResponse, ...errors },
  }),
  getPaymentsMyMembership: endpoint({
    method: 'GET',
    path: '/api/payments/my-membership',
    access: 'signedIn',
    response: { 200: myMembershipResponse },
  }),
  getPaymentsMemberships: endpoint({
    method: 'GET',
    path: '/api/payments/memberships',
    access: 'manager',
    query: membershipsQuery,
    response: { 200: membershipList },
  }),
  postCreateCustomPaymentLink: endpoint({
    method: 'POST',
    path: '/api/create-custom-payment-link',
    access: 'manager',
    body: createPaymentLinkInput,
    response: { 201: createPaymentLinkResponse, ...errors },
  }),
  getPaymentLinks: endpoint({
    method: 'GET',
    path: '/api/payment-links',
    access: 'manager',
    query: pageQuery,
    response: { 200: paymentLinkList },
  }),
  getPaymentLinksByToken: endpoint({
    method: 'GET',
    path: '/api/payment-links/:token',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(64) }),
    response: { 200: publicPaymentLink, ...errors },
  }),
  // Server to server: no cookie, no browser headers; the signature over the raw body authenticates.
  postPaymentsWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    response: { 200: webhookResponse, ...errors },
  }),
  /** Staff mark a pending OXXO/SPEI payment paid or expired: the test provider only (403 in Stripe mode). */
  postPaymentsTestSettle: endpoint({
    method: 'POST',
    path: '/api/payments/test/settle',
    access: 'manager',
    body: testSettleInput,
    response: { 200: testSettleResponse, ...errors },
  }),
  getPaymentsPending: endpoint({
    method: 'GET',
    path: '/api/payments/pending',
    access: 'manager',
    query: pageQuery,
    response: { 200: pendingDelayedList },
  }),
};
