import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, createTestApp, createUser, inject, type TestApp, type TestUser } from '../test/app';
import { privately } from './auth';

/**
 * What browsers and proxies may keep: no API answer is stored (personal and staff ones never), the
 * app shell is revalidated on every load, hashed assets are immutable, and robots.txt is a file.
 */
let t: TestApp;
let dev: TestUser;

beforeAll(async () => {
  const clientDir = clientBuild({
    'index.html': '<!doctype html><title>Semana</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log(1)',
  });
  t = await createTestApp({ CLIENT_DIR: clientDir });
  dev = await createUser(t, { role: 'dev', active: true });
});
afterAll(() => t.close());

describe('API responses are never stored', () => {
  it('marks every personal and staff answer no-store, allowed or refused', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api') && r.access !== 'public');
    const missing: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const cookie of [dev.cookie, undefined]) {
        const res = await inject(t, { method: route.method as 'GET', url, cookie, payload });
        if (res.headers['cache-control'] !== 'no-store') {
          const who = cookie ? 'dev' : 'anonymous';
          missing.push(
            `${route.method} ${route.url} as ${who}: ${res.statusCode} ${res.headers['cache-control']}`,
          );
        }
      }
    }
    expect(routes.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('marks public answers no-store unless their route chose a policy', async () => {
    for (const url of [
      '/api/weeks/search',
      '/api/config',
      '/api/health',
      '/api/no-such-thing',
      '/%61pi/nothing',
    ]) {
      const res = await inject(t, { method: 'GET', url, cookie: dev.cookie });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('the web app', () => {
  it('revalidates the shell on every load, on every client route', async () => {
    const answers: Record<string, number> = {
      '/': 200,
      '/index.html': 200,
      '/all-weeks?x=1': 200,
      // Not-found pages are the shell too, with their real status (no destinations are seeded here).
      '/destinations/Cancun?x=1': 404,
      '/no/such/page': 404,
    };
    for (const [url, status] of Object.entries(answers)) {
      const res = await inject(t, { method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps hashed assets immutable', async () => {
    const res = await inject(t, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves robots.txt as a text file that keeps crawlers out of the API and private pages', async () => {
    const res = await inject(t, { method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).not.toMatch(/<html|<!doctype/i);
  });

  it('answers a missing asset with a 404, not the shell', async () => {
    const res = await inject(t, { method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('an answer that sets a cookie is kept by its caller alone', () => {
  // A signed-in visitor whose browser lost the signed-in hint gets it back on whatever it asks,
  // public lists and files included: a shared cache must not keep that answer, nor hand its cookie on.
  const publicUrls = ['/robots.txt', '/api/vidanta/locations'];

  it('turns a shared policy private when the answer sets a cookie', async () => {
    for (const url of publicUrls) {
      const res = await inject(t, { method: 'GET', url, cookie: dev.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(
        res.cookies.map((c) => c.name),
        url,
      ).toContain('signed_in');
      const policy = String(res.headers['cache-control']);
      expect(policy, url).toMatch(/(^|, )(private|no-store)(,|$)/);
      expect(policy, url).not.toMatch(/public|s-maxage/);
    }
  });

  it('leaves the policy of an answer without cookies as its route set it', async () => {
    const robots = await inject(t, { method: 'GET', url: '/robots.txt' });
    expect(robots.headers['set-cookie']).toBeUndefined();
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const shell = await inject(t, { method: 'GET', url: '/' });
    expect(shell.headers['set-cookie']).toBeUndefined();
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the caller’s own directives', () => {
    expect(privately('public, max-age=3600')).toBe('private, max-age=3600');
    expect(privately('no-cache')).toBe('private, no-cache');
    expect(privately('public, s-maxage=600, max-age=60, proxy-revalidate')).toBe('private, max-age=60');
    expect(privately('no-store')).toBe('no-store');
    expect(privately('private, max-age=5')).toBe('private, max-age=5');
    expect(privately(undefined)).toBe('private');
  });
});
