import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cross-site requests', () => {
  it('refuses a cross-site PATCH, POST or DELETE by Sec-Fetch-Site', async () => {
    const u = await createUser(t, { role: 'dev', active: true });
    for (const method of ['PATCH', 'POST', 'DELETE'] as const) {
      const res = await inject(t, {
        method,
        url: '/api/logout',
        cookie: u.cookie,
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(res.statusCode, method).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE');
    }
    // The session survived: the refused logout did nothing.
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: u.cookie })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin when the browser sends no Sec-Fetch-Site', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { username: 'x', password: 'y' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts same-origin requests', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(res.statusCode).toBe(200);
    const byOrigin = await inject(t, {
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(byOrigin.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on API responses, errors and pages alike', async () => {
    for (const url of ['/api/config', '/api/nope', '/some/page']) {
      const res = await inject(t, { method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('error model', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.json().message).toContain('/api/does-not-exist');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('answers a 6 MB body with 413 and stays healthy', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(6 * 1024 * 1024), password: 'y' });
    const res = await inject(t, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect((await inject(t, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('gives field-level messages for validation errors', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('hides the internals of a 5xx and names the request id', async () => {
    const boom = await createTestApp();
    try {
      // Routes may only be added before the app is ready, so this one builds its own app.
      await boom.app.close();
      const { buildApp } = await import('../app');
      const app = await buildApp({
        config: boom.config,
        database: boom.database,
        sessionSecret: 'x'.repeat(48),
        logger: false,
      });
      app.get('/api/test-boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret database detail: password=hunter2');
      });
      const res = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('hunter2');
      expect(res.json().code).toBe('INTERNAL');
      expect(res.json().message).toMatch(/request [0-9a-f-]{36}/);
      await app.close();
    } finally {
      await boom.close().catch(() => {});
    }
  });
});
