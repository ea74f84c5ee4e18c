import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import { registerErrorHandling } from '../plugins/errors';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isConnectionError,
  isUniqueViolation,
  STORAGE_FULL_MESSAGE,
  STORAGE_READ_ONLY_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  storageFault,
} from './pg-errors';

const pgError = (code: string, message: string, severity = 'ERROR') =>
  Object.assign(new Error(message), { code, severity });
/** Drizzle reports a failed statement as its own error with the driver's error as `cause`. */
const drizzleWrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionError', () => {
  it.each([
    [
      'terminated by an administrator (restart, failover)',
      pgError('57P01', 'terminating connection', 'FATAL'),
    ],
    ['a crash elsewhere in the server', pgError('57P02', 'terminating connection because of crash')],
    ['the server starting up', pgError('57P03', 'the database system is starting up', 'FATAL')],
    ['too many connections', pgError('53300', 'sorry, too many clients already', 'FATAL')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    [
      'a database not accepting connections (FATAL 55000)',
      pgError('55000', 'database "x" is not currently accepting connections', 'FATAL'),
    ],
    ['a refused socket', socketError('ECONNREFUSED')],
    ['a reset socket', socketError('ECONNRESET')],
    ['a timed-out socket', socketError('ETIMEDOUT')],
    ['a broken pipe', socketError('EPIPE')],
    [
      'both addresses of localhost refused',
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    ],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ['a full pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection already broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s, bare or wrapped by Drizzle', (_name, err) => {
    expect(isConnectionError(err)).toBe(true);
    expect(isConnectionError(drizzleWrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['an unrelated 55000', pgError('55000', 'currval of sequence "s" is not yet defined in this session')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_name, err) => {
    expect(isConnectionError(err)).toBe(false);
    expect(isConnectionError(drizzleWrapped(err))).toBe(false);
  });

  it('leaves the constraint checks as they were', () => {
    expect(isUniqueViolation(drizzleWrapped(pgError('23505', 'duplicate key value')))).toBe(true);
    expect(isUniqueViolation(drizzleWrapped(pgError('57P01', 'terminating connection', 'FATAL')))).toBe(
      false,
    );
  });
});

describe('the error handler', () => {
  it('answers a lost database connection with 503, the message and Retry-After', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/boom', async () => {
      throw drizzleWrapped(pgError('57P01', 'terminating connection due to administrator command', 'FATAL'));
    });
    app.get('/api/bug', async () => {
      throw new TypeError('a real bug');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      message: englishText(DATABASE_UNAVAILABLE_MESSAGE),
      code: 'UNAVAILABLE',
    });
    // Anything else stays a 500 whose details never reach the client.
    const bug = await app.inject({ method: 'GET', url: '/api/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.body).not.toContain('a real bug');
    await app.close();
  });
});

describe('storageFault', () => {
  const fsError = (code: string, message: string) =>
    Object.assign(new Error(`${code}: ${message}, write`), { code });
  it.each([
    ['ENOSPC from a file write', fsError('ENOSPC', 'no space left on device'), 'full'],
    ['EDQUOT from a file write', fsError('EDQUOT', 'disk quota exceeded'), 'full'],
    [
      'SQLSTATE 53100 disk_full',
      pgError('53100', 'could not extend file "base/5/16385": No space left on device'),
      'full',
    ],
    [
      "the embedded engine's WAL PANIC",
      pgError('53100', 'could not write to file "pg_wal/xlogtemp.42": No space left on device', 'PANIC'),
      'full',
    ],
    ['EROFS from a file write', fsError('EROFS', 'read-only file system'), 'read-only'],
    [
      'PostgreSQL refused a file on a read-only file system (42501)',
      pgError('42501', 'could not create file "base/5/1": Read-only file system'),
      'read-only',
    ],
  ] as const)('knows %s', (_name, err, fault) => {
    expect(storageFault(err)).toBe(fault);
    expect(storageFault(drizzleWrapped(err))).toBe(fault);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a lost connection', pgError('57P01', 'terminating connection', 'FATAL')],
    ['a missing file', fsError('ENOENT', 'no such file or directory')],
    ['nothing', undefined],
  ])('is undefined for %s', (_name, err) => {
    expect(storageFault(err)).toBeUndefined();
  });

  it('is answered 503 with its own message and Retry-After, and health remembers it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/api/full', async () => {
      throw drizzleWrapped(
        pgError('53100', 'could not write to file "pg_wal/x": No space left on device', 'PANIC'),
      );
    });
    app.post('/api/read-only', async () => {
      throw fsError('EROFS', 'read-only file system');
    });
    app.post('/api/fine', async () => ({ ok: true }));
    await app.ready();
    const full = await app.inject({ method: 'POST', url: '/api/full' });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(full.json()).toMatchObject({ message: englishText(STORAGE_FULL_MESSAGE), code: 'UNAVAILABLE' });
    expect(app.storageFaults.recent()).toBe('full');
    const ro = await app.inject({ method: 'POST', url: '/api/read-only' });
    expect(ro.statusCode).toBe(503);
    expect(ro.json().message).toBe(englishText(STORAGE_READ_ONLY_MESSAGE));
    // A write that succeeds says there is room again.
    await app.inject({ method: 'POST', url: '/api/fine' });
    expect(app.storageFaults.recent()).toBeUndefined();
    await app.close();
  });
});
