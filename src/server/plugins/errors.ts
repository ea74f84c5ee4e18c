import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Message, type MessageKey, messageText, translateMessage } from '#src/shared/i18n/messages.ts';
import { AppError, type AppErrorIssue, issue } from '../lib/errors';
import { requestLocale } from '../lib/locale';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isConnectionError,
  isStatementCancelled,
  STATEMENT_CANCELLED_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  storageFaultMessage,
  wrappedError,
} from '../lib/pg-errors';
import { canonicalPath, isApiPath } from '../lib/url-path';
import { type StorageFaultMemory, storageFaultMemory } from '../storage/disk-health';

declare module 'fastify' {
  interface FastifyInstance {
    /** The disk's last refusal of a write, noted here and reported by /api/health. */
    storageFaults: StorageFaultMemory;
  }
}

/**
 * Sends the error model, its texts in the request's language (decision 050): a message and the
 * issues the server wrote by their keys; a zod issue, which holds only its schema's English text,
 * through the key that text has in the table.
 */
function send(
  reply: import('fastify').FastifyReply,
  status: number,
  code: string,
  text: Message | { english: string } | 'firstIssue',
  given?: AppErrorIssue[],
) {
  const locale = requestLocale(reply.request);
  const issues = given?.map(({ path, message, key, vars }) => ({
    path,
    message: key ? messageText(key, locale, vars) : translateMessage(message, locale),
  }));
  const first = issues?.[0];
  const message =
    text === 'firstIssue'
      ? first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : messageText('request.invalidInput', locale)
      : 'key' in text
        ? messageText(text.key, locale, text.vars)
        : translateMessage(text.english, locale);
  if (locale === 'es') reply.header('content-language', 'es-MX');
  return reply.code(status).send({ message, code, error: message, ...(issues ? { issues } : {}) });
}

/** Fastify's own error codes that are the client's fault, with the text a person should see. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string, MessageKey]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'request.requestBodyTooLarge'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'request.requestBodyNotValidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'request.requestBodyEmpty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'request.unsupportedContentType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'request.invalidContentLength'],
};

/** One error model for every response (CODE_STYLE.md, 5): { message, code, issues? }. */
export function registerErrorHandling(app: FastifyInstance) {
  const storageFaults = storageFaultMemory();
  app.decorate('storageFaults', storageFaults);
  // A write that succeeded says the disk has room again, sooner than the memory would forget.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300)
      storageFaults.clear();
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Also an AppError raised under a driver call and wrapped by Drizzle (a refused turn at the pool).
    const appError = wrappedError(err, (e): e is AppError => e instanceof AppError);
    if (appError) {
      if (appError.extra.retryAfterSeconds)
        reply.header('retry-after', String(appError.extra.retryAfterSeconds));
      return send(
        reply,
        appError.status,
        appError.code,
        { key: appError.key, vars: appError.extra.vars },
        appError.extra.issues,
      );
    }
    // A statement that ran past its class's statement_timeout (decision 037): the load, not the caller.
    if (isStatementCancelled(err)) {
      request.log.warn({ err }, 'statement cancelled by its timeout');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', { key: STATEMENT_CANCELLED_MESSAGE });
    }
    // A full or read-only disk (the database's or the uploads'): nothing is wrong with the request,
    // and it succeeds once there is room again (decision 041). Checked first: the embedded engine
    // reports a full disk under its WAL as a PANIC, which would otherwise read as a lost connection.
    const fault = storageFaults.note(err);
    if (fault) {
      request.log.warn({ err }, fault === 'full' ? 'the disk is full' : 'the disk is read-only');
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', { key: storageFaultMessage(fault) });
    }
    // The database dropped or refused the connection: the pool recovers by itself, so ask for a retry.
    if (isConnectionError(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', { key: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The schema's English: the texts of the shared contracts, or zod's own words.
      const issues: AppErrorIssue[] = err.validation.map((v) =>
        v.message
          ? { path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: v.message }
          : issue(v.instancePath.replace(/^\//, '').replaceAll('/', '.'), 'request.invalidInput'),
      );
      return send(reply, 400, 'VALIDATION', 'firstIssue', issues);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return send(reply, 400, 'BAD_REQUEST', { key: 'request.requestBodyNotValidJson' });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return send(reply, known[0], known[1], { key: known[2] });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(
        reply,
        status,
        'BAD_REQUEST',
        err.message ? { english: err.message } : { key: 'request.badRequest' },
      );
    }
    // Internals stay in the log; the person sees a request id they can quote to support.
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', { key: 'request.internal', vars: { requestId: request.id } });
  });

  app.setNotFoundHandler((request, reply) => {
    // However the path is spelled, a request meant for the API gets the API's JSON 404.
    if (isApiPath(request.url)) {
      return send(reply, 404, 'NOT_FOUND', {
        key: 'request.noSuchEndpoint',
        vars: { endpoint: `${request.method} ${canonicalPath(request.url)}` },
      });
    }
    return app.serveClient(request, reply);
  });
}
