import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationAvailability } from '../../../shared/contracts/catalog';
import { errorResponse, idParam, okResponse } from '../../../shared/contracts/common';
import {
  createWeekInput,
  locationIdParam,
  ownerWeek,
  publicWeek,
  weekPage,
  weekSearchQuery,
} from '../../../shared/contracts/weeks';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { requireUser } from '../../plugins/auth';
import type { WeeksService } from './service';

export function weeksRoutes(weeks: WeeksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/vidanta/locations/availability', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { response: { 200: z.array(locationAvailability) } },
      handler: () => weeks.listAvailability(),
    });

    r.get('/api/weeks/search', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { querystring: weekSearchQuery, response: { 200: weekPage } },
      handler: (req) => weeks.search(req.query),
    });

    r.post('/api/weeks', {
      config: { access: 'active' },
      schema: { body: createWeekInput, response: { 201: ownerWeek, '4xx': errorResponse } },
      handler: async (req, reply) => reply.code(201).send(await weeks.create(requireUser(req), req.body)),
    });

    r.get('/api/weeks/my-weeks', {
      config: { access: 'signedIn' },
      schema: { response: { 200: z.array(ownerWeek) } },
      handler: (req) => weeks.listMine(requireUser(req)),
    });

    r.delete('/api/weeks/:id', {
      config: { access: 'signedIn' },
      schema: { params: idParam, response: { 200: okResponse, '4xx': errorResponse } },
      handler: async (req) => {
        await weeks.remove(requireUser(req), req.params.id);
        return { ok: true as const };
      },
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
