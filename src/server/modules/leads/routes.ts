import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/contracts/common';
import {
  leadReceived,
  propertyInterest,
  propertyInterestInput,
  weekInterest,
  weekInterestInput,
  weekRequest,
  weekRequestInput,
} from '../../../shared/contracts/leads';
import type { Config } from '../../config';
import { clientKey } from '../../lib/client-address';
import type { LimiterStore } from '../../lib/rate-limit';
import type { LeadsService } from './service';

/**
 * The anonymous forms. Each is limited per address, has a honeypot field (a filled one is
 * answered like a success and stored nowhere, so a bot learns nothing), and bounded texts.
 */
export function leadsRoutes(leads: LeadsService, config: Config, limits: LimiterStore) {
  const limiter = limits.limiter(
    'leads',
    config.rateLimits.leadsAttempts,
    config.rateLimits.leadsWindowSeconds,
  );
  const isBot = (body: { website?: string }) => !!body.website?.trim();
  const received = { ok: true as const };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const limited = async (req: FastifyRequest, kind: string) => limiter.consume(`${kind}|${clientKey(req)}`);

    r.post('/api/week-requests', {
      config: { access: 'public' },
      schema: { body: weekRequestInput, response: { 201: leadReceived, '4xx': errorResponse } },
      handler: async (req, reply) => {
        await limited(req, 'week-request');
        if (!isBot(req.body)) await leads.createWeekRequest(req.body);
        return reply.code(201).send(received);
      },
    });

    r.post('/api/week-interests', {
      config: { access: 'public' },
      schema: { body: weekInterestInput, response: { 201: leadReceived, '4xx': errorResponse } },
      handler: async (req, reply) => {
        await limited(req, 'interest');
        if (!isBot(req.body)) await leads.createWeekInterest(req.body);
        return reply.code(201).send(received);
      },
    });

    r.post('/api/property-listing-interests', {
      config: { access: 'public' },
      schema: { body: propertyInterestInput, response: { 201: leadReceived, '4xx': errorResponse } },
      handler: async (req, reply) => {
        await limited(req, 'interest');
        if (!isBot(req.body)) await leads.createPropertyInterest(req.body);
        return reply.code(201).send(received);
      },
    });

    r.get('/api/week-requests', {
      config: { access: 'manager' },
      schema: { response: { 200: z.array(weekRequest) } },
      handler: () => leads.listWeekRequests(),
    });

    r.get('/api/week-interests', {
      config: { access: 'manager' },
      schema: { response: { 200: z.array(weekInterest) } },
      handler: () => leads.listWeekInterests(),
    });

    r.get('/api/property-listing-interests', {
      config: { access: 'manager' },
      schema: { response: { 200: z.array(propertyInterest) } },
      handler: () => leads.listPropertyInterests(),
    });
  };
}
