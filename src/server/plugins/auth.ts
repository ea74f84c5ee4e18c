import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../shared/contracts/accounts';
import { ACCESS_LEVELS, type Access, allows } from '../../shared/permissions';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import type { SessionStore } from '../modules/accounts/sessions';

export const SESSION_COOKIE = 'semana_sid';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every /api route must say (see the route-walk test). */
    access?: Access;
    /** Only for endpoints called by other servers (payment webhooks). */
    crossSiteAllowed?: boolean;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access, for the authorization test. */
    routeTable: { method: string; url: string; access: Access | undefined }[];
    startSession(reply: FastifyReply, request: FastifyRequest, userId: number): Promise<void>;
    endSession(reply: FastifyReply, request: FastifyRequest): Promise<void>;
  }
}

/** The signed-in user, for handlers of routes whose access guarantees one. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.user;
}

export async function registerAuth(
  app: FastifyInstance,
  config: Config,
  store: SessionStore,
  secret: string,
) {
  await app.register(cookie, { secret, hook: 'onRequest' });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.cookieSecure,
    signed: true,
  };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('routeTable', [] as FastifyInstance['routeTable']);

  // Refuses to start an app with an /api route that does not say who may call it.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, access });
    }
    if (route.url.startsWith('/api') && (!access || !ACCESS_LEVELS.includes(access))) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access`);
    }
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: number) => {
    // Rotation: a session id known before sign-in is never the one used after it.
    if (request.sessionToken) await store.destroy(request.sessionToken);
    const { token, expiresAt } = await store.create(userId, request.headers['user-agent']);
    request.sessionToken = token;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
  });

  app.decorate('endSession', async (reply: FastifyReply, request: FastifyRequest) => {
    if (request.sessionToken) await store.destroy(request.sessionToken);
    request.sessionToken = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value) {
        request.sessionToken = unsigned.value;
        request.user = await store.resolve(unsigned.value);
      }
    }
    // Checked before the body is read, so an anonymous caller learns nothing from validation errors.
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    if (!allows(access, request.user)) {
      if (access === 'active') {
        throw new AppError(
          'INACTIVE',
          'Your account is not active yet. Choose a membership, and a manager will activate your account.',
        );
      }
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
  });
}
