import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginInput, publicUser, registerInput } from '../../../shared/contracts/accounts';
import { errorResponse, okResponse } from '../../../shared/contracts/common';
import type { Config } from '../../config';
import { AttemptLimiter } from '../../lib/rate-limit';
import { requireUser } from '../../plugins/auth';
import type { AccountsService } from './service';

export function accountsRoutes(accounts: AccountsService, config: Config) {
  const limits = config.rateLimits;
  // Failed logins per address and username (guessing one account), and per address (spraying many).
  const loginFailures = new AttemptLimiter(limits.loginFailures, limits.loginWindowSeconds);
  const loginFailuresPerIp = new AttemptLimiter(limits.loginFailures * 4, limits.loginWindowSeconds);
  const registrations = new AttemptLimiter(limits.registerAttempts, limits.registerWindowSeconds);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/api/register', {
      config: { access: 'public' },
      schema: { body: registerInput, response: { 201: publicUser, '4xx': errorResponse } },
      handler: async (request, reply) => {
        await registrations.consume(request.ip);
        const user = await accounts.register(request.body);
        await app.startSession(reply, request, user.id);
        return reply.code(201).send(user);
      },
    });

    r.post('/api/login', {
      config: { access: 'public' },
      schema: { body: loginInput, response: { 200: publicUser, '4xx': errorResponse } },
      handler: async (request, reply) => {
        const key = `${request.ip}|${request.body.username.toLowerCase()}`;
        await loginFailures.assertAllowed(key);
        await loginFailuresPerIp.assertAllowed(request.ip);
        try {
          const user = await accounts.authenticate(request.body);
          await loginFailures.reset(key);
          await app.startSession(reply, request, user.id);
          return user;
        } catch (err) {
          await loginFailures.penalize(key);
          await loginFailuresPerIp.penalize(request.ip);
          throw err;
        }
      },
    });

    r.post('/api/logout', {
      config: { access: 'public' },
      schema: { response: { 200: okResponse } },
      handler: async (request, reply) => {
        await app.endSession(reply, request);
        return { ok: true as const };
      },
    });

    r.get('/api/user', {
      config: { access: 'signedIn' },
      schema: { response: { 200: publicUser, '4xx': errorResponse } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return requireUser(request);
      },
    });
  };
}
