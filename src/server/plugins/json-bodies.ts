import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { type JsonBounds, jsonShapeProblem } from '../lib/json-shape';

/**
 * No input contract nests deeper than one object and none has a list; the bounds leave room for
 * any form to grow without letting a body cost the event loop more than a scan (decision 038).
 */
export const JSON_BOUNDS: JsonBounds = { maxDepth: 32, maxMembers: 1_000 };

export const TOO_DEEP_MESSAGE = 'request.requestBodyNestedTooDeeply';
export const TOO_WIDE_MESSAGE = 'request.requestBodyTooManyFields';

/** The largest body each kind of route reads, below the global BODY_LIMIT_BYTES (decision 038). */
export const BODY_LIMITS = {
  /** Sign-in and account forms: a few short fields, even with every character escaped as \uXXXX. */
  account: 8 * 1024,
  /** Every other JSON form: its longest text is 5,000 characters (TEXT_LIMITS.longText). */
  form: 64 * 1024,
  /** Routes that read no body: whatever is sent is ignored, so a few bytes of `{}` suffice. */
  none: 1024,
};

/** Routes whose bodies are account forms. */
export const ACCOUNT_ROUTES = new Set([
  '/api/login',
  '/api/register',
  '/api/account',
  '/api/password-reset',
  '/api/password-reset/confirm',
  '/api/account/password',
  '/api/account/email',
  '/api/account/email/confirm',
  '/api/account/locale',
]);

/** Routes that read their body as raw bytes and keep the global limit: a signed provider event. */
export const RAW_BODY_ROUTES = new Set(['/api/payments/webhook']);

/**
 * JSON bodies are scanned for depth and width before they are parsed, then parsed by Fastify's own
 * parser (which refuses `__proto__` and `constructor.prototype` keys); and every route that reads a
 * body gets the limit of its kind. Register before any route.
 */
export function registerJsonBodies(app: FastifyInstance, globalLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text, JSON_BOUNDS);
    if (problem) {
      done(new AppError('BAD_REQUEST', problem === 'depth' ? TOO_DEEP_MESSAGE : TOO_WIDE_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.bodyLimit !== undefined || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    // Uploads are bounded by the multipart limits (app.ts), which count files, not the whole body.
    if (route.config?.multipartForm || RAW_BODY_ROUTES.has(route.url)) return;
    const kind = ACCOUNT_ROUTES.has(route.url) ? 'account' : route.schema?.body ? 'form' : 'none';
    route.bodyLimit = Math.min(BODY_LIMITS[kind], globalLimit);
  });
}
