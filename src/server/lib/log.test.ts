import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { cookieFrom } from '../test/app';
import { createTestDatabase } from '../test/database';
import { until } from '../test/smtp-peer';
import { safeUrl, serializeError } from './log';

/** The real app with its real logger options (production, info), each line it logs kept in `lines`. */
async function loggingApp(database: Database, lines: string[], env: Record<string, string> = {}) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'semana-log-')),
      LOG_LEVEL: 'info',
      ...env,
    }),
    database,
    sessionSecret: 'log-test-secret-'.padEnd(48, 'x'),
    logDestination: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  return app;
}

/** The real app with its real logger options, its lines captured instead of printed. */
describe('the log holds no secrets', () => {
  const lines: string[] = [];
  const logText = () => lines.join('\n');
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    app = await loggingApp(database, lines);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  afterEach(async () => {
    await database.db.execute(sql`drop trigger if exists log_test_refuse on users`);
    lines.length = 0;
  });

  const registration = (n: number) => ({
    username: `logtest${n}`,
    password: `Sup3r-secret-passw0rd-${n}`,
    firstName: 'Lola',
    lastName: 'Gómez',
    email: `lola.gomez.${n}@example.test`,
  });

  /** A trigger that refuses every new user with `raise`, so the insert fails inside the database. */
  async function refuseUsers(raise: string) {
    await database.db.execute(
      sql.raw(`create or replace function log_test_refuse() returns trigger language plpgsql as $$
        begin ${raise}; end $$`),
    );
    await database.db.execute(
      sql`create trigger log_test_refuse before insert on users for each row execute function log_test_refuse()`,
    );
  }

  const register = (body: object) => app.inject({ method: 'POST', url: '/api/register', payload: body });

  it('logs a registration the database refuses (RAISE quoting the row) without the e-mail, password or hash', async () => {
    await refuseUsers(`raise exception 'refusing % with %', new.email, new.password_hash
      using detail = 'row: ' || new.email || ' ' || new.password_hash`);
    const input = registration(1);
    const res = await register(input);

    expect(res.statusCode).toBe(500);
    const requestId = /request ([0-9a-f-]{36})/.exec(res.json().message)?.[1];
    const log = logText();
    expect(log).not.toContain(input.password);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(input.email);
    expect(log).not.toContain('lola.gomez');
    // Still useful: which request, which error class, which SQLSTATE, which statement.
    expect(requestId).toBeDefined();
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure.reqId).toBe(requestId);
    expect(failure.err.type).toBe('DrizzleQueryError');
    expect(failure.err.message).toContain('insert into "users"');
    expect(failure.err.message).toContain('params: [redacted]');
    expect(failure.err.cause.sqlState).toBe('P0001');
  });

  it('logs a 5xx whose cause is a constraint error with values (detail, quoted value) without them', async () => {
    await refuseUsers(`raise exception using errcode = 'check_violation', constraint = 'users_log_test_ck', table = 'users',
      message = format('new row for relation "users" violates check constraint "users_log_test_ck" for "%s"', new.email),
      detail = format('Failing row contains (%s, %s).', new.email, new.password_hash)`);
    const input = registration(2);
    const res = await register(input);

    expect(res.statusCode).toBe(500);
    const log = logText();
    expect(log).not.toContain(input.email);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(input.password);
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(failure.err.cause).toMatchObject({
      sqlState: '23514',
      constraint: 'users_log_test_ck',
      message: 'new row for relation "users" violates check constraint "users_log_test_ck" for "…"',
    });
    expect(failure.err.cause.detail).toBeUndefined();
  });

  it('logs requests without query-string values or the session token', async () => {
    const input = registration(3);
    const registered = await register(input);
    expect(registered.statusCode).toBe(201);
    const cookie = cookieFrom(registered) ?? '';
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: input.username, password: input.password },
    });
    expect(login.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    await app.inject({
      method: 'GET',
      url: '/api/payments/status?payment_intent=pi_9Zq&payment_intent_client_secret=pi_9Zq_secret_Kx81',
    });
    await app.inject({ method: 'GET', url: '/api/payment-links/plink-token-Qw7e' });

    const log = logText();
    const token = cookie.split('=')[1];
    expect(token.length).toBeGreaterThan(20);
    expect(log).not.toContain(token.split('.')[0]);
    expect(log).not.toContain(input.password);
    expect(log).not.toContain(input.email);
    expect(log).not.toContain('pi_9Zq');
    expect(log).not.toContain('plink-token-Qw7e');
    expect(log).toContain('/api/payments/status?payment_intent=…&payment_intent_client_secret=…');
    expect(log).toContain('/api/payment-links/:token');
  });

  it('redacts the password and address fields of the account forms when they are logged by hand', () => {
    app.log.warn(
      {
        currentPassword: 'cur-Secret-91',
        body: {
          newPassword: 'new-Secret-92',
          confirmPassword: 'new-Secret-92',
          newEmail: 'moved@example.test',
        },
      },
      'a form logged by hand',
    );
    const log = logText();
    expect(log).toContain('a form logged by hand');
    expect(log).not.toMatch(/Secret-9|moved@/);
  });
});

