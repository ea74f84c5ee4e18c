import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requestLocale } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { savedSearchesEndpoints as api } from '#src/shared/contracts/saved-searches-endpoints.ts';
import type { SavedSearchService } from './saved-searches';

/**
 * Saved searches: "Alert me" (a visitor or a signed-in person), My alerts (the account's, or an
 * address's through the signed link of its mails), and the one-click unsubscribe of one search,
 * whose signed link is the authentication: GET only reads (a mail scanner changes nothing), POST
 * stops it — the mail client's RFC 8058 form or the page's button.
 */
export function savedSearchesRoutes(searches: SavedSearchService, config: Config, limits: LimiterStore) {
  // Each save of a visitor's may mail a confirmation: as many per client as the leads forms allow.
  const saves = limits.limiter(
    'saved-search',
    config.rateLimits.leadsAttempts,
    config.rateLimits.leadsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    route(app, api.create, async (req, reply) => {
      await saves.consume(clientKey(req));
      const created = await searches.create(req.user, req.body, requestLocale(req));
      return reply.code(201).send(created);
    });
    route(app, api.mine, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return searches.mine(requireUser(req).id);
    });
    route(app, api.update, async (req) =>
      searches.update({ userId: requireUser(req).id }, req.params.id, req.body),
    );
    route(app, api.remove, async (req) => {
      await searches.remove({ userId: requireUser(req).id }, req.params.id);
      return { ok: true as const };
    });

    route(app, api.managed, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return searches.managed(req.query.a, req.query.t);
    });
    route(app, api.updateManaged, async (req) =>
      searches.update(
        { address: searches.managedAddress(req.query.a, req.query.t) },
        req.params.id,
        req.body,
      ),
    );
    route(app, api.removeManaged, async (req) => {
      await searches.remove({ address: searches.managedAddress(req.query.a, req.query.t) }, req.params.id);
      return { ok: true as const };
    });

    route(app, api.searchSubscription, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return searches.describe(req.query.s, req.query.t);
    });
    await app.register(async (scope) => {
      // Mail clients post a small form (RFC 8058); the page posts nothing. Neither body is read.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_req, _body, done) => done(null, {}),
      );
      // A mail provider's server posts it, with no browser headers and no cookie.
      route(
        scope,
        api.searchUnsubscribe,
        async (req, reply) => {
          reply.header('cache-control', 'no-store');
          return searches.unsubscribe(req.query.s, req.query.t);
        },
        { config: { crossSiteAllowed: true } },
      );
    });
  };
}
