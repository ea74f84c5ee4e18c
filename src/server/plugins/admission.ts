import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runAs, type WorkClass } from '../db/admission';

/**
 * The class of a request's database work (db/admission.ts, decision 037), from the access the
 * matched route declares and the session, never from the URL: reads of staff routes take turns of
 * the staff share, reads by someone not signed in (public routes, and the pages the not-found
 * handler draws) of the public share, and the rest (signed-in work, writes, which the rate limits
 * bound per caller) find the connections those shares leave.
 */
export function workClassOf(request: FastifyRequest): WorkClass {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read) return 'request';
  const access = request.is404 ? undefined : request.routeOptions.config.access;
  if (access === 'manager' || access === 'dev') return 'staffRead';
  if (request.user) return 'request';
  return 'publicRead';
}

/**
 * Runs each request's hooks after this one, and its handler, as work of its class. Registered after
 * the session is known (plugins/auth.ts resolves it in onRequest) and before any route.
 */
export function registerAdmission(app: FastifyInstance) {
  // A callback hook: `done` continues the chain (later hooks, the handler) inside the context.
  app.addHook('preHandler', (request, _reply, done) => {
    runAs(workClassOf(request), done);
  });
}
