import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { insightsRoutes } from './routes';
import { insightsService } from './service';
import { startGuidanceRefresh, startViewsSweep } from './sweep';

/**
 * Owners' insights in the app (decision 068): the routes, with view reports counted per client
 * address (60 in ten minutes; past it a report is accepted and not counted), and in each process
 * once ready the hourly sweep of the days of views that are over and the refresh of the price
 * guidance kept ahead, both stopped when the app closes.
 */
export async function setUpInsights(app: FastifyInstance, db: Db, changes: ChangeFeed, limits: LimiterStore) {
  const insights = insightsService(db, changes);
  await app.register(insightsRoutes(insights, limits.limiter('week-views', 60, 600)));
  let stops: (() => void)[] = [];
  app.addHook('onReady', async () => {
    stops = [startViewsSweep(insights, app.log), startGuidanceRefresh(insights, app.log)];
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
