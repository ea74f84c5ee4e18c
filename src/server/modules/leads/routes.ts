import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { requestLocale } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { sendWholeList, type WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import { errorResponse, idParam, okResponse } from '#src/shared/contracts/common.ts';
import {
  leadRead,
  leadReceived,
  ownerInterestHandled,
  ownerInterestHandledInput,
  ownerInterestParams,
  ownerInterestsPage,
  ownerInterestsQuery,
  propertyInterestInput,
  weekInterestInput,
  weekRequestInput,
  weekRequestReceived,
} from '#src/shared/contracts/leads.ts';
import {
  inboxPage,
  inboxQuery,
  leadsQuery,
  propertyInterestsResponse,
  wantsPage,
  weekInterestsResponse,
  weekRequestsResponse,
} from '#src/shared/contracts/staff.ts';
import { STAFF_ACCESS } from '#src/shared/permissions.ts';
import type { OwnerLeads } from './owner-leads';
import type { LeadsService } from './service';
import type { LeadKind, LeadsStaffService } from './staff-service';

/** Receipts of week requests mailed to one address in a day; later requests are kept, unmailed. */
export const WEEK_REQUEST_RECEIPTS_PER_DAY = 3;

/**
 * The anonymous forms. Each is limited per address, has a honeypot field (a filled one is
 * answered like a success and stored nowhere, so a bot learns nothing), and bounded texts.
 */
export function leadsRoutes(
  leads: LeadsService,
  staff: LeadsStaffService,
  config: Config,
  limits: LimiterStore,
  owners: OwnerLeads,
  wholeLists: WholeListLimits,
) {
  const limiter = limits.limiter(
    'leads',
    config.rateLimits.leadsAttempts,
    config.rateLimits.leadsWindowSeconds,
  );
  // A week request is mailed a receipt to the address it gives, which nobody confirmed: at most a
  // few receipts a day go to one address, however many requests (from however many places) name it.
  const receipts = limits.limiter('week-request-receipt', WEEK_REQUEST_RECEIPTS_PER_DAY, 86_400);
  const receiptAllowed = (email: string) =>
    receipts.consume(email.trim().toLowerCase()).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.code === 'RATE_LIMITED') return false;
        throw err;
      },
    );
  const isBot = (body: { website?: string }) => !!body.website?.trim();
  const received = { ok: true as const };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const limited = async (req: FastifyRequest, kind: string) => limiter.consume(`${kind}|${clientKey(req)}`);

    r.post('/api/week-requests', {
      config: { access: 'public' },
      schema: { body: weekRequestInput, response: { 201: weekRequestReceived, '4xx': errorResponse } },
      handler: async (req, reply) => {
        await limited(req, 'week-request');
        // A bot gets the same answer (the weeks listed are public anyway), so the trap does not show.
        const matching = isBot(req.body)
          ? await leads.matchingWeeks(req.body)
          : // Counted only for a request that is kept: a refused one uses none of the address's receipts.
            await leads.createWeekRequest(req.body, requestLocale(req), {
              mayMailReceipt: () => receiptAllowed(req.body.email),
            });
        return reply.code(201).send({ ...received, matching });
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

    // The staff's side: lists (pages, or the newest 10,000 as one array), mark read, delete. The
    // array form is kept for older clients: a few a minute per client, gzipped when the client
    // takes it (decision 047); the screens ask for pages.
    const staffLists = [
      ['/api/week-requests', 'week-requests', weekRequestsResponse, staff.listWeekRequests],
      ['/api/week-interests', 'week-interests', weekInterestsResponse, staff.listWeekInterests],
      [
        '/api/property-listing-interests',
        'property-interests',
        propertyInterestsResponse,
        staff.listPropertyInterests,
      ],
    ] as const;
    for (const [path, name, response, list] of staffLists) {
      r.get(path, {
        config: { access: STAFF_ACCESS.listLeads },
        schema: { querystring: leadsQuery, response: { 200: response, '4xx': errorResponse } },
        handler: async (req, reply) => {
          if (wantsPage(req.query)) return list(req.query);
          await wholeLists.consume(req, name);
          return sendWholeList(req, reply, response.parse(await list(req.query)));
        },
      });
    }

    const kinds: [string, LeadKind][] = [
      ['/api/week-requests', 'weekRequest'],
      ['/api/week-interests', 'weekInterest'],
      ['/api/property-listing-interests', 'propertyInterest'],
    ];
    for (const [path, kind] of kinds) {
      r.patch(`${path}/:id/read`, {
        config: { access: STAFF_ACCESS.markLeadRead },
        schema: { params: idParam, response: { 200: leadRead, '4xx': errorResponse } },
        handler: (req) => staff.markRead(kind, req.params.id),
      });
      r.delete(`${path}/:id`, {
        config: { access: STAFF_ACCESS.removeLead },
        schema: { params: idParam, response: { 200: okResponse, '4xx': errorResponse } },
        handler: async (req) => {
          await staff.remove(kind, req.params.id);
          return { ok: true as const };
        },
      });
    }

    // The owner's side: interest in their own weeks and listings, never anyone else's.
    r.get('/api/my/interests', {
      config: { access: 'signedIn' },
      schema: {
        querystring: ownerInterestsQuery,
        response: { 200: ownerInterestsPage, '4xx': errorResponse },
      },
      handler: async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return owners.list(requireUser(req).id, req.query);
      },
    });
    r.patch('/api/my/interests/:kind/:id', {
      config: { access: 'signedIn' },
      schema: {
        params: ownerInterestParams,
        body: ownerInterestHandledInput,
        response: { 200: ownerInterestHandled, '4xx': errorResponse },
      },
      handler: (req) =>
        owners.setHandled(requireUser(req).id, req.params.kind, req.params.id, req.body.handled),
    });

    r.get('/api/dev/interests', {
      serializerCompiler: fastSerializerCompiler,
      config: { access: STAFF_ACCESS.listLeads },
      schema: { querystring: inboxQuery, response: { 200: inboxPage, '4xx': errorResponse } },
      handler: (req) => staff.inbox(req.query),
    });
  };
}
