import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issue, schemaIssues, validationError } from '#src/server/lib/errors.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { errorResponse, id, idParam, okResponse } from '#src/shared/contracts/common.ts';
import {
  contract,
  contractType,
  createContractInput,
  ownerContractsQuery,
  ownerContractsResponse,
} from '#src/shared/contracts/contracts.ts';
import {
  contractsQuery,
  contractsResponse,
  staffContract,
  updateContractInput,
  userIdParam,
} from '#src/shared/contracts/staff.ts';
import { allows, STAFF_ACCESS } from '#src/shared/permissions.ts';
import type { ContractsService } from './service';

export function contractsRoutes(contracts: ContractsService, creations: AttemptLimiter) {
  /**
   * Whose contract a POST files: staff may name an owner with `userId` (the Manager Dashboard's Add
   * Contract); for anyone else, and when staff leave it out, it is the caller's own.
   */
  async function ownerFor(caller: PublicUser, userId: unknown): Promise<{ id: number }> {
    if (
      !allows(STAFF_ACCESS.fileContractForOwner, caller) ||
      userId === undefined ||
      userId === null ||
      userId === ''
    )
      return caller;
    const parsed = id().safeParse(userId);
    if (!parsed.success || !(await contracts.ownerExists(parsed.data))) {
      throw validationError(
        parsed.success
          ? [issue('userId', 'accounts.ownerNotFound')]
          : schemaIssues(parsed.error.issues).map((found) => ({ ...found, path: 'userId' })),
      );
    }
    return { id: parsed.data };
  }

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/contract-types', {
      config: { access: 'signedIn' },
      schema: { response: { 200: z.array(contractType) } },
      handler: () => contracts.listTypes(),
    });

    r.post('/api/contracts', {
      config: { access: 'active' },
      schema: { body: createContractInput, response: { 201: contract, '4xx': errorResponse } },
      handler: async (req, reply) => {
        const user = requireUser(req);
        await creations.consume(`contract|${user.id}`);
        return reply.code(201).send(await contracts.create(await ownerFor(user, req.body.userId), req.body));
      },
    });

    r.get('/api/contracts/user', {
      config: { access: 'signedIn' },
      schema: {
        querystring: ownerContractsQuery,
        response: { 200: ownerContractsResponse, '4xx': errorResponse },
      },
      handler: (req) => contracts.listMine(requireUser(req), req.query),
    });

    // The staff's side: every contract (searched and paged), one owner's, and edits.
    for (const [path, access] of [
      ['/api/dev/contracts', STAFF_ACCESS.listDevContracts],
      ['/api/manager/contracts', STAFF_ACCESS.listAllContracts],
    ] as const) {
      r.get(path, {
        config: { access },
        schema: { querystring: contractsQuery, response: { 200: contractsResponse, '4xx': errorResponse } },
        handler: (req) => contracts.listAll(req.query),
      });
    }

    r.get('/api/contracts/byuser/:userId', {
      config: { access: STAFF_ACCESS.listContractsOfUser },
      schema: { params: userIdParam, response: { 200: z.array(staffContract), '4xx': errorResponse } },
      handler: (req) => contracts.listOfUser(req.params.userId),
    });

    r.patch('/api/contracts/:id', {
      config: { access: STAFF_ACCESS.editContract },
      schema: {
        params: idParam,
        body: updateContractInput,
        response: { 200: staffContract, '4xx': errorResponse },
      },
      handler: (req) => contracts.update(req.params.id, req.body),
    });

    r.delete('/api/contracts/:id', {
      config: { access: 'signedIn' },
      schema: { params: idParam, response: { 200: okResponse, '4xx': errorResponse } },
      handler: async (req) => {
        await contracts.remove(requireUser(req), req.params.id);
        return { ok: true as const };
      },
    });
  };
}
