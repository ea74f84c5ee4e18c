import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '#src/server/lib/pg-errors.ts';
import { errorResponse } from '#src/shared/contracts/common.ts';
import {
  exchangeRateInput,
  exchangeRateResponse,
  healthResponse,
  healthUnavailableResponse,
  siteConfigResponse,
} from '#src/shared/contracts/system.ts';
import type { ExchangeRateService } from './exchange-rates';
import { probeDatabase } from './health';

export function systemRoutes(config: Config, database: Database, rates: ExchangeRateService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/config', {
      config: { access: 'public' },
      schema: { response: { 200: siteConfigResponse } },
      handler: async () => ({
        operator: config.operator,
        hero: config.hero,
        exchangeRate: await rates.current(),
      }),
    });

    // Staff set the peso rate shown beside prices (it replaces the configured or fetched one).
    r.put('/api/exchange-rate', {
      config: { access: 'manager' },
      schema: { body: exchangeRateInput, response: { 200: exchangeRateResponse, '4xx': errorResponse } },
      handler: (req) => rates.setByStaff(req.body.usdMxn, req.body.date),
    });

    r.get('/api/health', {
      config: { access: 'public' },
      schema: { response: { 200: healthResponse, 503: healthUnavailableResponse } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { state, error } = await probeDatabase(database);
        if (state === 'up' || state === 'busy')
          return { status: 'ok' as const, database: database.kind, databaseState: state };
        request.log.warn({ err: error, databaseState: state }, 'health: the database is not answering');
        reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return {
          status: 'unavailable' as const,
          database: database.kind,
          databaseState: state,
          message: DATABASE_UNAVAILABLE_MESSAGE,
          code: 'UNAVAILABLE' as const,
        };
      },
    });
  };
}
