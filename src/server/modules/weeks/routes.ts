import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { sendRepresentation } from '#src/server/lib/shared-representation.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import { locationAvailability } from '#src/shared/contracts/catalog.ts';
import { errorResponse, idParam, okResponse } from '#src/shared/contracts/common.ts';
import {
  createWeekInput,
  locationIdParam,
  offeredPairs,
  ownerWeek,
  ownerWeeksQuery,
  ownerWeeksResponse,
  publicWeek,
  weekPage,
  weekSearchQuery,
} from '#src/shared/contracts/weeks.ts';
import type { WeeksService } from './service';

export function weeksRoutes(weeks: WeeksService, creations: AttemptLimiter, wholeLists: WholeListLimits) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/vidanta/locations/availability', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { response: { 200: z.array(locationAvailability) } },
      handler: () => weeks.listAvailability(),
    });

    r.get('/api/weeks/offered', {
      config: { access: 'public' },
      schema: { response: { 200: offeredPairs } },
      handler: () => weeks.listOfferedPairs(),
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
      handler: async (req, reply) => {
        const user = requireUser(req);
        await creations.consume(`week|${user.id}`);
        return reply.code(201).send(await weeks.create(user, req.body));
      },
    });

    r.get('/api/weeks/my-weeks', {
      config: { access: 'signedIn' },
      schema: { querystring: ownerWeeksQuery, response: { 200: ownerWeeksResponse, '4xx': errorResponse } },
      handler: (req) => weeks.listMine(requireUser(req), req.query),
    });

    r.delete('/api/weeks/:id', {
      config: { access: 'signedIn' },
      schema: { params: idParam, response: { 200: okResponse, '4xx': errorResponse } },
      handler: async (req) => {
        await weeks.remove(requireUser(req), req.params.id);
        return { ok: true as const };
      },
    });

    // The whole catalogue answers with bytes built once and shared (decision 012), a few times a
    // minute per client (decision 047: the app pages through /api/weeks/search); the schema
    // documents their shape.
    r.get('/api/weeks/location', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(publicWeek), '4xx': errorResponse } },
      handler: async (req, reply) => {
        await wholeLists.consume(req, 'weeks');
        const rep = await weeks.wholeCatalogue('all');
        return rep ? sendRepresentation(req, reply, rep) : [];
      },
    });

    r.get('/api/weeks/location/:id', {
      config: { access: 'public' },
      schema: { params: locationIdParam, response: { 200: z.array(publicWeek), '4xx': errorResponse } },
      handler: async (req, reply) => {
        await wholeLists.consume(req, 'weeks-location');
        const rep = await weeks.wholeCatalogue(req.params.id);
        // An id that is no location has no weeks, as before; nothing is built or kept for it.
        return rep ? sendRepresentation(req, reply, rep) : [];
      },
    });
  };
}
