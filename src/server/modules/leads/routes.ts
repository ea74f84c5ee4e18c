import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { requestLocale } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { sendWholeList, type WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import { leadsEndpoints as api } from '#src/shared/contracts/leads-endpoints.ts';
import { wantsPage } from '#src/shared/contracts/staff.ts';
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
    const limited = async (req: FastifyRequest, kind: string) => limiter.consume(`${kind}|${clientKey(req)}`);

    route(app, api.createWeekRequest, async (req, reply) => {
      await limited(req, 'week-request');
      // A bot gets the same answer (the weeks listed are public anyway), so the trap does not show.
      const matching = isBot(req.body)
        ? await leads.matchingWeeks(req.body)
        : // Counted only for a request that is kept: a refused one uses none of the address's receipts.
          await leads.createWeekRequest(req.body, requestLocale(req), {
            mayMailReceipt: () => receiptAllowed(req.body.email),
          });
      return reply.code(201).send({ ...received, matching });
    });

    route(app, api.createWeekInterest, async (req, reply) => {
      await limited(req, 'interest');
      if (!isBot(req.body)) await leads.createWeekInterest(req.body);
      return reply.code(201).send(received);
    });

    route(app, api.createPropertyInterest, async (req, reply) => {
      await limited(req, 'interest');
      if (!isBot(req.body)) await leads.createPropertyInterest(req.body);
      return reply.code(201).send(received);
    });

    // The staff's side: lists (pages, or the newest 10,000 as one array), mark read, delete. The
    // array form is kept for older clients: a few a minute per client, gzipped when the client
    // takes it (decision 047); the screens ask for pages.
    const staffLists = [
      [api.weekRequests, 'week-requests', staff.listWeekRequests],
      [api.weekInterests, 'week-interests', staff.listWeekInterests],
      [api.propertyInterests, 'property-interests', staff.listPropertyInterests],
    ] as const;
    for (const [definition, name, list] of staffLists) {
      const response = definition.response[200];
      route(app, definition, async (req, reply) => {
        if (wantsPage(req.query)) return list(req.query);
        await wholeLists.consume(req, name);
        return sendWholeList(req, reply, response.parse(await list(req.query)));
      });
    }

    const kinds = [
      [api.markWeekRequestRead, api.removeWeekRequest, 'weekRequest'],
      [api.markWeekInterestRead, api.removeWeekInterest, 'weekInterest'],
      [api.markPropertyInterestRead, api.removePropertyInterest, 'propertyInterest'],
    ] as const satisfies [unknown, unknown, LeadKind][];
    for (const [markRead, remove, kind] of kinds) {
      route(app, markRead, (req) => staff.markRead(kind, req.params.id));
      route(app, remove, async (req) => {
        await staff.remove(kind, req.params.id);
        return { ok: true as const };
      });
    }

    // The owner's side: interest in their own weeks and listings, never anyone else's.
    route(app, api.ownerInterests, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return owners.list(requireUser(req).id, req.query);
    });
    route(app, api.setOwnerInterestHandled, (req) =>
      owners.setHandled(requireUser(req).id, req.params.kind, req.params.id, req.body.handled),
    );

    route(app, api.inbox, (req) => staff.inbox(req.query), { serializerCompiler: fastSerializerCompiler });
  };
}
