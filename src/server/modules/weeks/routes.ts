import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationIdParam, publicWeek, weekPage, weekSearchQuery } from '../../../shared/contracts/weeks';
import type { WeeksService } from './service';

export function weeksRoutes(weeks: WeeksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/weeks/search', {
      config: { access: 'public' },
      schema: { querystring: weekSearchQuery, response: { 200: weekPage } },
      handler: (req) => weeks.search(req.query),
    });

    r.get('/api/weeks/location', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(publicWeek) } },
      handler: () => weeks.listFuture(),
    });

    r.get('/api/weeks/location/:id', {
      config: { access: 'public' },
      schema: { params: locationIdParam, response: { 200: z.array(publicWeek) } },
      handler: (req) => weeks.listFuture(req.params.id),
    });
  };
}
