import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, siteConfigResponse } from '../../../shared/contracts/system';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

export function systemRoutes(config: Config, database: Database) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/config', {
      config: { access: 'public' },
      schema: { response: { 200: siteConfigResponse } },
      handler: async () => ({ operator: config.operator, hero: config.hero }),
    });

    r.get('/api/health', {
      config: { access: 'public' },
      schema: { response: { 200: healthResponse } },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      },
    });
  };
}
