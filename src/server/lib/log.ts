import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Where log lines go instead of stdout: tests pass a stream that collects them. */
export interface LogDestination {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/**
 * Keys that hold secrets or personal data wherever a log call might pass them (a body, a user, a
 * header block). The serializers below already leave them out of requests and errors; this catches
 * anything logged by hand.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'sessionToken',
  'clientSecret',
  'payment_intent_client_secret',
  'cardNumber',
  'cvc',
  'email',
  'newEmail',
  'cookie',
  'authorization',
];
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

/** Identifiers PostgreSQL quotes in its messages; any other quoted text may be a row value. */
const DB_IDENTIFIERS = ['constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
/**
 * A run of characters that may belong to a mail address. Each run holding an '@' after at least
 * one character is masked whole, bracketed or bare: a mail server's refusal names the recipient
 * (`550 5.1.1 <someone@host>: Recipient address rejected`), and so may other errors. Cutting the
 * text into runs first keeps the work linear however long the message is.
 */
const ADDRESS_RUN = /[^\s<>()[\]\\,;:"]+/g;
const maskAddresses = (text: string) =>
  text.replace(ADDRESS_RUN, (run) => (run.indexOf('@') > 0 ? '…@…' : run));
const MAX_MESSAGE = 1000;

/**
 * The message of an error without the values it may quote: Drizzle appends the query parameters
 * after "params:", PostgreSQL quotes the offending value ('invalid input syntax … "abc"'), JSON
 * parse errors quote the body, a RAISE in a function can say anything, and a mail server names
 * the addresses it refuses.
 */
function safeMessage(err: Record<string, unknown>, sqlState: string | undefined): string {
  if (sqlState === 'P0001')
    return 'raised by a database function (its text is not logged: it may quote row values)';
  const raw = typeof err.message === 'string' ? err.message : '';
  // Drizzle's statement has placeholders, not values; only its parameter list goes.
  const query = /^Failed query: [\s\S]*?(?=\nparams: |$)/.exec(raw)?.[0];
  if (query !== undefined) return cap(query === raw ? raw : `${query}\nparams: [redacted]`);
  const keep = new Set(DB_IDENTIFIERS.map((k) => err[k]).filter((v): v is string => typeof v === 'string'));
  const message = raw
    .replace(/"([^"\n]*)"/g, (quoted, inner: string) => (keep.has(inner) ? quoted : '"…"'))
    .replace(/\b0x[0-9a-f]{2}( 0x[0-9a-f]{2})*/gi, '0x…');
  return cap(maskAddresses(message));
}

function cap(message: string): string {
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

/**
 * An error as the log holds it: class, message without values, codes (SQLSTATE for database
 * errors), the identifiers PostgreSQL names, stack frames and the cause chain. Everything else an
 * error object carries (Drizzle's `params`, pg's `detail` and `where`, a provider's raw response)
 * is left out, because those are where values hide.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: safeMessage({ message: String(err) }, undefined), stack: '' };
  }
  const e = err as Record<string, unknown>;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const sqlState = code && SQLSTATE.test(code) ? code : undefined;
  const type = (err as object).constructor?.name ?? 'Object';
  const out: LoggedError = {
    type,
    ...(typeof e.name === 'string' && e.name !== type ? { name: e.name } : {}),
    message: safeMessage(e, sqlState),
    // Frames only: the first lines of a stack repeat the message, values included.
    stack:
      typeof e.stack === 'string'
        ? e.stack
            .split('\n')
            .filter((line) => /^\s+at /.test(line))
            .join('\n')
        : '',
  };
  if (code) out.code = code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (sqlState) {
    out.sqlState = sqlState;
    for (const key of ['severity', ...DB_IDENTIFIERS]) if (typeof e[key] === 'string') out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  if (Array.isArray(e.errors) && depth < 4)
    out.errors = e.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  return out;
}

/**
 * The URL a log line shows: the path without the query string's values (names kept: they say
 * which form was sent) and, when a route matched, its pattern with only numeric ids filled in, so
 * a token in the path (a payment link's) stays out.
 */
/**
 * A run of base64url characters as long as a secret of 24 random bytes or more (a calendar feed's
 * is 43): far longer than a hashed asset's name, and masked when it holds a digit or a capital.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/g;

export function safeUrl(
  request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } },
): string {
  const [path, query] = splitOnce(request.url, '?');
  const pattern = request.routeOptions?.url;
  const params = (request.params ?? {}) as Record<string, unknown>;
  let shown = path;
  if (pattern && !pattern.includes('*') && Object.keys(params).length > 0) {
    shown = pattern.replace(/:([A-Za-z0-9_]+)/g, (placeholder, name: string) => {
      const value = params[name];
      return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : placeholder;
    });
  } else if (!pattern || pattern.includes('*')) {
    // No route's pattern to show (a client page, a file, a 404): a segment that looks like a token
    // (long, letters and digits only) is masked, since nothing says it is not one; so is a long
    // token-like run inside a segment, since a secret address misspelt so that no route matches it
    // (a calendar feed's `<secret>.ICS`, `//`, `;x` after it) still carries the working secret.
    shown = path
      .split('/')
      .map((segment) =>
        segment.length >= 16 && /^[A-Za-z0-9_-]+$/.test(segment) && /\d/.test(segment)
          ? '…'
          : segment.replace(TOKEN_RUN, (run) => (/[\dA-Z]/.test(run) ? '…' : run)),
      )
      .join('/');
  }
  if (shown.length > 300) shown = `${shown.slice(0, 300)}…`;
  if (query === undefined) return shown;
  const names = [...new Set([...new URLSearchParams(query).keys()])].slice(0, 10).map((n) => n.slice(0, 40));
  return `${shown}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}

function splitOnce(s: string, separator: string): [string, string | undefined] {
  const at = s.indexOf(separator);
  return at < 0 ? [s, undefined] : [s.slice(0, at), s.slice(at + 1)];
}

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: safeUrl(request),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: (err: unknown) => serializeError(err),
};

/**
 * Fastify's logger options: JSON lines (pretty in development) with the serializers and redaction
 * above. `destination` replaces stdout (tests capture the lines there).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  const output = destination
    ? { stream: destination }
    : config.isProduction
      ? {}
      : { transport: { target: 'pino-pretty', options: { singleLine: true } } };
  return {
    level: config.logLevel,
    serializers,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    ...output,
  };
}
