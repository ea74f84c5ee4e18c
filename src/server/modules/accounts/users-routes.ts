import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import { accountsEndpoints as api } from '#src/shared/contracts/accounts-endpoints.ts';
import { etagFor, matchesEtag, type UsersAdminService } from './users-admin';

/** The staff's accounts API: list, activation, role, deletion. */
export function usersAdminRoutes(service: UsersAdminService, wholeLists: WholeListLimits) {
  return async (app: FastifyInstance) => {
    // Polled every few seconds by the accounts screen: an unchanged answer is a bodiless 304.
    route(app, api.getUsers, async (request, reply) => {
      // Every account as one array is kept for older clients, a few a minute (decision 047).
      if (request.query.page === undefined && request.query.pageSize === undefined)
        await wholeLists.consume(request, 'users');
      const tag = etagFor(await service.version(), request.query);
      // The poller sends the tag back itself; the API's no-store keeps shared caches out of it.
      reply.header('etag', tag);
      if (matchesEtag(request.headers['if-none-match'], tag)) return reply.code(304).send(undefined as never);
      return service.list(request.query);
    });

    route(app, api.patchUsersByIdActivation, (request) =>
      service.setActive(requireUser(request), request.params.id, request.body.active),
    );

    route(app, api.patchUsersByIdRole, (request) =>
      service.setRole(requireUser(request), request.params.id, request.body.role),
    );

    route(app, api.deleteUsersById, async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { ok: true as const };
    });
  };
}
