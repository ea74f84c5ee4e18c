import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { paymentsEndpoints as api } from '#src/shared/contracts/payments-endpoints.ts';
import type { DelayedPayments } from './expiry';
import type { PaymentLinksService } from './links';
import type { PaymentsService } from './service';
import type { stripeWebhooks } from './webhooks';

export function paymentsRoutes(
  payments: PaymentsService,
  links: PaymentLinksService,
  webhooks: ReturnType<typeof stripeWebhooks>,
  config: Config,
  limits: LimiterStore,
  delayed?: DelayedPayments,
) {
  // Checkout forms are where stolen cards get tested: starting and confirming payments is limited per address.
  const limiter = limits.limiter(
    'payments',
    config.rateLimits.paymentsAttempts,
    config.rateLimits.paymentsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    route(app, api.getPaymentsConfig, () => payments.config());

    // Public: a payment link's payer may have no account; a tier needs one (checked in the service).
    route(app, api.postCreatePaymentIntent, async (req) => {
      await limiter.consume(`payment|${clientKey(req)}`);
      return payments.createIntent(req.user, req.body);
    });

    // The built-in provider's confirm step exists only when it is the provider.
    if (payments.config().provider === 'test') {
      route(app, api.postPaymentsTestConfirm, async (req) => {
        await limiter.consume(`payment|${clientKey(req)}`);
        return payments.confirmTestPayment(req.body);
      });
    }

    route(app, api.getPaymentsStatus, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.status(req.query);
    });

    route(app, api.getPaymentsMyMembership, (req) => payments.myMembership(requireUser(req).id));

    route(app, api.getPaymentsMemberships, (req) => payments.memberships(req.query));

    route(app, api.postCreateCustomPaymentLink, async (req, reply) => {
      const link = await links.create(requireUser(req), req.body);
      return reply.code(201).send(link);
    });

    route(app, api.getPaymentLinks, (req) => links.list(req.query));

    route(app, api.getPaymentLinksByToken, (req) => links.publicLink(req.params.token));

    if (delayed) {
      // Registered in every mode, so that Stripe mode answers a clear 403 rather than a 404.
      route(app, api.postPaymentsTestSettle, (req) => delayed.settleTest(req.body, new Date()));
      route(app, api.getPaymentsPending, (req) => delayed.pending(req.query));
    }

    // Its own scope: only this route reads the body as raw bytes, which the signature is computed over.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      route(
        scope,
        api.postPaymentsWebhook,
        async (req) => {
          const signature = req.headers['stripe-signature'];
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const { duplicate } = await webhooks.receive(
            body,
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const, duplicate };
        },
        // Server to server: no cookie, no browser headers; the signature is the authentication.
        { config: { crossSiteAllowed: true } },
      );
    });
  };
}
