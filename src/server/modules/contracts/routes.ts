import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, okResponse } from '../../../shared/contracts/common';
import { contract, contractType, createContractInput } from '../../../shared/contracts/contracts';
import type { AttemptLimiter } from '../../lib/rate-limit';
import { requireUser } from '../../plugins/auth';
import type { ContractsService } from './service';

export function contractsRoutes(contracts: ContractsService, creations: AttemptLimiter) {
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
        return reply.code(201).send(await contracts.create(user, req.body));
      },
    });

    r.get('/api/contracts/user', {
      config: { access: 'signedIn' },
      schema: { response: { 200: z.array(contract) } },
      handler: (req) => contracts.listMine(requireUser(req)),
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
