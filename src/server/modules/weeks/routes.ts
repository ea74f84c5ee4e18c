import type { FastifyInstance } from 'fastify';
import { readRoute, route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { sendRepresentation } from '#src/server/lib/shared-representation.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import { weeksEndpoints as api } from '#src/shared/contracts/weeks-endpoints.ts';
import type { WeeksService } from './service';

export function weeksRoutes(weeks: WeeksService, creations: AttemptLimiter, wholeLists: WholeListLimits) {
  return async (app: FastifyInstance) => {
    const fast = { serializerCompiler: fastSerializerCompiler };

    // readRoute: also read in-process by the pages the server draws (decision 055).
    readRoute(app, api.availability, () => weeks.listAvailability(), fast);
    readRoute(app, api.offered, () => weeks.listOfferedPairs());
    readRoute(app, api.search, ({ query }) => weeks.search(query), fast);

    route(app, api.create, async (req, reply) => {
      const user = requireUser(req);
      await creations.consume(`week|${user.id}`);
      return reply.code(201).send(await weeks.create(user, req.body));
    });

    route(app, api.mine, (req) => weeks.listMine(requireUser(req), req.query));

    route(app, api.update, (req) => weeks.update(requireUser(req), req.params.id, req.body));

    route(app, api.remove, async (req) => {
      await weeks.remove(requireUser(req), req.params.id);
      return { ok: true as const };
    });

    // The whole catalogue answers with bytes built once and shared (decision 012), a few times a
    // minute per client (decision 047: the app pages through /api/weeks/search); the schema
    // documents their shape.
    route(app, api.wholeCatalogue, async (req, reply) => {
      await wholeLists.consume(req, 'weeks');
      const rep = await weeks.wholeCatalogue('all');
      return rep ? sendRepresentation(req, reply, rep) : [];
    });

    route(app, api.wholeCatalogueOf, async (req, reply) => {
      await wholeLists.consume(req, 'weeks-location');
      const rep = await weeks.wholeCatalogue(req.params.id);
      // An id that is no location has no weeks, as before; nothing is built or kept for it.
      return rep ? sendRepresentation(req, reply, rep) : [];
    });
  };
}
