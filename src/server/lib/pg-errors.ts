/** The errors in `err` and its `cause` chain (Drizzle wraps the driver's error in `cause`). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  let e = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** PostgreSQL SQLSTATE codes, the same from node-postgres and PGlite. */
function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => ['23503', '23001'].includes(sqlState(err) ?? '');
export const isCheckViolation = (err: unknown) => sqlState(err) === '23514';
/** A statement cancelled by statement_timeout (decision 037) or by an operator: query_canceled. */
export const isStatementCancelled = (err: unknown) => sqlState(err) === '57014';

/**
 * The name of the constraint a statement broke (a foreign key, a unique index, a check); undefined
 * when none is named. node-postgres and PGlite both report it.
 */
export function violatedConstraint(err: unknown): string | undefined {
  for (const e of chain(err)) {
    if (typeof e.constraint === 'string' && e.constraint) return e.constraint;
  }
  return undefined;
}

/**
 * SQLSTATEs that mean the connection, not the statement, failed: terminated by an administrator,
 * crash or shutdown, the server starting up, too many connections, an idle-session timeout.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);
/** Socket errors from Node while connecting to or talking with the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
];

/**
 * True when the database could not be reached or dropped the connection: a restart, failover or
 * idle timeout that the pool recovers from by itself, so the request deserves a 503, not a 500.
 */
export function isConnectionError(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || CONNECTION_STATES.has(code) || SOCKET_CODES.has(code)) return true;
    // A FATAL error always ends the session, e.g. a database that is not accepting connections (55000).
    if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => m.test(message))) return true;
    // Connecting to 'localhost' tries IPv4 and IPv6 and reports both refusals in one AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner))) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'request.serviceTemporarilyUnavailableTryAgain';
/** What a 503 caused by the database asks clients to wait before retrying. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const STATEMENT_CANCELLED_MESSAGE = 'request.requestTookTooLongStopped';

/** The first error in `err`'s cause chain that `isIt` recognises (Drizzle wraps what a driver call threw). */
export function wrappedError<T>(err: unknown, isIt: (e: unknown) => e is T): T | undefined {
  for (const e of chain(err)) if (isIt(e)) return e;
  return undefined;
}

/** What the disk under DATA_DIR (or the uploads) can be, for the error handler and /api/health. */
export type StorageFault = 'full' | 'read-only';

/** Node's codes for a disk with no room left for this write (space or the user's quota) or none at all. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/**
 * PostgreSQL reports a file error with the system's text: 53100 for ENOSPC and EDQUOT, but a
 * read-only file system under another code (42501), and the embedded engine's own failures as text.
 */
const FULL_TEXT = /No space left on device|Disk quota exceeded/i;
const READ_ONLY_TEXT = /Read-only file system/i;

/**
 * Whether `err` is the disk refusing a write: out of space (ENOSPC, EDQUOT, SQLSTATE 53100 disk_full,
 * even as a PANIC of the embedded engine's WAL) or a read-only file system (EROFS). Such a request
 * deserves a 503 that says so, not a 500: nothing is wrong with it, and it succeeds once there is room.
 */
export function storageFault(err: unknown): StorageFault | undefined {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (FULL_CODES.has(code) || code === '53100' || FULL_TEXT.test(message)) return 'full';
    if (code === 'EROFS' || READ_ONLY_TEXT.test(message)) return 'read-only';
  }
  return undefined;
}

export const STORAGE_FULL_MESSAGE = 'request.serverOutDiskSpaceSo';
export const STORAGE_READ_ONLY_MESSAGE = 'request.serverCannotWriteDiskMoment';
/** A disk is rarely given room within seconds; asking sooner only repeats the refusal. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export const storageFaultMessage = (fault: StorageFault) =>
  fault === 'full' ? STORAGE_FULL_MESSAGE : STORAGE_READ_ONLY_MESSAGE;
