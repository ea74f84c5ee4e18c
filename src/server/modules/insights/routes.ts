import type { FastifyInstance } from 'fastify';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { insightsEndpoints as api } from '#src/shared/contracts/insights-endpoints.ts';
import type { InsightsService } from './service';

/**
 * `viewReports` bounds the view reports one client address makes (60 per 10 minutes by default: a
 * person scrolling reports at most one batch every two seconds). Past it a report is answered as
 * usual and not counted, so a script cannot raise a week's views by changing its browser name.
 */
export function insightsRoutes(insights: InsightsService, viewReports: Pick<AttemptLimiter, 'tryConsume'>) {
  return async (app: FastifyInstance) => {
    route(app, api.priceGuidance, (req) => insights.priceGuidance(requireUser(req), req.query));
    route(app, api.demand, (req) => insights.demand(req.query));
    route(app, api.weekInsights, (req) => insights.weekInsights(requireUser(req), req.query.ids));
    route(app, api.summary, (req) => insights.summary(requireUser(req)));
    route(app, api.views, async (req) => {
      if (!(await viewReports.tryConsume(clientKey(req)))) return { ok: true as const };
      await insights.recordViews(req.body.weekIds, {
        user: req.user ?? null,
        address: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return { ok: true as const };
    });
  };
}
