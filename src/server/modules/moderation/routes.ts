import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requestLocale } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { moderationEndpoints as api } from '#src/shared/contracts/moderation-endpoints.ts';
import type { ModerationService } from './service';

/** Reports and decisions name people: never kept by a cache between them and the server. */
const PRIVATE = 'private, no-store';

export function moderationRoutes(moderation: ModerationService, config: Config, limits: LimiterStore) {
  // Reports one account may send per window, counted in the database so every process agrees.
  const perReporter = limits.limiter(
    'reports',
    config.rateLimits.reportsAttempts,
    config.rateLimits.reportsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', PRIVATE);
    });
    route(app, api.postReports, async (req, reply) => {
      const user = requireUser(req);
      await perReporter.consume(`report|${user.id}`);
      return reply.code(201).send(await moderation.create(user, req.body, requestLocale(req)));
    });
    route(app, api.getReportsMine, (req) => moderation.mine(requireUser(req), req.query, requestLocale(req)));
    route(app, api.getStaffReports, (req) => moderation.staffList(req.query, requestLocale(req)));
    route(app, api.postStaffReportsDecision, (req) =>
      moderation.decide(requireUser(req), req.params.id, req.body),
    );
    route(app, api.postStaffReportsUnhide, async (req) => {
      await moderation.unhide(req.body);
      return { ok: true as const };
    });
  };
}
