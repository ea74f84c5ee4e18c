import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { calendarEndpoints as api } from '#src/shared/contracts/calendar-endpoints.ts';
import { type CalendarFeedsService, feedNotFound } from './service';

/**
 * Reads of one feed per leads window (an hour by default, ten leads): a calendar program reads it
 * every few minutes to hourly, so 60 an hour is ample, and a leaked address hammered stops there.
 */
const FEED_READS_PER_LEAD = 6;
/**
 * Wrong secrets per client address per leads window. Only misses are counted by address: Google's
 * and Apple's fetchers read many people's feeds from a few addresses, and guessing is what this
 * guards against (hopeless anyway against 32 random bytes).
 */
const FEED_MISSES_PER_LEAD = 3;

export const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** Private calendar feeds (decision 067): the person's own settings, and the feed by its secret. */
export function calendarRoutes(feeds: CalendarFeedsService, config: Config, limits: LimiterStore) {
  const reads = limits.limiter(
    'calendar-feed',
    config.rateLimits.leadsAttempts * FEED_READS_PER_LEAD,
    config.rateLimits.leadsWindowSeconds,
  );
  const misses = limits.limiter(
    'calendar-feed-miss',
    config.rateLimits.leadsAttempts * FEED_MISSES_PER_LEAD,
    config.rateLimits.leadsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    route(app, api.getCalendarFeeds, (req) => feeds.mine(requireUser(req)));
    route(app, api.postCalendarFeed, async (req, reply) =>
      reply.code(201).send(await feeds.regenerate(requireUser(req), req.params.kind)),
    );
    route(app, api.deleteCalendarFeed, async (req) => {
      await feeds.turnOff(requireUser(req), req.params.kind);
      return { ok: true as const };
    });

    route(app, api.getCalendarFeed, async (req, reply) => {
      // Personal data: no shared cache keeps it, and no browser writes it to disk.
      reply.header('cache-control', 'private, no-store');
      const feed = await feeds.open(req.params.token);
      if (!feed) {
        await misses.consume(clientKey(req));
        throw feedNotFound();
      }
      await reads.consume(`${feed.kind}|${feed.userId}`);
      const body = await feeds.calendar(feed);
      // The same feed is the same bytes (stable UIDs and stamps), so a calendar that sends back the
      // tag gets a 304 without the body.
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(FEED_CONTENT_TYPE).send(body);
    });
  };
}
