import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { ACCESS_LEVELS, type Access, allows } from '#src/shared/permissions.ts';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import type { SessionStore } from '../modules/accounts/sessions';

export const SESSION_COOKIE = 'semana_sid';
/**
 * A hint the page can read (the session cookie it cannot): present while a session may exist, so a
 * visitor who never signed in is not asked 'who are you?' (GET /api/user) only to get a 401. It
 * grants nothing; the session cookie alone decides who a request is.
 */
const SIGNED_IN_HINT = 'signed_in';

/** A caching policy kept by the caller alone: `public` and shared-cache directives give way to `private`. */
export function privately(policy: unknown): string {
  const directives = String(policy ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  if (directives.some((d) => /^(no-store|private)$/i.test(d))) return directives.join(', ');
  const own = directives.filter((d) => !/^(public|s-maxage=.*|proxy-revalidate)$/i.test(d));
  return ['private', ...own].join(', ');
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's zod schemas (body, querystring, params, response), as registered. */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every /api route must say (see the route-walk test). */
    access?: Access;
    /** Only for endpoints called by other servers (payment webhooks). */
    crossSiteAllowed?: boolean;
    /** Set by plugins/static-client.ts on the file routes it registers: public, no session lookup. */
    staticFile?: boolean;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access and schema, for the authorization and fuzz tests. */
    routeTable: RouteEntry[];
    startSession(reply: FastifyReply, request: FastifyRequest, userId: number): Promise<void>;
    endSession(reply: FastifyReply, request: FastifyRequest): Promise<void>;
  }
}

const isAccess = (value: unknown): value is Access => ACCESS_LEVELS.includes(value as Access);

/** The signed-in user, for handlers of routes whose access guarantees one. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'accounts.signContinue');
  return request.user;
}

export async function registerAuth(
  app: FastifyInstance,
  config: Config,
  store: SessionStore,
  secret: string,
) {
  await app.register(cookie, { secret, hook: 'onRequest' });
  // After the cookie plugin's own onSend, which writes Set-Cookie: an answer that sets a cookie (a
  // session, the hint, the language) is its caller's alone, so no shared cache may keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie'))
      reply.header('cache-control', privately(reply.getHeader('cache-control')));
    return payload;
  });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.cookieSecure,
    signed: true,
  };

  const hintOptions = {
    path: '/',
    httpOnly: false,
    sameSite: 'lax' as const,
    secure: config.session.cookieSecure,
  };
  // A hint given to a session found without one lasts as long as the longest session may.
  const HINT_MAX_AGE_S = Math.ceil(config.session.absoluteMs / 1000);

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('routeTable', [] as FastifyInstance['routeTable']);

  // Every route says who may call it. An /api route without a declaration is refused at once;
  // the static plugins' file routes get theirs from the scope that registers them, after this hook
  // has run, so the complete check waits for onReady (the app then refuses to start).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = () => route.config?.access;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        get access() {
          return declared();
        },
        schema: route.schema,
      });
    }
    if (route.url.startsWith('/api') && !isAccess(declared())) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access`);
    }
  });
  app.addHook('onReady', async () => {
    const undeclared = app.routeTable.filter((r) => !isAccess(r.access));
    if (undeclared.length) {
      const list = undeclared.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes must declare config.access: ${list}`);
    }
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: number) => {
    // Rotation: a session id known before sign-in is never the one used after it.
    if (request.sessionToken) await store.destroy(request.sessionToken);
    const { token, expiresAt } = await store.create(userId, request.headers['user-agent']);
    request.sessionToken = token;
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
    reply.setCookie(SIGNED_IN_HINT, '1', { ...hintOptions, expires: expiresAt });
  });

  app.decorate('endSession', async (reply: FastifyReply, request: FastifyRequest) => {
    if (request.sessionToken) await store.destroy(request.sessionToken);
    request.sessionToken = null;
    request.user = null;
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    reply.clearCookie(SIGNED_IN_HINT, hintOptions);
  });

  // Access comes from the route the router matched (its declaration), never from the URL's spelling:
  // however a path is encoded, either it matched a route and that route's access applies, or it
  // matched nothing and only the not-found handler answers.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.staticFile) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value) {
        request.sessionToken = unsigned.value;
        request.user = await store.resolve(unsigned.value);
      }
    }
    // The hint follows the session: given to a session that lacks it, taken from one that ended.
    const hinted = request.cookies[SIGNED_IN_HINT] === '1';
    if (request.user && !hinted)
      reply.setCookie(SIGNED_IN_HINT, '1', { ...hintOptions, maxAge: HINT_MAX_AGE_S });
    else if (!request.user && hinted) reply.clearCookie(SIGNED_IN_HINT, hintOptions);
    // Checked before the body is read, so an anonymous caller learns nothing from validation errors.
    const access = config.access;
    if (access === 'public') return;
    // Unreachable while onReady refuses undeclared routes; kept so that a gap fails closed.
    if (!isAccess(access)) throw new AppError('FORBIDDEN', 'accounts.notPermission');
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'accounts.signContinue');
    if (!allows(access, request.user)) {
      if (access === 'active') {
        throw new AppError('INACTIVE', 'accounts.accountNotActiveYetChoose');
      }
      throw new AppError('FORBIDDEN', 'accounts.notPermission');
    }
  });
}
