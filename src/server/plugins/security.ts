import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { isApiPath } from '../lib/url-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request refusal for every state-changing request. Browsers send Sec-Fetch-Site
 * (modern) or Origin (older); a request that carries neither is not from a browser page
 * (curl, server-to-server) and cannot ride on a victim's cookie.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Extra origins the CSP allows, added by optional features (Stripe's, when its keys are set). */
export interface CspExtras {
  scriptSrc?: string[];
  connectSrc?: string[];
  frameSrc?: string[];
  imgSrc?: string[];
}

export async function registerSecurity(app: FastifyInstance, config: Config, extras: CspExtras = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...(extras.scriptSrc ?? [])],
        // Radix positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...(extras.imgSrc ?? [])],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(extras.connectSrc ?? [])],
        'frame-src': ["'self'", ...(extras.frameSrc ?? [])],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // API answers are never stored by browsers or proxies: personal and staff ones always, public ones
  // unless their route chose a policy of its own. Files and the app shell set theirs (static-client).
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config?.staticFile || (request.is404 && !isApiPath(request.url))) return payload;
    if (config?.access !== 'public' || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.crossSiteAllowed) return;
    if (isCrossSite(request)) {
      throw new AppError('CROSS_SITE', 'request.crossSiteRequestsNotAllowed');
    }
  });
}
