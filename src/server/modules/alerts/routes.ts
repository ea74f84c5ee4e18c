import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alertLinkQuery, alertSubscription, alertSubscriptionChanged } from '#src/shared/contracts/alerts.ts';
import { errorResponse } from '#src/shared/contracts/common.ts';
import type { WeekAlerts } from './service';

/**
 * The alert's unsubscribe: the signed link is the authentication (no account, no cookie). GET
 * only reads, so a mail scanner that follows links changes nothing; a POST stops the alert — the
 * mail client's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`, from a server) or
 * the confirmation page. The page's undo restarts it.
 */
export function alertsRoutes(alerts: WeekAlerts) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/alerts/unsubscribe', {
      config: { access: 'public' },
      schema: { querystring: alertLinkQuery, response: { 200: alertSubscription, '4xx': errorResponse } },
      handler: async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return alerts.describe(req.query.r, req.query.t);
      },
    });

    await app.register(async (scope) => {
      // Mail clients post a small form; the page posts nothing. Either way the body is not read.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_req, _body, done) => done(null, {}),
      );
      const s = scope.withTypeProvider<ZodTypeProvider>();
      const change = (path: string, subscribed: boolean, crossSiteAllowed: boolean) =>
        s.post(path, {
          config: { access: 'public', crossSiteAllowed },
          schema: {
            querystring: alertLinkQuery,
            response: { 200: alertSubscriptionChanged, '4xx': errorResponse },
          },
          handler: async (req, reply) => {
            reply.header('cache-control', 'no-store');
            return alerts.setSubscribed(req.query.r, req.query.t, subscribed);
          },
        });
      // A mail provider's server posts the unsubscribe, with no browser headers and no cookie.
      change('/api/alerts/unsubscribe', false, true);
      change('/api/alerts/resubscribe', true, false);
    });
  };
}
