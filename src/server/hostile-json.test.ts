import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#src/shared/i18n/messages.ts';
import {
  ACCOUNT_ROUTES,
  BODY_LIMITS,
  RAW_BODY_ROUTES,
  TOO_DEEP_MESSAGE,
  TOO_WIDE_MESSAGE,
} from './plugins/json-bodies';
import { createTestApp, type TestApp, uniqueName } from './test/app';

/**
 * Deep and wide JSON bodies against a real listening server with the default configuration
 * (decision 038): refused before they are parsed, and the event loop stays free for everyone else.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on its own connection, timed from the first byte sent to the last byte received. */
function send(method: string, url: string, body?: string, contentType = 'application/json'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': contentType },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started }),
        );
      },
    );
    // A server that answers before reading the whole body may reset the rest; the answer still counts.
    req.on('error', reject);
    req.end(body);
  });
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;

describe('hostile JSON bodies', () => {
  it('refuses a 500,000-deep body (977 KiB) in under a second, without parsing it', async () => {
    const body = deep(500_000);
    expect(body.length).toBe(1_000_000);
    for (const url of ['/api/login', '/api/week-requests']) {
      const res = await send('POST', url, body);
      expect(res.status, url).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(res.ms, url).toBeLessThan(1_000);
    }
  });

  it('keeps the health check under a second while ten hostile bodies arrive at once', async () => {
    const urls = ['/api/login', '/api/register', '/api/week-requests', '/api/logout', '/api/password-reset'];
    const bodies = [deep(500_000), wide(80_000)];
    const hostile = Array.from({ length: 10 }, (_, i) =>
      send('POST', urls[i % urls.length], bodies[i % 2]).catch(() => null),
    );
    const health = await send('GET', '/api/health');
    const answers = await Promise.all(hostile);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    for (const a of answers) expect(a === null || a.status === 413, a?.body).toBe(true);
  });

  it('refuses a body within the route limit that is nested too deeply, saying why', async () => {
    const res = await send('POST', '/api/week-requests', deep(30_000));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'BAD_REQUEST',
      message: englishText(TOO_DEEP_MESSAGE),
    });
    expect(res.ms).toBeLessThan(1_000);
  });

  it('refuses a body within the route limit with too many keys, saying why', async () => {
    const body = wide(6_000);
    expect(body.length).toBeLessThan(BODY_LIMITS.form);
    const res = await send('POST', '/api/week-requests', body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'BAD_REQUEST',
      message: englishText(TOO_WIDE_MESSAGE),
    });
  });

  it('still refuses prototype keys as Fastify does', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true},"username":"a","password":"b"}',
      '{"constructor":{"prototype":{"isAdmin":true}},"username":"a","password":"b"}',
    ]) {
      const res = await send('POST', '/api/login', body);
      expect(res.status, body).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ message: 'The request body is not valid JSON' });
    }
    expect((await send('POST', '/api/login', '')).status).toBe(400);
  });
});

describe('per-route body limits', () => {
  it('names only routes that exist in its table', () => {
    const methods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    for (const url of [...ACCOUNT_ROUTES, ...RAW_BODY_ROUTES]) {
      expect(
        methods.some((method) => t.app.hasRoute({ method, url })),
        url,
      ).toBe(true);
    }
  });

  it('gives sign-in forms a few KiB and other forms tens of KiB, below the global limit', async () => {
    const login = (password: string) => JSON.stringify({ username: 'nobody', password });
    expect((await send('POST', '/api/login', login('x'.repeat(BODY_LIMITS.account)))).status).toBe(413);
    expect((await send('POST', '/api/logout', login('x'.repeat(2_000)))).status).toBe(413);
    expect(
      (await send('POST', '/api/week-requests', `{"name":"${'x'.repeat(BODY_LIMITS.form)}"}`)).status,
    ).toBe(413);
    expect(BODY_LIMITS.form).toBeLessThan(t.config.tuning.bodyLimit);
  });

  it('accepts the largest legitimate forms, every character of them three bytes long', async () => {
    const name = uniqueName('big');
    const registered = await send(
      'POST',
      '/api/register',
      JSON.stringify({
        username: name,
        password: '中'.repeat(200),
        firstName: '中'.repeat(100),
        lastName: '中'.repeat(100),
        email: `${name}@${'a'.repeat(200)}.example`,
      }),
      'application/json; charset=utf-8',
    );
    expect(registered.status, registered.body).toBe(201);
    const request = await send(
      'POST',
      '/api/week-requests',
      JSON.stringify({
        name: '中'.repeat(100),
        email: 'big@example.com',
        preferredLocation: '中'.repeat(200),
        startDate: '2030-01-01',
        endDate: '2030-01-08',
        additionalDetails: '中'.repeat(5_000),
      }),
    );
    expect(request.status, request.body).toBe(201);
  });
});
