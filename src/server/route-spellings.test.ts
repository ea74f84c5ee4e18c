import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, allows } from '#src/shared/permissions.ts';
import { buildApp } from './app';
import { createCallers, createTestApp, type TestApp, type TestUser } from './test/app';

/**
 * Access is decided from the route that matched, whatever the spelling of the URL. Every declared
 * route is requested through many spellings of its path by callers its declaration refuses; Fastify
 * reports each handler it starts on a diagnostics channel, and no handler may start for a caller
 * that the matched route's declaration does not allow. Requests go over a real socket with the path
 * written byte for byte (an injected request would have its dot segments resolved first).
 */
let t: TestApp;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
type Caller = 'anonymous' | 'inactive' | 'active' | 'manager';
let people: Record<Caller, TestUser | null>;
const started: { method: string; url: string }[] = [];
const onHandlerStart = (message: unknown) => {
  const { route } = message as { route: { method: string; url: string } };
  started.push(route);
};

beforeAll(async () => {
  t = await createTestApp();
  people = await createCallers(t);
  subscribe('tracing:fastify.request.handler:start', onHandlerStart);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  agent.destroy();
  unsubscribe('tracing:fastify.request.handler:start', onHandlerStart);
  await t.close();
});

const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Other spellings of one path: encodings, double encoding, case, dot segments, slashes, trailers. */
function spellings(path: string): string[] {
  const out = new Set<string>();
  const rest = path.slice('/api'.length);
  for (let i = 1; i < path.length; i++) {
    if (path[i] === '/') continue;
    const before = path.slice(0, i);
    const after = path.slice(i + 1);
    out.add(`${before}${hex(path[i])}${after}`);
    out.add(`${before}${hex(path[i]).toUpperCase()}${after}`);
  }
  out.add(
    path
      .split('/')
      .map((segment) => [...segment].map(hex).join(''))
      .join('/'),
  );
  out.add(`/%2561pi${rest}`);
  out.add(`/%252561pi${rest}`);
  out.add(path.replace(/[a-z]/, (c) => `%25${c.charCodeAt(0).toString(16)}`));
  out.add(path.toUpperCase());
  out.add(`/API${rest}`);
  out.add(`/Api${rest}`);
  out.add(`/./api${rest}`);
  out.add(`/api/.${rest}`);
  out.add(`/api/x/..${rest}`);
  out.add(`/x/../api${rest}`);
  out.add(`/%2e/api${rest}`);
  out.add(`/api/%2e%2e/api${rest}`);
  out.add(`/api/%2E${rest}`);
  out.add(`//api${rest}`);
  out.add(`/api/${rest}`);
  out.add(`/api${rest.replaceAll('/', '//')}`);
  out.add(`/api%2f${rest.slice(1)}`);
  out.add(`/api%2F${rest.slice(1)}`);
  out.add(`/${path.slice(1).replaceAll('/', '%2f')}`);
  out.add(`/api%5c${rest.slice(1)}`);
  for (const tail of [
    '/',
    '//',
    '/.',
    '/..',
    '?',
    '?x=1',
    '#x',
    ';',
    ';x=1',
    '%00',
    '%20',
    '%09',
    '.',
    '.json',
    '%2f',
    '%5c',
    '~',
    '%3f',
  ]) {
    out.add(`${path}${tail}`);
  }
  out.delete(path);
  return [...out];
}

/** The callers a declaration refuses, strongest first (they are the ones a bypass would help). */
function refusedCallers(access: Access): Caller[] {
  return (['manager', 'active', 'inactive', 'anonymous'] as const).filter(
    (who) => !allows(access, people[who]),
  );
}

const cookieOf = (who: Caller) => people[who]?.cookie;

interface RawResponse {
  statusCode: number;
  contentType: string;
  body: string;
}

/** One request with the path exactly as given. */
function send(method: string, path: string, cookie?: string): Promise<RawResponse> {
  const body = ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            contentType: String(res.headers['content-type']),
            body: text,
          }),
        );
      },
    );
    req.on('error', (err) => reject(new Error(`${method} ${path}: ${err.message}`)));
    req.end(body);
  });
}

