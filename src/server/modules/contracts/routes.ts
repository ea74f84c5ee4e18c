import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { issue, schemaIssues, validationError } from '#src/server/lib/errors.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { id } from '#src/shared/contracts/common.ts';
import { contractsEndpoints as api } from '#src/shared/contracts/contracts-endpoints.ts';
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
    route(app, api.types, () => contracts.listTypes());

    route(app, api.create, async (req, reply) => {
      const user = requireUser(req);
      await creations.consume(`contract|${user.id}`);
      return reply.code(201).send(await contracts.create(await ownerFor(user, req.body.userId), req.body));
    });

    route(app, api.mine, (req) => contracts.listMine(requireUser(req), req.query));

    // The staff's side: every contract (searched and paged), one owner's, and edits.
    route(app, api.devList, (req) => contracts.listAll(req.query));
    route(app, api.managerList, (req) => contracts.listAll(req.query));
    route(app, api.ofUser, (req) => contracts.listOfUser(req.params.userId));
    route(app, api.update, (req) => contracts.update(req.params.id, req.body));

    route(app, api.remove, async (req) => {
      await contracts.remove(requireUser(req), req.params.id);
      return { ok: true as const };
    });
  };
}
