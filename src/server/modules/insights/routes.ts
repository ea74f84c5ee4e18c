import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { insightsEndpoints as api } from '#src/shared/contracts/insights-endpoints.ts';
import type { InsightsService } from './service';

export function insightsRoutes(insights: InsightsService) {
  return async (app: FastifyInstance) => {
    route(app, api.priceGuidance, (req) => insights.priceGuidance(req.query));
    route(app, api.demand, (req) => insights.demand(req.query));
    route(app, api.weekInsights, (req) => insights.weekInsights(requireUser(req), req.query.ids));
    route(app, api.summary, (req) => insights.summary(requireUser(req)));
    route(app, api.views, async (req) => {
      await insights.recordViews(req.body.weekIds, {
        user: req.user ?? null,
        address: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return { ok: true as const };
    });
  };
}
