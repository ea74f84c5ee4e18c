import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { WholeListLimits } from '#src/server/plugins/whole-list-limits.ts';
import {
  activationInput,
  publicUser,
  roleInput,
  usersQuery,
  usersResponse,
} from '#src/shared/contracts/accounts.ts';
import { errorResponse, idParam, okResponse } from '#src/shared/contracts/common.ts';
import { USER_ADMIN_ACCESS } from '#src/shared/permissions.ts';
import { etagFor, matchesEtag, type UsersAdminService } from './users-admin';

/** The staff's accounts API: list, activation, role, deletion. */
export function usersAdminRoutes(service: UsersAdminService, wholeLists: WholeListLimits) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorResponse } as const;

    // Polled every few seconds by the accounts screen: an unchanged answer is a bodiless 304.
    r.get('/api/users', {
      config: { access: USER_ADMIN_ACCESS.list },
      schema: { querystring: usersQuery, response: { 200: usersResponse, ...errors } },
      handler: async (request, reply) => {
        // Every account as one array is kept for older clients, a few a minute (decision 047).
        if (request.query.page === undefined && request.query.pageSize === undefined)
          await wholeLists.consume(request, 'users');
        const tag = etagFor(await service.version(), request.query);
        // The poller sends the tag back itself; the API's no-store keeps shared caches out of it.
        reply.header('etag', tag);
        if (matchesEtag(request.headers['if-none-match'], tag))
          return reply.code(304).send(undefined as never);
        return service.list(request.query);
      },
    });

    r.patch('/api/users/:id/activation', {
      config: { access: USER_ADMIN_ACCESS.activate },
      schema: { params: idParam, body: activationInput, response: { 200: publicUser, ...errors } },
      handler: (request) => service.setActive(requireUser(request), request.params.id, request.body.active),
    });

    r.patch('/api/users/:id/role', {
      config: { access: USER_ADMIN_ACCESS.setRole },
      schema: { params: idParam, body: roleInput, response: { 200: publicUser, ...errors } },
      handler: (request) => service.setRole(requireUser(request), request.params.id, request.body.role),
    });

    r.delete('/api/users/:id', {
      config: { access: USER_ADMIN_ACCESS.remove },
      schema: { params: idParam, response: { 200: okResponse, ...errors } },
      handler: async (request) => {
        await service.remove(requireUser(request), request.params.id);
        return { ok: true as const };
      },
    });
  };
}