describe('access follows the matched route, however the path is spelled', () => {
  it('refuses the audited spelling of a staff list', async () => {
    for (const url of ['/%61pi/week-requests', '/%2561pi/week-requests', '/API/week-requests']) {
      started.length = 0;
      const res = await send('GET', url);
      expect(started, url).toEqual([]);
      expect([401, 404], url).toContain(res.statusCode);
      expect(res.contentType, url).toMatch(/json/);
    }
  });

  it('answers a path that matches no route with the API 404, never a handler', async () => {
    for (const url of [
      '/API/week-requests',
      '/api//week-requests',
      '/api/x/../week-requests',
      '/%2e/api/users',
    ]) {
      started.length = 0;
      const res = await send('GET', url);
      expect(started, url).toEqual([]);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body).code, url).toBe('NOT_FOUND');
    }
  });

  it('answers every unmatched spelling of an API address with the JSON 404, never the web page', async () => {
    const urls = [
      '/api;x=y/user',
      '/api;/user',
      '/api;x=y',
      '/api;jsessionid=1/users/me',
      '/api%3Bx=y/user',
      '/api%3bx',
      '/api%2Fuser',
      '/api%2fweek-requests',
      '/%2Fapi/user',
      '/API/user',
      '/Api;x/user',
      '//api//x',
      '/api//x',
      '/api%00/user',
      '/api%20/user',
      '/api.json',
      '/api~/user',
      '/api%5cuser',
      '/%61pi;x=1/user',
      '/%2561pi%3Bx/user',
      '/x/../api;y/user',
      '/api',
      '/api/',
      ...spellings('/api/user'),
    ];
    const pages: string[] = [];
    for (const url of urls) {
      for (const method of ['GET', 'HEAD']) {
        const res = await send(method, url);
        if (res.statusCode >= 500 || !/json/.test(res.contentType)) {
          pages.push(`${method} ${url}: ${res.statusCode} ${res.contentType}`);
        } else if (method === 'GET' && res.statusCode === 404) {
          expect(JSON.parse(res.body).code, url).toBe('NOT_FOUND');
        }
      }
    }
    expect(pages).toEqual([]);
    // A page whose first segment only begins with the letters is the web app's, not the API's.
    for (const url of ['/apiary', '/api-docs-elsewhere', '/apis']) {
      expect((await send('GET', url)).contentType, url).not.toMatch(/json/);
    }
  });

  it('never starts a handler for a caller the matched route refuses', async () => {
    const declared = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access as Access]));
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.access !== 'public');
    expect(routes.length).toBeGreaterThan(10);
    const breaches: string[] = [];
    const serverErrors: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const path = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const who of refusedCallers(route.access as Access)) {
        for (const url of [path, ...spellings(path)]) {
          for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
            started.length = 0;
            const res = await send(method, url, cookieOf(who));
            requests++;
            if (res.statusCode >= 500) serverErrors.push(`${method} ${url} as ${who}: ${res.statusCode}`);
            for (const matched of started) {
              const access = declared.get(
                `${matched.method === 'HEAD' ? 'GET' : matched.method} ${matched.url}`,
              );
              if (!access || !allows(access, people[who])) {
                breaches.push(
                  `${method} ${url} as ${who} started ${matched.method} ${matched.url} (${access})`,
                );
              }
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(2000);
    expect(breaches).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 180_000); // every route times every spelling over a real socket: generous on a loaded machine

  it('does start the handler for an allowed caller (the channel is listened to)', async () => {
    started.length = 0;
    const res = await send('GET', '/api/week-requests', cookieOf('manager'));
    expect(res.statusCode).toBe(200);
    expect(started).toEqual([{ method: 'GET', url: '/api/week-requests' }]);
  });

  it('refuses to start an app with a route that does not declare its access', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      sessionSecret: 'x'.repeat(48),
      logger: false,
    });
    app.get('/reports/everything', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/must declare config.access: GET \/reports\/everything/);
    await app.close().catch(() => {});
  });
});
