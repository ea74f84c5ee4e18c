import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { alertsEndpoints as api } from '#src/shared/contracts/alerts-endpoints.ts';
import type { WeekAlerts } from './service';

/** Confirmation-link reads and clicks per client address, per leads window: a page load is one of each. */
const CONFIRM_CALLS_PER_LEAD = 4;

/**
 * The alert's unsubscribe: the signed link is the authentication (no account, no cookie). GET
 * only reads, so a mail scanner that follows links changes nothing; a POST stops the alert — the
 * mail client's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`, from a server) or
 * the confirmation page. The page's undo restarts it.
 */
export function alertsRoutes(alerts: WeekAlerts, config: Config, limits: LimiterStore) {
  // Guessing a token is hopeless (32 random bytes); the limit keeps a script from trying anyway.
  const confirmLimiter = limits.limiter(
    'alert-confirm',
    config.rateLimits.leadsAttempts * CONFIRM_CALLS_PER_LEAD,
    config.rateLimits.leadsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    // The confirmation link of a week request's receipt (double opt-in, decision 039): the page
    // reads the link's state, and only its button's POST confirms, so a mail scanner that follows
    // the link (a GET, even with scripts run) confirms nothing.
    route(app, api.confirmation, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await confirmLimiter.consume(clientKey(req));
      return { state: await alerts.confirmationState(req.query.token) };
    });
    route(app, api.confirm, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await confirmLimiter.consume(clientKey(req));
      return { state: await alerts.confirm(req.body.token) };
    });

    route(app, api.subscription, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return alerts.describe(req.query.r, req.query.t);
    });

    await app.register(async (scope) => {
      // Mail clients post a small form; the page posts nothing. Either way the body is not read.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_req, _body, done) => done(null, {}),
      );
      const change = (
        definition: typeof api.unsubscribe | typeof api.resubscribe,
        subscribed: boolean,
        crossSiteAllowed: boolean,
      ) =>
        route(
          scope,
          definition,
          async (req, reply) => {
            reply.header('cache-control', 'no-store');
            return alerts.setSubscribed(req.query.r, req.query.t, subscribed);
          },
          { config: { crossSiteAllowed } },
        );
      // A mail provider's server posts the unsubscribe, with no browser headers and no cookie.
      change(api.unsubscribe, false, true);
      change(api.resubscribe, true, false);
    });
  };
}