/** The real app sending to a real SMTP server that refuses every recipient, as a mail host does. */
describe('a refused mail is logged without its address', () => {
  const lines: string[] = [];
  let app: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  const refusing = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(refusal);
    },
  });

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) =>
      refusing.listen(0, '127.0.0.1', () => resolve((refusing.server.address() as AddressInfo).port)),
    );
    const created = await createTestDatabase();
    drop = created.drop;
    app = await loggingApp(created.database, lines, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });

  it('keeps the refusal, its code and the job, and masks the recipient', async () => {
    const email = 'refused.recipient.7@example.test';
    const res = await app?.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'refusedrecipient7',
        password: 'a-long-enough-password',
        firstName: 'Rita',
        lastName: 'Ruiz',
        email,
      },
    });
    expect(res?.statusCode).toBe(201);
    const refusedLine = () => lines.find((l) => l.includes('mail not sent yet'));
    await until(() => refusedLine() !== undefined);
    const logged = JSON.parse(refusedLine() ?? '{}');
    expect(logged.jobId).toBeTruthy();
    expect(logged.err.message).toContain('550 5.1.1 <…@…>: Recipient address rejected');
    expect(logged.err.code).toBe('EENVELOPE');
    const log = lines.join('\n');
    expect(log).not.toContain(email);
    expect(log).not.toContain('refused.recipient');
  });
});

describe('log serializers', () => {
  it('keeps numeric ids in a matched path and hides other parameters', () => {
    expect(
      safeUrl({ url: '/api/weeks/42?x=1', params: { id: '42' }, routeOptions: { url: '/api/weeks/:id' } }),
    ).toBe('/api/weeks/42?x=…');
    expect(safeUrl({ url: '/nowhere/abc', params: {}, routeOptions: {} })).toBe('/nowhere/abc');
  });

  it('masks token-like segments of a path no route matched', () => {
    expect(safeUrl({ url: '/pay/qxSnVtap-XysnHsM2k9', params: {}, routeOptions: {} })).toBe('/pay/…');
    expect(safeUrl({ url: '/destinations/Puerto%20Vallarta', params: {}, routeOptions: {} })).toBe(
      '/destinations/Puerto%20Vallarta',
    );
    expect(safeUrl({ url: '/assets/index-Bq3xYz12abcd.js', params: {}, routeOptions: { url: '/*' } })).toBe(
      '/assets/index-Bq3xYz12abcd.js',
    );
    // A secret inside a segment that matched no route (a calendar feed's address misspelt).
    const secret = 'orf7ddclkuqde2ggaipttvvapb1fumq4b6rqkx06o3Q';
    expect(safeUrl({ url: `/API/calendar/${secret}.ics`, params: {}, routeOptions: {} })).toBe(
      '/API/calendar/….ics',
    );
    expect(safeUrl({ url: `/api/calendar/${secret}.ICS;x`, params: {}, routeOptions: {} })).toBe(
      '/api/calendar/….ICS;x',
    );
    expect(
      safeUrl({ url: '/one-bedroom-suite-with-an-ocean-view.html', params: {}, routeOptions: { url: '/*' } }),
    ).toBe('/one-bedroom-suite-with-an-ocean-view.html');
  });

  it('drops error fields that carry values and keeps the codes', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), {
      code: '22P02',
      detail: 'secret-detail',
      where: 'secret-where',
    });
    const drizzle = new Error('Failed query: select 1 where id = $1\nparams: secret-param', {
      cause: pgError,
    });
    const logged = serializeError(drizzle);
    expect(JSON.stringify(logged)).not.toMatch(/secret/);
    expect(logged.message).toBe('Failed query: select 1 where id = $1\nparams: [redacted]');
    expect(logged.cause).toMatchObject({ sqlState: '22P02', type: 'Error' });
  });

  it('masks mail addresses in a message, bracketed or bare', () => {
    const refused = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <bob@example.com>: Recipient address rejected; " +
        'also tried bob.o’neil+x@mail.example.org.',
    );
    const logged = serializeError(refused);
    expect(logged.message).not.toMatch(/bob|example\.(com|org)/);
    expect(logged.message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <…@…>: Recipient address rejected; also tried …@…",
    );
    const jsonOperator = 'Failed query: select 1 where "tags" @> $1';
    expect(serializeError(new Error(jsonOperator)).message).toBe(jsonOperator);
    expect(serializeError(new Error('column "x" @> y; bare: ann@host')).message).toBe(
      'column "…" @> y; bare: …@…',
    );
  });
});
