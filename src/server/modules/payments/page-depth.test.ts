import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';

let t: TestApp;
let manager: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createUser(t, { role: 'manager', active: true });
});
afterAll(() => t.close());

describe('staff payment lists: page depth', () => {
  it('refuses pages past the first 10,000 results with a message on the page field', async () => {
    for (const path of ['/api/payment-links', '/api/payments/memberships']) {
      for (const qs of ['page=101&pageSize=100', 'page=501', 'page=10000&pageSize=2']) {
        const res = await inject(t, { method: 'GET', url: `${path}?${qs}`, cookie: manager.cookie });
        expect(res.statusCode, `${path}?${qs}`).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'page: Only the first 10,000 results can be browsed; narrow the search with filters',
          issues: [{ path: 'page' }],
        });
      }
      const last = await inject(t, { method: 'GET', url: `${path}?page=500`, cookie: manager.cookie });
      expect(last.statusCode, path).toBe(200);
      expect(last.json()).toMatchObject({ page: 500, pageSize: 20, items: [] });
    }
  });
});
