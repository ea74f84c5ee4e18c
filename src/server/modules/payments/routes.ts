import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { errorResponse } from '#src/shared/contracts/common.ts';
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
  publicPaymentLink,
  testConfirmInput,
  testConfirmResponse,
  webhookResponse,
} from '#src/shared/contracts/payments.ts';
import type { PaymentLinksService } from './links';
import type { PaymentsService } from './service';
import type { stripeWebhooks } from './webhooks';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

export function paymentsRoutes(
  payments: PaymentsService,
  links: PaymentLinksService,
  webhooks: ReturnType<typeof stripeWebhooks>,
  config: Config,
  limits: LimiterStore,
) {
  // Checkout forms are where stolen cards get tested: starting and confirming payments is limited per address.
  const limiter = limits.limiter(
    'payments',
    config.rateLimits.paymentsAttempts,
    config.rateLimits.paymentsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/payments/config', {
      config: { access: 'public' },
      schema: { response: { 200: paymentsConfigResponse } },
      handler: () => payments.config(),
    });

    // Public: a payment link's payer may have no account; a tier needs one (checked in the service).
    r.post('/api/create-payment-intent', {
      config: { access: 'public' },
      schema: { body: createPaymentIntentInput, response: { 200: createPaymentIntentResponse, ...errors } },
      handler: async (req) => {
        await limiter.consume(`payment|${clientKey(req)}`);
        return payments.createIntent(req.user, req.body);
      },
    });

    // The built-in provider's confirm step exists only when it is the provider.
    if (payments.config().provider === 'test') {
      r.post('/api/payments/test/confirm', {
        config: { access: 'public' },
        schema: { body: testConfirmInput, response: { 200: testConfirmResponse, ...errors } },
        handler: async (req) => {
          await limiter.consume(`payment|${clientKey(req)}`);
          return payments.confirmTestPayment(req.body);
        },
      });
    }

    r.get('/api/payments/status', {
      config: { access: 'public' },
      schema: { querystring: paymentStatusQuery, response: { 200: paymentStatusResponse, ...errors } },
      handler: async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return payments.status(req.query);
      },
    });

    r.get('/api/payments/my-membership', {
      config: { access: 'signedIn' },
      schema: { response: { 200: myMembershipResponse } },
      handler: (req) => payments.myMembership(requireUser(req).id),
    });

    r.get('/api/payments/memberships', {
      config: { access: 'manager' },
      schema: { querystring: membershipsQuery, response: { 200: membershipList } },
      handler: (req) => payments.memberships(req.query),
    });

    r.post('/api/create-custom-payment-link', {
      config: { access: 'manager' },
      schema: { body: createPaymentLinkInput, response: { 201: createPaymentLinkResponse, ...errors } },
      handler: async (req, reply) => {
        const link = await links.create(requireUser(req), req.body);
        return reply.code(201).send(link);
      },
    });

    r.get('/api/payment-links', {
      config: { access: 'manager' },
      schema: { querystring: pageQuery, response: { 200: paymentLinkList } },
      handler: (req) => links.list(req.query),
    });

    r.get('/api/payment-links/:token', {
      config: { access: 'public' },
      schema: {
        params: z.object({ token: z.string().min(1).max(64) }),
        response: { 200: publicPaymentLink, ...errors },
      },
      handler: (req) => links.publicLink(req.params.token),
    });

    // Its own scope: only this route reads the body as raw bytes, which the signature is computed over.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook', {
        // Server to server: no cookie, no browser headers; the signature is the authentication.
        config: { access: 'public', crossSiteAllowed: true },
        schema: { response: { 200: webhookResponse, ...errors } },
        handler: async (req) => {
          const signature = req.headers['stripe-signature'];
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const { duplicate } = await webhooks.receive(
            body,
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const, duplicate };
        },
      });
    });
  };
}
